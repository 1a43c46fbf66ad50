import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { txtStrings } from '#shared/dns-records.ts';
import {
  buildSpf,
  dkimFromTemplate,
  dmarcPolicyOf,
  dmarcReportAddress,
  type EmailAuthWish,
  type EmailServiceId,
  emailServices,
  nextDmarcPolicy,
  otherIncludes,
  planEmailAuth,
  serviceSpfRules,
  servicesWithoutDkim,
} from '#shared/email-authentication-plan.ts';
import { emailAuthFindings, spfLookupLimit } from '#shared/email-authentication.ts';
import { findTemplate } from '#shared/dns-templates/index.ts';
import type { DnsChangeSet, DnsRecord, DnsRecordInput } from '#shared/schemas/dns.ts';
import { describedBy, Field, inputClass, inputInvalid, inputOk } from '#web/components/form/field.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useDnsChangeSet } from '../api/dns-change-sets';
import { ChangeSetDiff, changeCount } from './change-set-diff';

/** A saved record as the change set takes it: its type's fields only (the API answers the others as null). */
const asInput = (record: DnsRecord): DnsRecordInput => {
  const fields = Object.entries(record).filter(([key, value]) => value !== null && !['id', 'fqdn', 'rdata'].includes(key));
  return Object.fromEntries(fields) as unknown as DnsRecordInput;
};
const textOf = (record: DnsRecord) => txtStrings(record.value).join('');
const isSpfText = (text: string) => /^v=spf1(\s|$)/i.test(text);

