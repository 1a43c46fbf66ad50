import { emfCountLine } from '../metrics/metrics-namespace.ts';

/**
 * The registry's health as a CloudWatch metric, in the embedded metric format (EMF): one JSON
 * line on stdout that Lambda's log pipeline turns into a metric, no API call and no SDK, in the
 * stage's namespace (`../metrics/metrics-namespace.ts`). The alarms construct
 * (infra/constructs/portal-alarms.ts) alarms on the same namespace and name.
 */
export const registryMetrics = {
  /** A command that found no registry: no connection, a timeout, a failed login, a server failure, an unreadable answer. */
  connectionFailures: 'RegistryConnectionFailures',
} as const;

/** The EMF line for one failure; `reason` and the service are searchable properties, not dimensions. */
export function registryConnectionFailureLine(reason: string, at: Date = new Date()): string {
  return emfCountLine(registryMetrics.connectionFailures, { reason }, at);
}

/** Counts one failed talk with the registry. */
export function recordRegistryConnectionFailure(reason: string): void {
  console.log(registryConnectionFailureLine(reason));
}
