import { useTranslation } from 'react-i18next';

/** Shown while the signed-in user or a page's code loads ("content is hidden until…"). */
export function Loader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-sm text-slate-500 ${fullPage ? 'min-h-screen' : 'py-16'}`}>
      <span className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700" aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}
