import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDomainList } from '#shared/domain-names.ts';
import { describedBy, FieldMessages, inputClass, inputInvalid, inputOk } from '#web/components/form/field.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { needTexts } from '#web/lib/i18n.ts';

/** The answer and its rendering: loaded when the visitor first focuses the box or checks, never at start. */
const loadResults = () => import('./guest-availability-results');
const GuestAvailabilityResults = lazy(() => loadResults().then((module) => ({ default: module.GuestAvailabilityResults })));

/** The box and its button are at least 44 px high: tap targets on a phone. */
const tall = 'min-h-11';

/**
 * The guest pages' availability box (issue 26): a signed-out visitor checks one or more names
 * (`GET /guest/availability`, the signed-in search's batched check, limited per address) and sees
 * each name's availability and yearly price; "Buy" keeps the names for after sign-in
 * (guest-availability-results.tsx).
 *
 * It asks only when the visitor presses Check (no search as they type: each check counts against
 * the address's allowance). Only this form and its guest texts are in the page's first load; the
 * call, the results and their texts (the signed-in area's `domainSearch`, which a visitor about
 * to buy needs after sign-in anyway) come with the first focus or check, so `/login`'s first
 * paint stays within its budget.
 */
export function GuestAvailability({ signIn }: { /** Where the visitor signs in: `here` (/login) or `elsewhere` (the sign-up pages). */ signIn: 'here' | 'elsewhere' }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  // The names asked for, and a count so that asking the same again asks again.
  const [asked, setAsked] = useState<{ names: string[]; time: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (raw: string) => {
    const names = splitDomainList(raw);
    // More than 20 names are refused by the answer's part, which brings that message's text.
    if (names.length === 0) return setError(t('validation.required'));
    setError(null);
    setAsked((previous) => ({ names, time: (previous?.time ?? 0) + 1 }));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="guest-availability">
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight text-slate-900">
        {t('guestSearch.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('guestSearch.intro')}</p>
      <form
        role="search"
        className="mt-4 space-y-1.5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check(text);
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('guestSearch.label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="search"
            value={text}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('guestSearch.placeholder')}
            onFocus={() => void loadResults().then(() => needTexts('signed-in'))}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error ?? undefined, true)}
            className={`${inputClass} ${error ? inputInvalid : inputOk} ${tall} min-w-0 flex-[1_1_12rem]`}
          />
          <button type="submit" className={`${secondaryButton} ${tall} flex-[1_0_auto] sm:flex-none`}>
            {t('guestSearch.check')}
          </button>
        </div>
        <FieldMessages id={id} hint={t('guestSearch.hint')} error={error ?? undefined} announce />
      </form>
      {asked && !error && (
        <Suspense fallback={<Loader />}>
          <GuestAvailabilityResults
            key={asked.time}
            names={asked.names}
            signIn={signIn}
            onTry={(original, suggestion) => {
              const next = asked.names.map((name) => (name === original ? suggestion : name));
              setText(next.join(', '));
              check(next.join(','));
            }}
            onAdd={(name) => {
              const next = asked.names.includes(name) ? asked.names : [...asked.names, name];
              setText(next.join(', '));
              check(next.join(','));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