function TextInput({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  multiline = false,
  type = 'text',
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: string;
}) {
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: `${inputClass} ${error ? inputInvalid : inputOk} font-mono`,
    autoComplete: 'off',
    spellCheck: false,
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

/**
 * "E-mail authentication" on the DNS tab (issue 31): what the records say about the domain's
 * mail, in words; the one SPF record built from the services chosen with its lookups counted;
 * a DKIM key pasted; DMARC started at p=none with a report address and moved a step at a time.
 * Each part is a change set shown as a diff before it is saved (the templates panel's way).
 */
export function EmailAuthPanel({ domainId, records }: { domainId: string; records: readonly DnsRecord[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { trigger, isMutating } = useDnsChangeSet(domainId);
  const inputs = records.map(asInput);
  const apexTxt = records.filter((record) => record.type === 'TXT' && record.name === '@').map(textOf);
  const spfTexts = apexTxt.filter(isSpfText);
  const dmarcText =
    records
      .filter((record) => record.type === 'TXT' && record.name === '_dmarc')
      .map(textOf)
      .find((text) => /^v=DMARC1/i.test(text)) ?? null;
  const policy = dmarcText ? dmarcPolicyOf(dmarcText) : null;
  const next = dmarcText ? nextDmarcPolicy(policy) : 'none';

  const [chosen, setChosen] = useState<EmailServiceId[]>(() =>
    emailServices
      .filter((service) => serviceSpfRules(service.id).every((rule) => spfTexts.some((text) => text.toLowerCase().split(/\s+/).includes(rule))))
      .map((service) => service.id),
  );
  const [other, setOther] = useState('');
  const [selector, setSelector] = useState('');
  const [dkimValue, setDkimValue] = useState('');
  const [reportAddress, setReportAddress] = useState(() => (dmarcText ? (dmarcReportAddress(dmarcText) ?? '') : ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ wish: EmailAuthWish; changes: DnsChangeSet } | null>(null);
  const previewRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [preview]);

  const { findings } = emailAuthFindings(inputs);
  const withoutDkim = servicesWithoutDkim(inputs, chosen);
  const serviceName = (id: EmailServiceId) => findTemplate(emailServices.find((service) => service.id === id)!.template)!.name[locale];

  const others = otherIncludes(other);
  const rules = [...chosen.flatMap(serviceSpfRules), ...('rules' in others ? others.rules : [])];
  const spf = buildSpf(spfTexts, rules);

  const ask = async (wish: EmailAuthWish) => {
    if (wish.spf && 'problem' in others) return setErrors({ other: t(others.problem as 'validation.required') });
    const planned = planEmailAuth(
      records.map((record) => ({ id: record.id, record: asInput(record) })),
      wish,
    );
    if ('problems' in planned) return setErrors(Object.fromEntries(planned.problems.map((problem) => [problem.field, t(problem.key as 'validation.required')])));
    setErrors({});
    if (planned.changes.length === 0) return setPreview({ wish, changes: { added: [], changed: [], removed: [], notes: [], warnings: [], applied: false, version: 0 } });
    try {
      setPreview({ wish, changes: await trigger({ changes: planned.changes, source: 'email-authentication', apply: false }) });
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };
  const save = async () => {
    if (!preview) return;
    const planned = planEmailAuth(
      records.map((record) => ({ id: record.id, record: asInput(record) })),
      preview.wish,
    );
    if ('problems' in planned) return;
    try {
      await trigger({ changes: planned.changes, source: 'email-authentication', apply: true, version: preview.changes.version });
      showInfo(t('dns.emailAuth.saved'));
      setPreview(null);
      if (preview.wish.dkim) {
        setSelector('');
        setDkimValue('');
      }
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  const changes = preview?.changes;
  const count = changes ? changeCount(changes) : 0;
  const subsection = 'space-y-4 border-t border-slate-100 px-6 py-5';
  const subheading = 'text-base font-semibold text-slate-900';

  return (
    <section aria-labelledby="email-auth-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="email-auth">
      <div className="space-y-1 border-b border-slate-100 px-6 py-4">
        <h2 id="email-auth-heading" className="text-base font-semibold text-slate-900">
          {t('dns.emailAuth.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('dns.emailAuth.intro')}</p>
      </div>
      <div className="space-y-2 px-6 py-4 text-sm" data-testid="email-auth-findings">
        <h3 className="font-semibold text-slate-900">{t('dns.emailAuth.findingsHeading')}</h3>
        {findings.length === 0 && withoutDkim.length === 0 ? (
          <p className="text-slate-700">{t('dns.emailAuth.allGood')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {findings.map((finding) => (
              <li key={finding.key} data-testid={`email-auth-finding-${finding.key}`}>
                {t(`dns.emailAuth.findings.${finding.key}`, { count: 'count' in finding ? finding.count : 0 })}
              </li>
            ))}
            {withoutDkim.map((id) => (
              <li key={id} data-testid={`email-auth-finding-dkim-${id}`}>
                {t(dkimFromTemplate(id) ? 'dns.emailAuth.findings.dkim_missing_template' : 'dns.emailAuth.findings.dkim_missing', { service: serviceName(id) })}
              </li>
            ))}
          </ul>
        )}
      </div>

      <fieldset className={subsection} data-testid="email-auth-spf">
        <legend className="sr-only">{t('dns.emailAuth.spfHeading')}</legend>
        <h3 className={subheading} aria-hidden="true">
          {t('dns.emailAuth.spfHeading')}
        </h3>
        <p className="text-sm text-slate-700">{t('dns.emailAuth.spfIntro')}</p>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {emailServices.map((service) => (
            <div key={service.id} className="flex items-start gap-3">
              <input
                id={`email-auth-service-${service.id}`}
                type="checkbox"
                checked={chosen.includes(service.id)}
                onChange={(event) => setChosen((now) => (event.target.checked ? [...now, service.id] : now.filter((id) => id !== service.id)))}
                className="mt-3.5 size-4 shrink-0 rounded border-slate-300 accent-blue-700"
              />
              <label htmlFor={`email-auth-service-${service.id}`} className="block min-h-11 py-3 text-sm text-slate-700">
                {serviceName(service.id)}
              </label>
            </div>
          ))}
        </div>
        <TextInput
          id="email-auth-other"
          label={t('dns.emailAuth.otherInclude')}
          hint={t('dns.emailAuth.otherIncludeHint')}
          error={errors.other}
          value={other}
          onChange={setOther}
        />
        {errors.spf && (
          <p className="text-sm text-red-700" role="alert">
            {errors.spf}
          </p>
        )}
        {/* Nothing to show before there is a record or a service chosen: there would be no record to save. */}
        {(spfTexts.length > 0 || rules.length > 0) && (
          <div className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="email-auth-spf-result">
            <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-800" data-layout-breakable>
              {spf.value}
            </p>
            <p className={spf.lookups > spfLookupLimit ? 'font-medium text-red-700' : 'text-slate-700'} data-testid="email-auth-lookups">
              {t(spf.lookups > spfLookupLimit ? 'dns.emailAuth.lookupsOver' : 'dns.emailAuth.lookups', { count: spf.lookups })}
            </p>
            {spf.unknown.length > 0 && (
              <p className="text-xs [overflow-wrap:anywhere] text-slate-600" data-layout-breakable>
                {t('dns.emailAuth.lookupsUnknown', { includes: spf.unknown.join(', ') })}
              </p>
            )}
          </div>
        )}
        <button type="button" className={secondaryButton} disabled={isMutating} onClick={() => void ask({ spf: { rules } })}>
          {t('dns.emailAuth.spfPreview')}
        </button>
      </fieldset>

      <fieldset className={subsection} data-testid="email-auth-dkim">
        <legend className="sr-only">{t('dns.emailAuth.dkimHeading')}</legend>
        <h3 className={subheading} aria-hidden="true">
          {t('dns.emailAuth.dkimHeading')}
        </h3>
        <p className="text-sm text-slate-700">{t('dns.emailAuth.dkimIntro')}</p>
        <p className="text-xs text-slate-600">{t('dns.emailAuth.dkimTemplate')}</p>
        <TextInput
          id="email-auth-dkim-selector"
          label={t('dns.emailAuth.dkimSelector')}
          hint={t('dns.emailAuth.dkimSelectorHint')}
          error={errors.dkimSelector}
          value={selector}
          onChange={setSelector}
        />
        <TextInput
          id="email-auth-dkim-value"
          label={t('dns.emailAuth.dkimValue')}
          hint={t('dns.emailAuth.dkimValueHint')}
          error={errors.dkimValue}
          value={dkimValue}
          onChange={setDkimValue}
          multiline
        />
        <button type="button" className={secondaryButton} disabled={isMutating} onClick={() => void ask({ dkim: { selector, value: dkimValue } })}>
          {t('dns.emailAuth.dkimPreview')}
        </button>
      </fieldset>

      <fieldset className={subsection} data-testid="email-auth-dmarc">
        <legend className="sr-only">{t('dns.emailAuth.dmarcHeading')}</legend>
        <h3 className={subheading} aria-hidden="true">
          {t('dns.emailAuth.dmarcHeading')}
        </h3>
        {dmarcText && policy && (
          <p className="text-sm font-medium text-slate-900" data-testid="email-auth-dmarc-policy">
            {t('dns.emailAuth.dmarcNow', { policy: `p=${policy}` })}
          </p>
        )}
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li className={policy === 'none' ? 'font-medium text-slate-900' : ''}>{t('dns.emailAuth.dmarcNone')}</li>
          <li className={policy === 'quarantine' ? 'font-medium text-slate-900' : ''}>{t('dns.emailAuth.dmarcQuarantine')}</li>
          <li className={policy === 'reject' ? 'font-medium text-slate-900' : ''}>{t('dns.emailAuth.dmarcReject')}</li>
        </ol>
        <TextInput
          id="email-auth-report-address"
          label={t('dns.emailAuth.reportAddress')}
          hint={t('dns.emailAuth.reportAddressHint')}
          error={errors.reportAddress}
          value={reportAddress}
          onChange={setReportAddress}
          type="email"
        />
        {next === null ? (
          <p className="text-sm text-slate-700">{t('dns.emailAuth.dmarcDone')}</p>
        ) : (
          <button
            type="button"
            className={secondaryButton}
            disabled={isMutating}
            onClick={() => void ask({ dmarc: { policy: next, reportAddress: reportAddress.trim() || null } })}
            data-testid="email-auth-dmarc-step"
          >
            {dmarcText ? t('dns.emailAuth.dmarcStep', { policy: next }) : t('dns.emailAuth.dmarcStart')}
          </button>
        )}
      </fieldset>

      {preview && changes && (
        <section
          ref={previewRef}
          aria-labelledby="email-auth-preview-heading"
          className="space-y-3 border-t border-amber-300 bg-amber-50 px-6 py-5 text-sm"
          data-testid="email-auth-preview"
        >
          <h3 id="email-auth-preview-heading" className="text-base font-semibold text-slate-900">
            {t('dns.emailAuth.previewHeading')}
          </h3>
          {count === 0 ? <p>{t('dns.emailAuth.nothing')}</p> : <ChangeSetDiff changes={changes} testId="email-auth" />}
          <div className="flex flex-wrap gap-3">
            {count > 0 && (
              <button type="button" className={primaryButton} disabled={isMutating} onClick={() => void save()} data-testid="email-auth-apply">
                {t('dns.emailAuth.apply')}
              </button>
            )}
            <button type="button" className={secondaryButton} onClick={() => setPreview(null)}>
              {t('dns.emailAuth.cancel')}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
