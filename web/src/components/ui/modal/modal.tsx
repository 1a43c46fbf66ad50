import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';

/**
 * The one modal frame (spec §2 "Shared modals"): closes on Escape, on a backdrop click and with
 * the close icon unless `locked`. Focus moves into the dialog, Tab stays inside it, and focus
 * returns to where it was on close. Layer z-index 50, the dialog itself 51.
 */
export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  locked?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  /** The element to focus first; defaults to the first focusable element in the dialog. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  size?: 'sm' | 'md';
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => !element.hasAttribute('inert'));
}

export function Modal({ open, title, onClose, locked = false, children, footer, initialFocus, size = 'sm' }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // initialFocus is read once, when the modal opens.
      const target = initialFocusRef.current?.current ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => previouslyFocused?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!locked) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        onMouseDown={(event) => event.preventDefault()}
        onClick={locked ? undefined : () => onCloseRef.current()}
      />
      <div
        ref={dialogRef}
        role={locked ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative z-[51] w-full ${size === 'sm' ? 'max-w-md' : 'max-w-xl'} rounded-xl bg-white shadow-xl ring-1 ring-black/5 focus:outline-none`}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-5">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {!locked && (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label={t('modals.close')}
              className="-m-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        {children !== undefined && <div className="px-6 pt-3 text-sm text-slate-700">{children}</div>}
        {footer !== undefined && <div className="mt-6 flex flex-wrap justify-end gap-3 rounded-b-xl bg-slate-50 px-6 py-4">{footer}</div>}
        {footer === undefined && <div className="pb-6" />}
      </div>
    </div>,
    document.body,
  );
}
