/**
 * Spec §4 "Single sign-on" and §9: an e-ID session's expiry is checked every second; with under
 * 60 seconds left the warning opens, and at expiry the session ends. Pure timing, no React:
 * the guard component turns the callbacks into the modal and the logout.
 */
export const expiryCheckIntervalMs = 1000;
export const expiryWarningSeconds = 60;

export type ExpiryState = 'none' | 'ok' | 'warning' | 'expired';

export interface ExpiryWatchOptions {
  /** When the session's token expires (epoch ms), or null when there is no e-ID session. */
  expiresAt: () => number | null;
  /** Called on every check with the state; `expired` is reported once, then the watch stops. */
  onChange: (state: ExpiryState, secondsLeft: number | null) => void;
  now?: () => number;
  intervalMs?: number;
  warningSeconds?: number;
}

export function expiryStateAt(expiresAt: number | null, now: number, warningSeconds: number = expiryWarningSeconds): ExpiryState {
  if (expiresAt === null) return 'none';
  const left = expiresAt - now;
  if (left <= 0) return 'expired';
  if (left < warningSeconds * 1000) return 'warning';
  return 'ok';
}

/** Starts the 1-second check; answers the function that stops it. */
export function startExpiryWatch({
  expiresAt,
  onChange,
  now = Date.now,
  intervalMs = expiryCheckIntervalMs,
  warningSeconds = expiryWarningSeconds,
}: ExpiryWatchOptions): () => void {
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const expiry = expiresAt();
    const at = now();
    const state = expiryStateAt(expiry, at, warningSeconds);
    if (state === 'expired') {
      stop();
    }
    onChange(state, expiry === null ? null : Math.max(0, Math.ceil((expiry - at) / 1000)));
  };
  const timer = setInterval(check, intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  check();
  return stop;
}
