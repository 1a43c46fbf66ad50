import type { ReactNode } from 'react';
import { primaryButton } from '../ui/modal/buttons';

/** The form's submit button; busy while the call runs. */
export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} ${className ?? ''}`}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </button>
  );
}
