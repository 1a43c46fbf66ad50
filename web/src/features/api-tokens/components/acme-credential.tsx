import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { acmeCredentialOf } from '../api/acme-credential';

const valueClass = 'block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900';

/** One value to copy: its label, the value read-only (long ones scroll inside the box, never the page), a copy button. */
function CopyValue({ label, value, multiline = false, testId }: { label: string; value: string; multiline?: boolean; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showInfo(t('apiTokens.acme.copied'));
    } catch {
      showError(t('apiTokens.acme.copyFailed'));
    }
  };
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-start gap-2">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            onFocus={select}
            spellCheck={false}
            rows={value.split('\n').length}
            wrap="off"
            className={`${valueClass} resize-none overflow-x-auto text-xs`}
            data-testid={testId}
          />
        ) : (
          <input id={id} readOnly value={value} onFocus={select} spellCheck={false} className={valueClass} data-testid={testId} />
        )}
        <button type="button" className={`${secondaryButton} shrink-0`} onClick={() => void copy()} aria-label={t('apiTokens.acme.copyLabel', { what: label })}>
          {t('apiTokens.copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * The ACME credential just made, shown this once: what acme-dns's clients need (the API base, the
 * account file for `ACME_DNS_STORAGE_PATH`, or its username, password, subdomain and full domain)
 * and what lego's httpreq needs (endpoint, username, password), each with a copy button.
 */
export function AcmeCredential({ token, domain, onDone }: { token: { id: string; secret: string }; domain: { id: string; name: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const credential = acmeCredentialOf(window.location.origin, token, domain);
  return (
    <section role="status" aria-labelledby="acme-credential-heading" className="space-y-5 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6" data-testid="acme-credential">
      <div className="space-y-2">
        <h2 id="acme-credential-heading" className="text-base font-semibold break-words text-slate-900">
          {t('apiTokens.acme.secretHeading', { domain: domain.name })}
        </h2>
        <p className="text-sm break-words text-slate-700">{t('apiTokens.acme.secretText', { domain: domain.name })}</p>
      </div>
      <section aria-labelledby="acme-credential-acme-dns" className="space-y-3" data-testid="acme-credential-acme-dns">
        <h3 id="acme-credential-acme-dns" className="text-sm font-semibold text-slate-900">
          {t('apiTokens.acme.acmeDnsHeading')}
        </h3>
        <p className="text-sm text-slate-700">{t('apiTokens.acme.acmeDnsText')}</p>
        <CopyValue label={t('apiTokens.acme.apiBase')} value={credential.acmeDns.apiBase} testId="acme-dns-api-base" />
        <CopyValue label={t('apiTokens.acme.storage')} value={credential.acmeDns.storage} multiline testId="acme-dns-storage" />
        <CopyValue label={t('apiTokens.acme.username')} value={credential.acmeDns.username} testId="acme-dns-username" />
        <CopyValue label={t('apiTokens.acme.password')} value={credential.acmeDns.password} testId="acme-dns-password" />
        <CopyValue label={t('apiTokens.acme.subdomain')} value={credential.acmeDns.subdomain} testId="acme-dns-subdomain" />
        <CopyValue label={t('apiTokens.acme.fulldomain')} value={credential.acmeDns.fulldomain} testId="acme-dns-fulldomain" />
      </section>
      <section aria-labelledby="acme-credential-httpreq" className="space-y-3" data-testid="acme-credential-httpreq">
        <h3 id="acme-credential-httpreq" className="text-sm font-semibold text-slate-900">
          {t('apiTokens.acme.httpreqHeading')}
        </h3>
        <p className="text-sm text-slate-700">{t('apiTokens.acme.httpreqText')}</p>
        <CopyValue label={t('apiTokens.acme.endpoint')} value={credential.httpreq.endpoint} testId="httpreq-endpoint" />
        <CopyValue label={t('apiTokens.acme.httpreqUsername')} value={credential.httpreq.username} testId="httpreq-username" />
        <CopyValue label={t('apiTokens.acme.httpreqPassword')} value={credential.httpreq.password} testId="httpreq-password" />
      </section>
      <button type="button" className={primaryButton} onClick={onDone}>
        {t('apiTokens.acme.done')}
      </button>
    </section>
  );
}
