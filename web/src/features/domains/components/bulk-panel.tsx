import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkDomainActions, roleMayBulk, type BulkDomainAction } from '#shared/domain-roles.ts';
import { formatDate, formatMoney } from '#shared/format.ts';
import { renewedExpiry } from '#shared/renewal.ts';
import { inputClass, inputOk } from '#web/components/form/field.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { cardText, usePaymentCards } from '#web/features/payment-cards/index.ts';
import { useSettings } from '#web/lib/api/get-settings.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { paymentPage } from '#web/lib/payment-page.ts';
import { applyBulkChange, renewDomains, type BulkChange, type BulkDomain, type BulkResult } from '../api/bulk-actions';

type Action = BulkDomainAction;

type SkipReason = 'domains.bulk.notAllowed' | 'domains.bulk.teamCard';

/**
 * Why the action is not sent for this domain, or null (it is). The role: a domain of the own or a team's list
 * (no role) is the caller's as its owner. And for automatic renewal, the card: the cards offered are the list
 * owner's (the team's on its list, the caller's elsewhere), and a domain renews only with its owner's card, so a
 * team's domain on the shared list is turned on from the team's list.
 */
function skipReason(domain: BulkDomain, action: Action, teamId: string | undefined): SkipReason | null {
  if (!roleMayBulk(domain.role ?? 'owner', action)) return 'domains.bulk.notAllowed';
  if (action === 'auto_renewal_on' && !(teamId ? domain.owner.type === 'team' && domain.owner.id === teamId : domain.owner.type === 'user')) return 'domains.bulk.teamCard';
  return null;
}

/** Progress is shown for batches larger than this (issue 32). */
const progressAbove = 10;

/** Would the action change this domain? (A domain already so is shown as unchanged, and is still sent: the answer is the same.) */
function changes(domain: BulkDomain, action: Exclude<Action, 'renew' | 'name_servers'>): boolean {
  if (action === 'auto_renewal_off') return domain.auto_renewal;
  if (action === 'auto_renewal_on') return !domain.auto_renewal;
  return action === 'lock_on' ? !domain.transfer_lock : domain.transfer_lock;
}

/**
 * The bulk panel (issue 32, docs/decisions/bulk-domain-actions.md): an action, its preview per domain (the
 * renewal's price and total), then either one renewal order paid at one payment page, or the settings changed
 * domain by domain with progress (more than 10) and a result per domain and a summary of what failed and why.
 * It offers the actions the caller's role allows on at least one selected domain (on the shared list a technical
 * manager's only the name servers); a selected domain the role does not allow the action on is shown as such and
 * skipped, never sent.
 */
