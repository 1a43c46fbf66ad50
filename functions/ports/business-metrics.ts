/**
 * What the business does, counted: the use cases say what happened, an adapter turns it into a
 * metric (CloudWatch's embedded metric format in AWS, a log line locally). The alarms and the
 * dashboard read the same names (infra/constructs/business-metrics.ts).
 */
export const businessMetricNames = {
  /** A name registered at the registry for a paid order. */
  domainsRegistered: 'DomainsRegistered',
  /** A domain renewed at the registry for a paid renewal (by hand or automatic). */
  domainsRenewed: 'DomainsRenewed',
  /** A payment the provider declined: a checkout's, or an automatic renewal's charge. */
  paymentFailures: 'PaymentFailures',
  /** The registry refused or did not answer a registration or a renewal the portal owed a buyer. */
  registryErrors: 'RegistryErrors',
} as const;

export type BusinessMetric = (typeof businessMetricNames)[keyof typeof businessMetricNames];

export interface BusinessMetrics {
  /** One more of `metric`; `properties` are searchable in the log line, not dimensions (no cost per value). */
  count(metric: BusinessMetric, properties?: Record<string, string>): void;
}
