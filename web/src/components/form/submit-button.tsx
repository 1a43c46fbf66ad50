import type { ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../ui/modal/buttons';

/**
 * The form's submit button; busy while the call runs. `secondary` for a form whose action takes
 * something away (turning a protection off): it asks first and does not shout.
 */
export function SubmitButton({ busy, children, className, secondary = false }: { busy: boolean; children: ReactNode; className?: string; secondary?: boolean }) {
  const spinner = secondary ? 'border-slate-300 border-t-slate-700' : 'border-white/40 border-t-white';
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${secondary ? secondaryButton : primaryButton} ${className ?? ''}`}>
      {busy && <span aria-hidden="true" className={`size-4 animate-spin rounded-full border-2 ${spinner}`} />}
      {children}
    </button>
  );
}
