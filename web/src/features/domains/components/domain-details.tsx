import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { formatDate, formatDateTime } from '#shared/format.ts';
import { registryStatusWordsOf } from '#shared/registry-words.ts';
import { InfoIcon } from '#web/components/ui/icons.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { oppositionDeadline } from '../opposition-window';
import { DomainStatusBadge } from './domain-status-badge';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function NameServers({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return <>{t('domain.noNameServers')}</>;
  return (
    <ul className="space-y-0.5 font-mono text-sm">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** A box for a note: info (blue) or a warning (amber). */
function Note({ tone, children, testId }: { tone: 'info' | 'warning'; children: ReactNode; testId: string }) {
  const look = tone === 'info' ? 'border-blue-200 bg-blue-50 text-blue-900' : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${look}`} data-testid={testId}>
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/**
 * The single domain view: our data (status, dates, owner, name servers, locks, auto-renewal)
 * and the registry's live answer; when the registry could not be asked, a note says so and our
 * data still shows. During the first 20 days a note explains the trademark opposition window.
 */
export function DomainDetails({ domain, now = new Date() }: { domain: DomainDetail; now?: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deadline = oppositionDeadline(domain.registered_at, now);
  const onOff = (value: boolean) => (value ? t('domains.on') : t('domains.off'));
  const lock = (value: boolean) => (value ? t('domain.locked') : t('domain.unlocked'));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900">{domain.name}</h2>
        <DomainStatusBadge status={domain.status} />
      </div>

      {deadline && !domain.transferred_in_at && (
        <Note tone="info" testId="trademark-note">
          {t('domain.trademarkNote', { date: formatDate(deadline) })}
        </Note>
      )}

      {domain.role === 'technical_manager' && (
        <Note tone="info" testId="shared-note">
          {t('domainSharing.sharedWithYou', { owner: domain.owner.name })}
        </Note>
      )}

      <section aria-labelledby="domain-details-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 id="domain-details-heading" className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
          {t('domain.detailsHeading')}
        </h3>
        <dl className="divide-y divide-slate-100 px-6 py-2">
          <Row label={t('domains.status')}>
            <DomainStatusBadge status={domain.status} />
          </Row>
          <Row label={t('domain.registered')}>{formatDate(domain.registered_at)}</Row>
          <Row label={t('domain.expires')} testId="domain-expires">
            {formatDate(domain.expires_at)}
          </Row>
          <Row label={t('domain.renewalDate')}>{formatDate(domain.renewal_date)}</Row>
          <Row label={t('domain.owner')} testId="domain-owner">
            {domain.owner.name}
          </Row>
          <Row label={t('domainSharing.yourRole')} testId="domain-role">
            {t(`domainSharing.roles.${domain.role}`)}
          </Row>
          <Row label={t('domain.nameServers')} testId="domain-name-servers">
            {/* With none at all (a transferred-in domain may arrive so) there is no kind to name: only "none". */}
            {domain.name_servers.length > 0 && <p className="mb-1">{domain.name_server_mode === 'product' ? t('domain.modeProduct') : t('domain.modeCustom')}</p>}
            <NameServers names={domain.name_servers} />
          </Row>
          <Row label={t('domain.transferLock')}>{lock(domain.transfer_lock)}</Row>
          <Row label={t('domain.registrationLock')}>{lock(domain.registration_lock)}</Row>
          <Row label={t('domain.autoRenewal')}>{onOff(domain.auto_renewal)}</Row>
        </dl>
      </section>

      {(domain.registry || domain.registry_error) && (
        <section aria-labelledby="domain-registry-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="domain-registry">
          <h3 id="domain-registry-heading" className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
            {t('domain.registryHeading')}
          </h3>
          <div className="px-6 py-4">
            {domain.registry_error ? (
              <Note tone="warning" testId="registry-error">
                {t(`errors.${domain.registry_error}`)}
              </Note>
            ) : domain.registry ? (
              <dl className="divide-y divide-slate-100">
                <Row label={t('domain.registryStatuses')}>
                  <ul className="flex flex-wrap gap-1.5">
                    {registryStatusWordsOf(domain.registry.statuses).map((word) => (
                      <li key={word} data-status={word} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
                        {t(`domain.registryStatus.${word}`)}
                      </li>
                    ))}
                  </ul>
                </Row>
                <Row label={t('domain.registryExpires')}>{formatDate(domain.registry.expires_at)}</Row>
                {domain.registry.updated_at && <Row label={t('domain.registryUpdated')}>{formatDateTime(domain.registry.updated_at, locale)}</Row>}
                <Row label={t('domain.registryNameServers')}>
                  <NameServers names={domain.registry.name_servers} />
                </Row>
              </dl>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}
