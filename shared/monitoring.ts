/**
 * The browser's error and performance monitoring (spec §9), said once for the SPA
 * (web/src/lib/monitoring.ts) and the site's Content-Security-Policy
 * (infra/web/security-headers.ts): it is on only where a deployment names a DSN, and then the
 * browser may send to that DSN's ingest host and to no other.
 */

/** Spec §9: environment production, tracing sample rate 1, session replay 0.1, on-error replay 1. */
export const monitoringSampling = {
  environment: 'production',
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/**
 * The origin a DSN's events go to: `https://<key>@o1.ingest.example.io/42` → `https://o1.ingest.example.io`.
 * Throws for anything that is not an HTTPS DSN with a key and a project, so a typo fails the
 * deployment instead of opening the CSP to something unintended.
 */
export function monitoringIngestOrigin(dsn: string): string {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`monitoring DSN is not a URL: "${dsn}"`);
  }
  if (url.protocol !== 'https:' || !url.username || !/^\/\d+$/.test(url.pathname) || url.search || url.hash) {
    throw new Error(`monitoring DSN must look like https://<key>@<ingest host>/<project id>, got "${dsn}"`);
  }
  return url.origin;
}
