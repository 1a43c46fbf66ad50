import { useTranslation } from 'react-i18next';
import type { DomainHealth } from '#shared/schemas/domain-health.ts';
import { formatDateTime } from '#shared/format.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { CheckIcon, ClockIcon, ErrorIcon } from '#web/components/ui/icons.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { useDomainHealth } from '../api/get-domain-health';

/** One problem in words: what is wrong, why it matters and what to do (`domainHealth.problems.<code>`). */
function Problem({ problem }: { problem: DomainHealth['problems'][number] }) {
  const { t } = useTranslation();
  const values = { server: problem.server ?? '', others: problem.others || t('domainHealth.noOthers'), detail: problem.detail ?? '' };
  return (
    <li className="space-y-1 py-3" data-testid="health-problem" data-code={problem.code}>
      <p className="font-medium break-words text-slate-900">{t(`domainHealth.problems.${problem.code}.what`, values)}</p>
      <p className="break-words text-slate-700">
        <span className="font-medium">{t('domainHealth.why')}: </span>
        {t(`domainHealth.problems.${problem.code}.why`, values)}
      </p>
      <p className="break-words text-slate-700">
        <span className="font-medium">{t('domainHealth.todo')}: </span>
        {t(`domainHealth.problems.${problem.code}.todo`, values)}
      </p>
    </li>
  );
}

/**
 * Whether the domain works, in words (issue 32): "Works: answered by 2 of 2 name servers, DNSSEC
 * valid", or each problem the last health check found with why it matters and what to do.
 */
export function DomainHealthSection({ domainId }: { domainId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: health, error } = useDomainHealth(domainId);

  let body;
  if (error) body = <p className="text-sm text-red-700">{t('domainHealth.loadFailed')}</p>;
  else if (!health) body = <Loader />;
  else if (health.state === 'unchecked')
    body = (
      <p className="flex gap-2 text-sm text-slate-700">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <span>{t('domainHealth.unchecked')}</span>
      </p>
    );
  else {
    const ok = health.state === 'ok';
    const summary = `${t(ok ? 'domainHealth.works' : 'domainHealth.failing', { answering: health.answering, total: health.total })}, ${t(`domainHealth.dnssec.${health.dnssec ?? 'off'}`)}`;
    body = (
      <div className="space-y-2 text-sm">
        <p className={`flex gap-2 font-medium ${ok ? 'text-green-800' : 'text-red-800'}`} data-testid="health-summary" data-state={health.state}>
          {ok ? <CheckIcon className="mt-0.5 size-5 shrink-0" /> : <ErrorIcon className="mt-0.5 size-5 shrink-0" />}
          <span className="break-words">{summary}</span>
        </p>
        {health.problems.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {health.problems.map((problem, index) => (
              <Problem key={`${problem.code}-${problem.server ?? index}`} problem={problem} />
            ))}
          </ul>
        )}
        <p className="text-slate-600" data-testid="health-checked-at">
          {t('domainHealth.checkedAt', { at: formatDateTime(health.checked_at!, locale) })}
          {!ok && health.since && ` · ${t('domainHealth.since', { at: formatDateTime(health.since, locale) })}`}
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="domain-health-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="domain-health">
      <h3 id="domain-health-heading" className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
        {t('domainHealth.heading')}
      </h3>
      <div className="px-6 py-4">{body}</div>
    </section>
  );
}
