import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the browser has painted the page around them: for a part below the
 * fold whose code and data loading would otherwise share the phone's network and CPU with what the
 * page shows first (the domain view's "move the domain" section beside its details, whose
 * trademark notice is the view's largest paint: docs/performance.md). After the next frame, then
 * a task of its own, so the paint of that frame is not held by this part's render; nothing takes
 * its place meanwhile (the part sits at the end of the page, so nothing moves when it comes).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
