/**
 * The registry's health as a CloudWatch metric, in the embedded metric format (EMF): one JSON
 * line on stdout that Lambda's log pipeline turns into a metric, no API call and no SDK. The
 * alarms construct (infra/constructs/portal-alarms.ts) alarms on the same namespace and name.
 */
export const registryMetrics = {
  namespace: 'Okisnavn',
  /** A command that found no registry: no connection, a timeout, a failed login, a server failure, an unreadable answer. */
  connectionFailures: 'RegistryConnectionFailures',
} as const;

/** The EMF line for one failure; `reason` and the service are searchable properties, not dimensions. */
export function registryConnectionFailureLine(reason: string, at: Date = new Date()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: registryMetrics.namespace, Dimensions: [[]], Metrics: [{ Name: registryMetrics.connectionFailures, Unit: 'Count' }] }],
    },
    [registryMetrics.connectionFailures]: 1,
    reason,
    service: process.env.POWERTOOLS_SERVICE_NAME ?? 'okisnavn',
  });
}

/** Counts one failed talk with the registry. */
export function recordRegistryConnectionFailure(reason: string): void {
  console.log(registryConnectionFailureLine(reason));
}
