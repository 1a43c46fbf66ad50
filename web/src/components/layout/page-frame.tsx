import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Pages render their own `<h1>` only outside the main layout; inside it the header shows the
 * route's title (spec §2: "Otherwise only the page itself shows").
 */
export const InMainLayoutContext = createContext(false);

export function useInMainLayout(): boolean {
  return useContext(InMainLayoutContext);
}

/** Where a page names what it shows, for the header and the browser tab (the shell provides it). */
export const PageSubjectContext = createContext<(subject: string | null) => void>(() => {});

/**
 * A page that shows one thing (a domain) names it: the header and the browser tab then say
 * `jogvan.fo` instead of the route's generic title. Cleared when the page goes.
 */
export function usePageSubject(subject: string | undefined): void {
  const setSubject = useContext(PageSubjectContext);
  useEffect(() => {
    if (!subject) return;
    setSubject(subject);
    return () => setSubject(null);
  }, [subject, setSubject]);
}

export function PageTitle({ children }: { children: ReactNode }) {
  const inMainLayout = useInMainLayout();
  if (inMainLayout) return null;
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{children}</h1>;
}

/** A white card section with an optional heading; on a phone its sides give the text more room. */
export function Card({ title, children, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {title !== undefined && (
        <div className="border-b border-slate-100 px-4 py-4 sm:px-6">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        </div>
      )}
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </section>
  );
}
