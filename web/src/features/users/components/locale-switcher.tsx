import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '#shared/locales.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useChangeLocale } from '../hooks/use-change-locale';

/**
 * The language switch, one for the whole portal: in the guest header and in the signed-in
 * sidebar's footer. A labelled radio group (keyboard: arrow keys), each language a 44 px target
 * named in itself. Signed in, the choice is also saved to the user (`PATCH /users/me/language`),
 * and the note under it says so; signed out, the note says the user's saved language wins at
 * sign-in (spec §4 "Sign-in"). The group's label is always there for screen readers; on screens
 * narrower than `sm` it is not shown, so the guest header keeps the product's name and both
 * languages on one line at 360 px.
 */
export function LocaleSwitcher({ onSaved, align = 'start' }: { onSaved?: (locale: Locale) => void; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const current = useLocale();
  const { user } = useCurrentUser();
  const { changeLocale, isSaving } = useChangeLocale();
  const labelId = useId();
  const noteId = `${labelId}-note`;
  // The choice shows at once; the page changes language when that language's texts are in.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const shown = chosen ?? current;

  const choose = async (locale: Locale) => {
    if (locale === shown) return;
    setChosen(locale);
    try {
      const saved = await changeLocale(locale);
      if (saved) onSaved?.(locale);
    } finally {
      setChosen(null);
    }
  };

  return (
    <div className={`flex flex-col gap-1.5 ${align === 'end' ? 'items-end text-right' : 'items-start'}`} data-testid="language-switch">
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={noteId} aria-busy={isSaving || chosen !== null} className="inline-flex items-center gap-3">
        {/* On a phone the two languages (each named in itself) say what they are; the word shows from sm up. */}
        <span id={labelId} className="sr-only text-sm font-medium text-slate-700 sm:not-sr-only">
          {t('locale.label')}
        </span>
        <span className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
          {locales.map((locale) => (
            <label
              key={locale}
              lang={locale}
              className={`relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                locale === shown ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <input
                type="radio"
                name={`${labelId}-locale`}
                value={locale}
                checked={locale === shown}
                onChange={() => void choose(locale)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              {t(`locale.${locale}`)}
            </label>
          ))}
        </span>
      </div>
      <p id={noteId} className="max-w-60 text-xs text-slate-500">
        {user ? t('locale.noteSignedIn') : t('locale.noteGuest')}
      </p>
    </div>
  );
}
