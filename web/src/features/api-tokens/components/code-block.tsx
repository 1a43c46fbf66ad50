import { Fragment } from 'react';

/**
 * A block of code or JSON as it is typed: one line is not wrapped, the block scrolls sideways on a
 * narrow screen (the page does not), and it can be focused to scroll it by keyboard.
 */
export function CodeBlock({ label, children, testId }: { label: string; children: string; testId?: string }) {
  return (
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll it by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label={label}
      className="max-h-96 min-h-11 overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
      data-testid={testId}
    >
      {children}
    </pre>
  );
}

/** A path that may wrap before each `/` only, so a long one wraps between its parts, never inside one (nor after its hyphens). */
export function WrappingPath({ path }: { path: string }) {
  return (
    <>
      {path
        .split('/')
        .slice(1)
        .map((part, index) => (
          <Fragment key={index}>
            {index > 1 && <wbr />}
            <span className="whitespace-nowrap">/{part}</span>
          </Fragment>
        ))}
    </>
  );
}
