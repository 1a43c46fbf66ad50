import { useSyncExternalStore } from 'react';

/**
 * The step-up before a risky change (issue 29; docs/decisions/step-up-before-risky-changes.md):
 * when the API answers 401 `step_up_required`, the client (lib/api-client.ts) asks here, the
 * app's `<StepUpPrompt />` shows the modal (a chunk of its own, never in /login's scripts), and
 * the answer says whether the person signed in again (the client then sends the same request
 * once more) or cancelled (the calling form gets the refusal, as it was). Calls refused together
 * share one modal.
 */
let pending: { promise: Promise<boolean>; resolve: (signedInAgain: boolean) => void } | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the step-up modal (or joins the one open): true once the session is fresh again, false when cancelled. */
export function askForStepUp(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve!: (signedInAgain: boolean) => void;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  emit();
  return promise;
}

/** The modal's answer: every call waiting on it goes on (true) or gives up (false). */
export function finishStepUp(signedInAgain: boolean): void {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(signedInAgain);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isAsking = () => pending !== null;

/** Whether the step-up modal should be open. */
export function useStepUpAsked(): boolean {
  return useSyncExternalStore(subscribe, isAsking, isAsking);
}
