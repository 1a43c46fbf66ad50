import { monitoringSampling } from '#shared/monitoring.ts';

/** From `/config.json`: present only where the deployment names a DSN (`-c monitoringDsn=…`). */
export interface MonitoringConfig {
  dsn: string;
  /** The portal's production address: its `/api` gets tracing headers. */
  productionUrl: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the SDK may add its tracing headers (`sentry-trace`, `baggage`), spec §9: localhost, the
 * local test backend (the local runtime the browser tests start on 127.0.0.1) and `/api` under the
 * production host. Anchored patterns: a plain 'localhost' would match any URL that merely
 * contains the word, and a third party must never receive them.
 */
export function tracePropagationTargets(productionUrl: string): RegExp[] {
  const production = new URL(productionUrl).origin;
  return [/^https?:\/\/localhost(:\d+)?(\/|$)/, /^http:\/\/127\.0\.0\.1(:\d+)?(\/|$)/, new RegExp(`^${escapeRegExp(production)}/api(/|$)`)];
}

/** The SDK's options (what `Sentry.init` gets besides its integrations). */
export function monitoringOptions(config: MonitoringConfig) {
  return { dsn: config.dsn, ...monitoringSampling, tracePropagationTargets: tracePropagationTargets(config.productionUrl) };
}

export type MonitoringOptions = ReturnType<typeof monitoringOptions>;

/**
 * Starts monitoring when a DSN is configured: the SDK is its own chunk, loaded after start-up
 * (never part of /login's or the SPA's initial JavaScript). Without a DSN nothing loads.
 */
export async function startMonitoring(
  config: MonitoringConfig | null,
  load: () => Promise<{ initMonitoring(options: MonitoringOptions): void }> = () => import('./monitoring-sdk'),
): Promise<boolean> {
  if (!config) return false;
  try {
    (await load()).initMonitoring(monitoringOptions(config));
    return true;
  } catch (error) {
    // Monitoring must never keep the portal from working (a blocked or failed chunk).
    console.warn('Monitoring could not start.', error);
    return false;
  }
}
