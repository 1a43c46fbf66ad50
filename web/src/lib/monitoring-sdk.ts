import { browserTracingIntegration, init, replayIntegration } from '@sentry/react';

/**
 * The monitoring SDK (Sentry's, for React), in a chunk of its own that only a deployment with a
 * DSN loads (lib/monitoring.ts). Page loads and navigations are traced; session replays mask
 * every text and input and block media (the SDK's defaults): names, addresses and codes stay in
 * the browser.
 */
export function initMonitoring(options: Omit<NonNullable<Parameters<typeof init>[0]>, 'integrations'>): void {
  init({ ...options, integrations: [browserTracingIntegration(), replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })] });
}
