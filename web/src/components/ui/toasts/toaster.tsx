import { useTranslation } from 'react-i18next';
import { CloseIcon, ErrorIcon, InfoIcon } from '../icons';
import { dismissToast, useToasts } from './toast-store';

/** The toast stack, bottom right; errors are announced assertively, info politely. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section aria-label={t('toasts.region')} className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-3">
      {toasts.map((toast) => {
        const isError = toast.type === 'error';
        return (
          <div
            key={toast.id}
            role={isError ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border bg-white p-4 shadow-lg ring-1 ring-black/5 ${isError ? 'border-red-200' : 'border-slate-200'}`}
          >
            {isError ? <ErrorIcon className="mt-0.5 size-5 shrink-0 text-red-600" /> : <InfoIcon className="mt-0.5 size-5 shrink-0 text-blue-700" />}
            <div className="min-w-0 flex-1 text-sm text-slate-800">
              <span className="sr-only">{isError ? t('toasts.error') : t('toasts.info')}: </span>
              {toast.message}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t('toasts.close')}
              className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
