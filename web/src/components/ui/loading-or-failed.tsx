import { useTranslation } from 'react-i18next';
import { Loader } from '#web/components/layout/loader.tsx';
import { errorMessage } from '#web/lib/error-message.ts';

/**
 * What a panel shows until what it reads from the API is there: the loader, or, when it could
 * not be read, an alert with the panel's sentence and the error's own words (`testId` on the
 * alert). A panel returns it while it has no data (`if (error || !data) return …`), with its own
 * area's sentence as `failedText`: this component reads no area's texts itself.
 */
export function LoadingOrFailed({ error, failedText, testId }: { error: unknown; failedText: string; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return <Loader />;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-4 text-sm text-red-800" data-testid={testId}>
      {failedText} {errorMessage(error, t)}
    </p>
  );
}
