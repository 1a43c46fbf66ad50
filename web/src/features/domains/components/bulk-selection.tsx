import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '#web/components/layout/loader.tsx';
import { withTexts } from '#web/lib/i18n.ts';
import type { BulkDomain } from '../api/bulk-actions';

// The panel (its forms, preview and results) loads once something is selected: `/` stays light.
const BulkPanel = lazy(() => withTexts(['payments'], import('./bulk-panel')));

/**
 * The bulk actions' selection on a list page: the ticked domains. Another page, search or filter (`pageKey`)
 * starts a new selection; the list read again after a change keeps it (and the panel's results), even when the
 * changed domains no longer match the filter.
 */
export function useBulkSelection(domains: readonly BulkDomain[] | undefined, pageKey: string) {
  const [selected, setSelected] = useState<{ key: string; domains: ReadonlyMap<string, BulkDomain> }>({ key: pageKey, domains: new Map() });
  const current = useMemo(() => (selected.key === pageKey ? selected.domains : new Map<string, BulkDomain>()), [selected, pageKey]);
  const chosen = useMemo(() => {
    const fresh = new Map((domains ?? []).map((domain) => [domain.id, domain]));
    return [...current.values()].map((domain) => fresh.get(domain.id) ?? domain);
  }, [domains, current]);
  const toggle = (domainId: string) => {
    const next = new Map(current);
    const domain = (domains ?? []).find((candidate) => candidate.id === domainId);
    if (!next.delete(domainId) && domain) next.set(domainId, domain);
    setSelected({ key: pageKey, domains: next });
  };
  const setAll = (on: boolean) => setSelected({ key: pageKey, domains: new Map(on ? (domains ?? []).map((domain) => [domain.id, domain]) : []) });
  return {
    selected: new Set(current.keys()) as ReadonlySet<string>,
    onPage: chosen,
    toggle,
    setAll,
    clear: () => setSelected({ key: pageKey, domains: new Map() }),
  };
}

/**
 * Above the list: "select all on this page" and how many are selected; with a selection, the panel that changes
 * them (renewal as one order, the settings domain by domain; docs/decisions/bulk-domain-actions.md). There while
 * the page has domains, and while a selection's panel or results are open (the list read again after a change
 * may match none).
 */
export function BulkSelection({ domains, selection, teamId }: { domains: readonly BulkDomain[]; selection: ReturnType<typeof useBulkSelection>; teamId?: string }) {
  const { t } = useTranslation();
  const all = domains.length > 0 && domains.every((domain) => selection.selected.has(domain.id));
  if (domains.length === 0 && selection.onPage.length === 0) return null;
  return (
    <div className="space-y-3 border-b border-slate-200 px-4 py-2" data-testid="bulk-selection">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        {domains.length > 0 && (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={all}
              ref={(box) => {
                if (box) box.indeterminate = selection.selected.size > 0 && !all;
              }}
              onChange={() => selection.setAll(!all)}
              className="size-5 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
            />
            {t('domains.bulk.selectAll')}
          </label>
        )}
        {selection.onPage.length > 0 && (
          <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="bulk-count">
            {t('domains.bulk.selected', { count: selection.onPage.length })}
          </p>
        )}
      </div>
      {selection.onPage.length > 0 && (
        <Suspense fallback={<Loader />}>
          <BulkPanel domains={selection.onPage} teamId={teamId} onClose={selection.clear} />
        </Suspense>
      )}
    </div>
  );
}
