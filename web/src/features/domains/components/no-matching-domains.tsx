import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { GlobeIcon } from '#web/components/ui/icons.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';

/** A list's search or filter matched nothing: said so, with the way back to every domain. */
export function NoMatchingDomains({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="domains-no-match"
      icon={<GlobeIcon className="size-6" />}
      heading={t('domains.list.noMatch')}
      action={
        <button type="button" className={secondaryButton} onClick={onClear}>
          {t('domains.list.clear')}
        </button>
      }
    >
      {t('domains.list.noMatchHint')}
    </EmptyState>
  );
}
