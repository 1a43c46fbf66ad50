import { useTranslation } from 'react-i18next';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';

/**
 * Under a taken name (or one spelt with Faroese letters): the free names the search found like it
 * (issue 32), each a button that adds it to the search; a Faroese-spelt name's own ASCII spelling is its "Try" button instead. Used by the search page and the guests'
 * availability box.
 */
export function AlternativeNames({ names, onAdd }: { names: readonly string[]; onAdd: (domain: string) => void }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <div className="mt-2 w-full space-y-2 sm:mt-1" data-testid="domain-alternatives">
      <p className="text-sm text-slate-600">{t('domainSearch.alternatives')}</p>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="max-w-full">
            <button
              type="button"
              className={`${secondaryButton} max-w-full break-words`}
              aria-label={t('domainSearch.addAlternative', { domain: name })}
              onClick={() => onAdd(name)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
