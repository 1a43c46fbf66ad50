/**
 * The CloudWatch namespace of the portal's own metrics, one per stage (`Okisnavn/production`,
 * `Okisnavn/staging`), so two stages in one account never add up each other's counts. CDK sets
 * it on every function as POWERTOOLS_METRICS_NAMESPACE (Powertools' own switch, read like the
 * log level) and the alarms and the dashboard read the same function (no AWS imports here).
 */
export function metricsNamespace(stage: string): string {
  return `Okisnavn/${stage}`;
}

/** A function's namespace: CDK's setting, else the default stage's. */
export function functionMetricsNamespace(): string {
  return process.env.POWERTOOLS_METRICS_NAMESPACE || metricsNamespace('production');
}

/** One embedded-metric-format line: CloudWatch Logs turns it into a count, no API call and no SDK. */
export function emfCountLine(metric: string, properties: Record<string, string> = {}, at: Date = new Date()): string {
  return JSON.stringify({
    _aws: { Timestamp: at.getTime(), CloudWatchMetrics: [{ Namespace: functionMetricsNamespace(), Dimensions: [[]], Metrics: [{ Name: metric, Unit: 'Count' }] }] },
    [metric]: 1,
    ...properties,
    service: process.env.POWERTOOLS_SERVICE_NAME ?? 'okisnavn',
  });
}
