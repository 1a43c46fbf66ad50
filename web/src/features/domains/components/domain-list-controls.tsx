import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DomainListSort, DomainListState } from '#shared/schemas/domains.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { FieldBinding } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import type { DomainListFilter } from '../api/get-domains';

// The API's states and sorts (`domainListStates`, `domainListSorts`), spelt out here: the schema module brings zod, which stays out of `/`'s chunk.
const states = ['active', 'expiring', 'expired', 'locked', 'not_working', 'auto_renewal_on', 'auto_renewal_off'] as const satisfies readonly DomainListState[];
const sorts = ['name', 'expiry'] as const satisfies readonly DomainListSort[];
const isState = (value: string | null): value is DomainListState => (states as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is DomainListSort => (sorts as readonly (string | null)[]).includes(value);

/** How long typing rests before the list follows it. */
const searchDelayMs = 300;

/** The list's search, filter, sort and page as the address holds them (`?q&state&sort&cursor`): a link keeps them. */
export function useDomainListFilter(): { filter: DomainListFilter; setFilter: (next: DomainListFilter) => void; filtered: boolean } {
  const [search, setSearch] = useSearchParams();
  const state = search.get('state');
  const sort = search.get('sort');
  const filter: DomainListFilter = {
    ...(search.get('q') ? { q: search.get('q')! } : {}),
    ...(isState(state) ? { state } : {}),
    ...(isSort(sort) && sort !== 'name' ? { sort } : {}),
    ...(search.get('cursor') ? { cursor: search.get('cursor')! } : {}),
  };
  const setFilter = (next: DomainListFilter) =>
    setSearch(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')), { replace: true });
  return { filter, setFilter, filtered: Boolean(filter.q || filter.state) };
}

const binding = (id: string, value: string, setValue: (value: string) => void): FieldBinding<string> => ({ id, name: id, value, error: undefined, setValue, onBlur: () => {} });

/** Search as you type (after a short rest), a state and a sort; each change starts the list from its first page. */
export function DomainListControls({ filter, setFilter }: { filter: DomainListFilter; setFilter: (next: DomainListFilter) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filter.q ?? '');
  const { cursor: _cursor, ...firstPage } = filter;

  // The address follows the typing once it rests; an address changed elsewhere (back, a link) sets the box.
  useEffect(() => {
    if (typed.trim().toLowerCase() === (filter.q ?? '')) return;
    const timer = setTimeout(() => setFilter({ ...firstPage, q: typed.trim().toLowerCase() }), searchDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typing starts the wait
  }, [typed]);
  useEffect(() => {
    setTyped((current) => (current.trim().toLowerCase() === (filter.q ?? '') ? current : (filter.q ?? '')));
  }, [filter.q]);

  return (
    <form role="search" aria-label={t('domains.list.controls')} onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <div className="min-w-0 flex-1 basis-56">
        <TextField
          field={binding('domain-list-q', typed, setTyped)}
          label={t('domains.list.search')}
          hint={t('domains.list.searchHint')}
          type="search"
          autoComplete="off"
          spellCheck={false}
          data-testid="domain-list-search"
        />
      </div>
      <div className="min-w-0 flex-1 basis-44">
        <SelectField
          field={binding('domain-list-state', filter.state ?? '', (state) => setFilter({ ...firstPage, state: state as DomainListState }))}
          label={t('domains.list.state')}
          hint={'\u00a0'}
          placeholder={t('domains.list.states.all')}
          options={states.map((value) => ({ value, label: t(`domains.list.states.${value}`) }))}
        />
      </div>
      <div className="min-w-0 flex-1 basis-32">
        <SelectField
          field={binding('domain-list-sort', filter.sort ?? 'name', (sort) => setFilter({ ...firstPage, sort: sort as DomainListSort }))}
          label={t('domains.list.sort')}
          hint={'\u00a0'}
          options={sorts.map((value) => ({ value, label: t(`domains.list.sorts.${value}`) }))}
        />
      </div>
    </form>
  );
}

/** "First page" and "Next page", when there is more than one. */
export function DomainListPages({ filter, next, setFilter }: { filter: DomainListFilter; next: string | null; setFilter: (next: DomainListFilter) => void }) {
  const { t } = useTranslation();
  const { cursor, ...firstPage } = filter;
  if (!cursor && !next) return null;
  return (
    <nav aria-label={t('domains.list.pages')} className="flex justify-between gap-3 border-t border-slate-200 px-4 py-3">
      <button type="button" className={secondaryButton} disabled={!cursor} onClick={() => setFilter(firstPage)}>
        {t('domains.list.firstPage')}
      </button>
      <button type="button" className={secondaryButton} disabled={!next} data-testid="domain-list-next" onClick={() => next && setFilter({ ...firstPage, cursor: next })}>
        {t('domains.list.nextPage')}
      </button>
    </nav>
  );
}
