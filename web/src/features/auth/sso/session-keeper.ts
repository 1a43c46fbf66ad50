/**
 * Keeping a national e-ID session alive (spec §4 "Single sign-on", §9), without crying wolf:
 * the token is refreshed silently while the provider still refreshes it, and the locked warning
 * opens only when the session really ends within 60 seconds: a refresh failed and the token
 * left runs out in under a minute (or the provider capped the last token, as Keycloak does at
 * its session's maximum). The warning counts down in whole seconds, and at zero the person is
 * signed out. Pure timing, no React: `SsoExpiryGuard` turns it into the modal and the logout.
 * (docs/decisions/sign-out-warning-only-when-the-session-ends.md)
 */
export const sessionTiming = {
  /** Spec §9: the expiry is checked every second (each check falls on a whole second left). */
  checkIntervalMs: 1000,
  /** Spec §9: the warning opens with 60 seconds left, no sooner. */
  warningSeconds: 60,
  /** A background refresh starts this long before expiry at the latest, or at half the token's life if that is sooner. */
  refreshAheadSeconds: 90,
  /** A refresh that failed without the provider saying the session is over is tried again this often. */
  retryAfterMs: 5000,
} as const;

export type SessionTiming = { readonly [Key in keyof typeof sessionTiming]: number };

export type ExpiryState = 'none' | 'ok' | 'warning' | 'expired';

/** A refresh of the current token that failed; `final` when the provider said the session is over. */
export interface RefreshFailure {
  at: number;
  final: boolean;
}

export interface SessionFacts {
  now: number;
  /** When the token in use expires (epoch ms), or null without an e-ID session. */
  expiresAt: number | null;
  /** When this browser first saw this token (its life is counted from there). */
  receivedAt: number;
  /** A refresh is under way. */
  refreshing: boolean;
  /** The last refresh of this token that failed, or null (a new token starts with none). */
  failure: RefreshFailure | null;
}

export interface SessionPlan {
  state: ExpiryState;
  /** Whole seconds left (rounded up: the warning never shows 0; at 0 the person is signed out). */
  secondsLeft: number | null;
  /** Start a silent refresh now. */
  refresh: boolean;
}

/** What to do at a check: refresh, warn, sign out or nothing. */
export function planSession({ now, expiresAt, receivedAt, refreshing, failure }: SessionFacts, timing: SessionTiming = sessionTiming): SessionPlan {
  if (expiresAt === null) return { state: 'none', secondsLeft: null, refresh: false };
  const left = expiresAt - now;
  if (left <= 0) return { state: 'expired', secondsLeft: 0, refresh: false };
  const secondsLeft = Math.ceil(left / 1000);
  const lifetime = Math.max(0, expiresAt - receivedAt);
  const refreshAhead = Math.min(timing.refreshAheadSeconds * 1000, lifetime / 2);
  const due = failure === null ? left <= refreshAhead : !failure.final && now - failure.at >= timing.retryAfterMs;
  const ending = failure !== null && left <= timing.warningSeconds * 1000;
  return { state: ending ? 'warning' : 'ok', secondsLeft, refresh: due && !refreshing };
}

/**
 * Whether a failed refresh means the session is over: the provider answered with an OAuth error
 * (`invalid_grant`: the refresh token or its session has ended; `login_required` from a silent
 * check). A network failure or a timeout may pass, so it is tried again.
 */
export function refreshFailureIsFinal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  return typeof code === 'string' && code.length > 0;
}

/**
 * A refreshed token that lives less than half as long as the one before was capped by the
 * provider at its session's end (Keycloak's "SSO Session Max"): it cannot be refreshed again.
 */
export function wasCapped(previousLifetime: number | null, lifetime: number): boolean {
  return previousLifetime !== null && lifetime < previousLifetime / 2;
}

/** The delay to the next check: a whole second left, at most `checkIntervalMs` away. */
export function nextCheckIn(expiresAt: number | null, now: number, timing: SessionTiming = sessionTiming): number {
  if (expiresAt === null) return timing.checkIntervalMs;
  const left = expiresAt - now;
  const toWholeSecond = left - (Math.ceil(left / 1000) - 1) * 1000;
  return Math.min(timing.checkIntervalMs, Math.max(1, toWholeSecond));
}

export type RenewOutcome = 'refreshed' | 'ended' | 'failed';

export interface SessionKeeperOptions {
  /** When the token in use expires (epoch ms), or null when there is no e-ID session. */
  expiresAt: () => number | null;
  /** Refreshes the token (the new expiry is then read from `expiresAt`). */
  refresh: () => Promise<void>;
  /** Called at every check; `expired` is reported once, then the keeper stops. */
  onChange: (state: ExpiryState, secondsLeft: number | null) => void;
  now?: () => number;
  timing?: SessionTiming;
}

export interface SessionKeeper {
  stop(): void;
  /** The warning's "renew": a refresh now, whatever the plan says. */
  renew(): Promise<RenewOutcome>;
}

/** Starts the checks (the first at once); answers the keeper. */
export function startSessionKeeper({ expiresAt, refresh, onChange, now = Date.now, timing = sessionTiming }: SessionKeeperOptions): SessionKeeper {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing = false;
  /** The token in use as the keeper knows it. */
  let token: { expiresAt: number | null; receivedAt: number; failure: RefreshFailure | null } = { expiresAt: null, receivedAt: now(), failure: null };
  let lastLifetime: number | null = null;

  const follow = (expiry: number | null, at: number) => {
    if (expiry === token.expiresAt) return;
    const receivedAt = at;
    // A refreshed token shorter than half the one before it: the provider's session ends with it.
    const lifetime = expiry === null ? null : expiry - receivedAt;
    const capped = token.expiresAt !== null && lifetime !== null && wasCapped(lastLifetime, lifetime);
    token = { expiresAt: expiry, receivedAt, failure: capped ? { at, final: true } : null };
    if (lifetime !== null && !capped) lastLifetime = lifetime;
  };

  const attempt = (): Promise<RenewOutcome> => {
    const tried = token.expiresAt;
    refreshing = true;
    return refresh().then(
      () => {
        refreshing = false;
        if (stopped) return 'refreshed';
        const expiry = expiresAt();
        // Nothing new came back: as a failure that may pass.
        if (expiry === tried && token.expiresAt === tried) token.failure = { at: now(), final: false };
        check();
        return expiry === tried ? 'failed' : 'refreshed';
      },
      (error: unknown) => {
        refreshing = false;
        const final = refreshFailureIsFinal(error);
        if (stopped) return final ? 'ended' : 'failed';
        // Recorded against the token it was for (another refresh may have replaced it meanwhile).
        if (token.expiresAt === tried) token.failure = { at: now(), final };
        check();
        return final ? 'ended' : 'failed';
      },
    );
  };

  function check(): void {
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    const at = now();
    const expiry = expiresAt();
    follow(expiry, at);
    const plan = planSession({ now: at, expiresAt: expiry, receivedAt: token.receivedAt, refreshing, failure: token.failure }, timing);
    if (plan.state === 'expired') {
      stop();
      onChange('expired', 0);
      return;
    }
    if (plan.refresh) void attempt();
    onChange(plan.state, plan.secondsLeft);
    timer = setTimeout(check, nextCheckIn(expiry, at, timing));
  }

  function stop(): void {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  }

  check();
  return {
    stop,
    renew: () => attempt(),
  };
}