export default function BulkPanel({ domains, teamId, onClose }: { domains: readonly BulkDomain[]; teamId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const { data: settings } = useSettings();
  const [chosenAction, setAction] = useState<Action | ''>('');
  const mayDo = (domain: BulkDomain, candidate: Action) => skipReason(domain, candidate, teamId) === null;
  const offered = bulkDomainActions.filter((candidate) => domains.some((domain) => mayDo(domain, candidate)));
  // The selection may change under a chosen action (the list read again): one no longer offered is none.
  const action = chosenAction && offered.includes(chosenAction) ? chosenAction : '';
  // What is sent: the selected domains the action is allowed on; the rest are skipped.
  const sent = action ? domains.filter((domain) => mayDo(domain, action)) : domains;
  const skipped = action ? domains.filter((domain) => !mayDo(domain, action)) : [];
  const [servers, setServers] = useState<{ mode: 'product' | 'custom'; text: string }>({ mode: 'product', text: '' });
  const [cardId, setCardId] = useState('');
  const [terms, setTerms] = useState(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const renewalKey = useRef<{ ids: string; key: string } | null>(null);
  const { data: cards } = usePaymentCards(teamId ? { teamId } : {});

  const yearly = settings ? Math.round((settings.price_per_year * (100 + settings.vat_percent)) / 100) : null;
  const byId = new Map(domains.map((domain) => [domain.id, domain]));
  const hosts = servers.text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

  const change = (): BulkChange | null => {
    if (action === 'auto_renewal_off' || action === 'lock_on' || action === 'lock_off') return { kind: action };
    if (action === 'auto_renewal_on') return cardId && terms ? { kind: 'auto_renewal_on', paymentCardId: cardId } : null;
    if (action === 'name_servers')
      return servers.mode === 'product'
        ? { kind: 'name_servers', servers: { mode: 'product' } }
        : hosts.length >= 2
          ? { kind: 'name_servers', servers: { mode: 'custom', hosts } }
          : null;
    return null;
  };

  const apply = async () => {
    if (running || !action) return;
    setRunning(true);
    setError(null);
    try {
      if (action === 'renew') {
        const ids = sent.map((domain) => domain.id);
        // One key per selection: a double click or a retry answers the same order.
        if (renewalKey.current?.ids !== ids.join()) renewalKey.current = { ids: ids.join(), key: crypto.randomUUID() };
        const order = await renewDomains(ids, renewalKey.current.key);
        if (order.checkout_url) paymentPage.go(order.checkout_url);
        return;
      }
      const chosen = change();
      if (!chosen) return;
      setResults([]);
      await applyBulkChange(
        sent.map((domain) => domain.id),
        chosen,
        (result) => setResults((current) => [...(current ?? []), result]),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setRunning(false);
    }
  };

  const failureText = (caught: unknown) => {
    // A bulk renewal's 422 names each domain it cannot renew (`domain_ids.<index>`).
    if (isApiError(caught) && caught.fields) {
      return Object.entries(caught.fields).map(([field, text]) => {
        const index = Number(field.split('.')[1]);
        const domain = Number.isInteger(index) ? sent[index] : undefined;
        return domain ? `${domain.name}: ${text}` : text;
      });
    }
    return [errorMessage(caught, t)];
  };

  if (results) {
    const failed = results.filter((result): result is Extract<BulkResult, { outcome: 'failed' }> => result.outcome === 'failed');
    const finished = results.length === sent.length && !running;
    return (
      <section aria-labelledby={`${id}-results`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-4" data-testid="bulk-results">
        <h3 id={`${id}-results`} className="text-base font-semibold text-slate-900">
          {t('domains.bulk.results')}
        </h3>
        {sent.length > progressAbove && (
          <div className="space-y-1">
            <progress className="h-2 w-full accent-blue-700" max={sent.length} value={results.length} aria-labelledby={`${id}-progress`} />
            <p id={`${id}-progress`} className="text-sm text-slate-700" data-testid="bulk-progress">
              {t('domains.bulk.progress', { done: results.length, count: sent.length })}
            </p>
          </div>
        )}
        <ul className="space-y-1 text-sm">
          {results.map((result) => (
            <li key={result.domainId} data-testid="bulk-result" data-outcome={result.outcome} className="break-words">
              <span className="font-medium text-slate-900">{byId.get(result.domainId)?.name}</span>:{' '}
              {result.outcome === 'done' ? (
                <span className="text-green-800">{t('domains.bulk.resultDone')}</span>
              ) : (
                <span className="text-red-700">{t('domains.bulk.resultFailed', { reason: failureText(result.error).join(' ') })}</span>
              )}
            </li>
          ))}
          {skipped.map((domain) => (
            <li key={domain.id} data-testid="bulk-result" data-outcome="skipped" className="break-words">
              <span className="font-medium text-slate-900">{domain.name}</span>:{' '}
              <span className="text-slate-600">{t(skipReason(domain, action as Action, teamId) ?? 'domains.bulk.notAllowed')}</span>
            </li>
          ))}
        </ul>
        {finished && (
          <p role="status" className={`text-sm font-medium ${failed.length > 0 ? 'text-red-700' : 'text-green-800'}`} data-testid="bulk-summary">
            {failed.length > 0 ? t('domains.bulk.summaryFailed', { count: failed.length }) : t('domains.bulk.summaryDone', { count: results.length })}
            {skipped.length > 0 &&
              ` ${t(skipped.every((domain) => skipReason(domain, action as Action, teamId) === 'domains.bulk.notAllowed') ? 'domains.bulk.summarySkipped' : 'domains.bulk.summarySkippedWhy', { count: skipped.length })}`}
          </p>
        )}
        {finished && (
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('domains.bulk.close')}
          </button>
        )}
      </section>
    );
  }

  const total = yearly === null ? null : yearly * sent.length;
  const ready = action === 'renew' ? total !== null : change() !== null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-4" data-testid="bulk-panel">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('domains.bulk.heading')}
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-action`} className="block text-sm font-medium text-slate-800">
          {t('domains.bulk.action')}
        </label>
        <select id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value as Action)} className={`${inputClass} ${inputOk}`}>
          <option value="" />
          {offered.map((value) => (
            <option key={value} value={value}>
              {t(`domains.bulk.actions.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {action === 'name_servers' && (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('domains.bulk.actions.name_servers')}</legend>
          {(['product', 'custom'] as const).map((mode) => (
            <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input type="radio" name={`${id}-mode`} checked={servers.mode === mode} onChange={() => setServers({ ...servers, mode })} className="size-5 accent-blue-700" />
              {t(mode === 'product' ? 'domains.bulk.productServers' : 'domains.bulk.customServers')}
            </label>
          ))}
          {servers.mode === 'custom' && (
            <textarea
              aria-label={t('domains.bulk.customServers')}
              rows={3}
              value={servers.text}
              onChange={(event) => setServers({ ...servers, text: event.target.value })}
              spellCheck={false}
              className={`${inputClass} ${inputOk}`}
            />
          )}
        </fieldset>
      )}

      {action === 'auto_renewal_on' && (
        <div className="space-y-2">
          {cards && cards.length === 0 ? (
            <p className="text-sm text-amber-900">{t('domains.bulk.noCard')}</p>
          ) : (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-card`} className="block text-sm font-medium text-slate-800">
                {t('domains.bulk.card')}
              </label>
              <select id={`${id}-card`} value={cardId} onChange={(event) => setCardId(event.target.value)} className={`${inputClass} ${inputOk}`}>
                <option value="" />
                {(cards ?? []).map((card) => (
                  <option key={card.id} value={card.id}>
                    {cardText(card, t)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} className="size-5 shrink-0 accent-blue-700" />
            {t('domains.bulk.terms')}
          </label>
        </div>
      )}

      {action && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">{t('domains.bulk.preview')}</h4>
          <ul className="space-y-1 text-sm text-slate-700" data-testid="bulk-preview">
            {domains.map((domain) => (
              <li key={domain.id} className="break-words" data-testid="bulk-preview-line" data-allowed={mayDo(domain, action)}>
                <span className="font-medium text-slate-900">{domain.name}</span>:{' '}
                {mayDo(domain, action) ? previewLine(domain) : <span className="text-slate-600">{t(skipReason(domain, action, teamId) ?? 'domains.bulk.notAllowed')}</span>}
              </li>
            ))}
          </ul>
          {action === 'renew' && total !== null && (
            <p className="text-sm font-medium text-slate-900" data-testid="bulk-total">
              {t('domains.bulk.total', { total: formatMoney(total, locale) })}
            </p>
          )}
        </div>
      )}

      {error !== null && (
        <ul role="alert" className="space-y-1 text-sm text-red-700" data-testid="bulk-error">
          {failureText(error).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-3">
        {action && (
          <button type="button" className={primaryButton} disabled={!ready || running} aria-busy={running} onClick={() => void apply()} data-testid="bulk-apply">
            {action === 'renew' && total !== null ? t('domains.bulk.pay', { total: formatMoney(total, locale) }) : t('domains.bulk.apply', { count: sent.length })}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('domains.bulk.cancel')}
        </button>
      </div>
    </section>
  );

  function previewLine(domain: BulkDomain): string {
    const on = t('domains.on');
    const off = t('domains.off');
    if (action === 'renew') {
      const to = renewedExpiry(domain.expires_at, 1, new Date());
      return t('domains.bulk.renewLine', {
        from: formatDate(domain.expires_at),
        to: to ? formatDate(to.toISOString()) : '–',
        price: yearly === null ? '–' : formatMoney(yearly, locale),
      });
    }
    if (action === 'name_servers') {
      const from = domain.name_servers.join(', ') || '–';
      const to = servers.mode === 'product' ? t('domains.bulk.productServers') : hosts.join(', ') || '–';
      return t('domains.bulk.onOff', { from, to });
    }
    if (!action) return '';
    if (!changes(domain, action)) return t('domains.bulk.unchanged');
    const becomesOn = action === 'auto_renewal_on' || action === 'lock_on';
    return t('domains.bulk.onOff', { from: becomesOn ? off : on, to: becomesOn ? on : off });
  }
}
