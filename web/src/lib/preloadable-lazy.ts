import { createElement, type ComponentType } from 'react';

/** A component whose code loads on demand or ahead (`preload`), like `lazy`. */
export interface PreloadableLazy<Props extends object> {
  Component: ComponentType<Props>;
  /** Starts loading the code, once; a failure shows when the component renders. */
  preload(): void;
}

/**
 * `lazy` that renders at once when its code is already in. preact/compat's `lazy` suspends at its
 * first render whatever happened before (it asks for the module then, and only a later render
 * sees the answer), so a part whose chunk the start-up had loaded still showed its Suspense
 * fallback, then rendered again: for the signed-in layout, SWR's setup and the page, three passes
 * of the whole page before its first paint (docs/performance.md). Here the loading starts once —
 * at `preload` or at the first render — and a render after it finished shows the component.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): PreloadableLazy<Props> {
  let loading: Promise<void> | undefined;
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Lazy(props: Props) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    // Suspends: the nearest Suspense shows its fallback until the code is in (as `lazy` does).
    throw start();
  }
  return { Component: Lazy, preload: () => void start() };
}
