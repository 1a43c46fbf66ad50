import type { ReactNode } from 'react';

/**
 * A page or list with nothing to show, said plainly: an icon, a heading, a sentence and
 * optionally the way on (a link or a button). `testId` names it for the tests.
 */
export function EmptyState({ icon, heading, children, action, testId }: { icon: ReactNode; heading: string; children?: ReactNode; action?: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">{icon}</span>
      <h2 className="mt-4 max-w-md text-base font-semibold break-words text-slate-900">{heading}</h2>
      {children && <p className="mt-1 max-w-md text-sm break-words text-slate-600">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
