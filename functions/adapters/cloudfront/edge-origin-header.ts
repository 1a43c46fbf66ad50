import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';

/**
 * Sets the custom header CloudFront sends to one origin of a distribution (read-modify-write with
 * the config's ETag, so a concurrent change fails instead of being overwritten; the rotation step
 * is retried). Nothing is written when the header already has the value.
 */
export function cloudFrontOriginHeader(
  target: { distributionId: string; originId: string; headerName: string },
  client = new CloudFrontClient({}),
): (value: string) => Promise<void> {
  return async (value) => {
    const { DistributionConfig: config, ETag } = await client.send(new GetDistributionConfigCommand({ Id: target.distributionId }));
    const origin = config?.Origins?.Items?.find((candidate) => candidate.Id === target.originId);
    if (!config || !origin) throw new Error(`Distribution ${target.distributionId} has no origin ${target.originId}`);
    const others = (origin.CustomHeaders?.Items ?? []).filter((header) => header.HeaderName?.toLowerCase() !== target.headerName.toLowerCase());
    const existing = origin.CustomHeaders?.Items?.find((header) => header.HeaderName?.toLowerCase() === target.headerName.toLowerCase());
    if (existing?.HeaderValue === value) return;
    const items = [...others, { HeaderName: target.headerName, HeaderValue: value }];
    origin.CustomHeaders = { Quantity: items.length, Items: items };
    await client.send(new UpdateDistributionCommand({ Id: target.distributionId, IfMatch: ETag, DistributionConfig: config }));
  };
}
