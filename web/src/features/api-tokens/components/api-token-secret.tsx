import { useTranslation } from 'react-i18next';
import { SecretOnce } from '#web/components/ui/secret-once.tsx';

/** The new token's secret, shown this once: to copy, then gone (only its SHA-256 is kept). */
export function ApiTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const texts = {
    heading: t('apiTokens.secretHeading'),
    text: t('apiTokens.secretText'),
    label: t('apiTokens.secretLabel'),
    copy: t('apiTokens.copy'),
    copied: t('apiTokens.copied'),
    done: t('apiTokens.secretDone'),
  };
  return <SecretOnce secret={secret} texts={texts} testId="api-token-secret" onDone={onDone} />;
}
