import { createContext, useContext, type ReactNode } from 'react';

/**
 * Pages render their own `<h1>` only outside the main layout; inside it the header shows the
 * route's title (spec §2: "Otherwise only the page itself shows").
 */
export const InMainLayoutContext = createContext(false);

export function useInMainLayout(): boolean {
  return useContext(InMainLayoutContext);
}

export function PageTitle({ children }: { children: ReactNode }) {
  const inMainLayout = useInMainLayout();
  if (inMainLayout) return null;
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{children}</h1>;
}

/** A white card section with an optional heading. */
export function Card({ title, children, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {title !== undefined && (
        <div className="border-b border-slate-100 px-6 py-4">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        </div>
      )}
      <div className="px-6 py-5">{children}</div>
    </section>
  );
}
