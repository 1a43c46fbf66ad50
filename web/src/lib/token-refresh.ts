import { getSsoClient } from './sso';

/**
 * Spec §4 "Identity-provider session" and §9: before each API call the e-ID token is refreshed
 * when fewer than 240 seconds remain. Concurrent calls share one refresh (they wait for the same
 * promise); a failed refresh is only logged and the calls go on with the token they have.
 */
export const refreshThresholdSeconds = 240;

export interface RefreshQueueOptions {
  /** When the token in use expires (epoch ms), or null when there is nothing to refresh. */
  expiresAt: () => number | null;
  refresh: () => Promise<void>;
  thresholdSeconds?: number;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

export type EnsureFresh = () => Promise<void>;

export function createRefreshQueue({
  expiresAt,
  refresh,
  thresholdSeconds = refreshThresholdSeconds,
  now = Date.now,
  log = (message, error) => console.warn(message, error),
}: RefreshQueueOptions): EnsureFresh {
  let inFlight: Promise<void> | null = null;
  return () => {
    if (inFlight) return inFlight;
    const expiry = expiresAt();
    if (expiry === null || expiry - now() >= thresholdSeconds * 1000) return Promise.resolve();
    inFlight = refresh()
      .catch((error: unknown) => log('Token refresh failed; the call goes on with the current token.', error))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** The app's queue, on the registered e-ID client (a no-op without one). */
export const ensureFreshToken: EnsureFresh = createRefreshQueue({
  expiresAt: () => getSsoClient()?.tokenExpiresAt() ?? null,
  refresh: async () => {
    const client = getSsoClient();
    if (client) await client.refresh();
  },
});
