import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDomainList } from '#shared/domain-names.ts';
import { describedBy, FieldMessages, inputClass, inputInvalid, inputOk } from '#web/components/form/field.tsx';

/** Spec §9: the search waits this long after the last keystroke. */
export const searchDebounceMs = 350;

/**
 * The names box: the typed text is handed to `onSearch` 350 ms after the last keystroke (or at
 * once on Enter). `value` (the normalized names, `, `-joined) replaces the text when the search
 * changes from outside (a suggestion).
 */
export function SearchBox({ value, onSearch, error }: { value: string; onSearch: (text: string) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the search when it changes from outside (a suggestion, back/forward), but not while
  // the text already says the same: typing `mitt` must not turn into `mitt.fo` under the cursor.
  useEffect(() => {
    setText((current) => (splitDomainList(current).join(', ') === value ? current : value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), searchDebounceMs);
  };

  return (
    <form
      role="search"
      className="space-y-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('domainSearch.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('domainSearch.placeholder')}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        className={`${inputClass} ${error ? inputInvalid : inputOk}`}
      />
      <FieldMessages id={id} hint={t('domainSearch.hint')} error={error ?? undefined} announce />
    </form>
  );
}
