/**
 * What the web build and the web tests load for `react` (web/preact/aliases.ts): Preact's React
 * compatibility layer, plus the one hook it lacks that a library we use imports, and React's timing
 * of effects (below).
 *
 * This is glue, not a reimplementation of React (docs/decisions/preact.md).
 */
import { options } from 'preact';

// @ts-expect-error -- preact/compat's types are one `export =` namespace, which `export *` cannot
// name; the module itself is an ES module with named exports, which is what the bundler reads.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * `useOptimistic`, which preact/compat 11.2 does not have. react-router 8 imports it (so the
 * build refuses a `react` without it) for its data router's `<RouterProvider>`: there it wraps
 * the router's state, `let [state, setOptimisticState] = useOptimistic(_state)`, and calls the
 * setter only inside `startTransition` when the router was given `useTransitions: true`.
 *
 * In React an optimistic value shows only while an async transition is pending, and the hook
 * returns the value it was passed at every other moment. Preact has no pending transitions
 * (its `startTransition` runs the update at once), so no optimistic value ever outlives the
 * update that set it: returning the passed value, with a setter that changes nothing, is React's
 * behaviour here. The app does not use `<RouterProvider>` (it has
 * `<BrowserRouter useTransitions={false}>`), so react-router never calls it today.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {}

/**
 * When the effects of a render run. Preact's default waits for the next animation frame (or 35 ms
 * of `setTimeout` without one): a background tab gets no frames and throttles its timers (to one a
 * second, then one a minute), and a test clock that holds the page's timers (Playwright's
 * `page.clock`) holds every effect with them — a dialog opened while the clock waits was never
 * given its focus. React runs them in a task of their own after the render (its scheduler posts
 * a message on a `MessageChannel`), which neither throttles nor a test clock holds; this does the
 * same. `act` in preact/test-utils sets its own while it runs, and puts this one back.
 */
options.requestAnimationFrame = (runEffects) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    runEffects();
  };
  channel.port2.postMessage(null);
};
