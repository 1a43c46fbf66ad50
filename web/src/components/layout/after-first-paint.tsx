import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the browser has painted the page around them: for a part below the
 * fold whose code and data loading would otherwise share the phone's network and CPU with what the
 * page shows first (the domain view's "move the domain" section beside its details, whose
 * trademark notice is the view's largest paint: docs/performance.md). At the frame after the next
 * one: the next frame paints the page without this part, and its requests start once that frame
 * is on screen; nothing takes its place meanwhile (the part sits at the end of the page, so
 * nothing moves when it comes).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? children : null;
}
