import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '#shared/locales.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useChangeLocale } from '../hooks/use-change-locale';

/**
 * The language choice as a labelled radio group (keyboard: arrow keys). Signed in, the choice is
 * also saved to the user. Its label is always there for screen readers; on screens narrower than
 * `sm` it is not shown, so the guest pages' header keeps the product's name and both languages on
 * one line at 360 px (the English "Language" pushed "English" off the screen).
 */
export function LocaleSwitcher({ onSaved, hideLabel = false }: { onSaved?: (locale: Locale) => void; hideLabel?: boolean }) {
  const { t } = useTranslation();
  const current = useLocale();
  const { changeLocale, isSaving } = useChangeLocale();
  const labelId = useId();
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
    <div role="radiogroup" aria-labelledby={labelId} aria-busy={isSaving || chosen !== null} className="inline-flex items-center gap-3">
      {/* On a phone the two languages (each named in itself) say what they are; the word shows from sm up. */}
      <span id={labelId} className={hideLabel ? 'sr-only' : 'sr-only text-sm font-medium text-slate-700 sm:not-sr-only'}>
        {t('locale.label')}
      </span>
      <span className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
        {locales.map((locale) => (
          <label
            key={locale}
            lang={locale}
            className={`relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
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
  );
}
