import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';

/**
 * The zones account's role (`-c dnsZonesAccount=…`, docs/operations.md "DNS hosting in an
 * account of its own"): customer hosted zones live in an AWS account that holds nothing else, and
 * the DNS functions reach Route 53 there only through this role. Their own role may assume it and
 * nothing in Route 53.
 */
export interface ZonesAccountRole {
  roleArn: string;
  /** Shown in the zones account's CloudTrail as the session of each change. */
  sessionName: string;
}

type TemporaryCredentials = AwsCredentialIdentity & { expiration: Date };
type AssumeRole = (role: ZonesAccountRole) => Promise<TemporaryCredentials>;

/** Credentials are assumed again this long before they expire, so no call is signed with a key about to lapse. */
export const renewBeforeExpiryMs = 5 * 60_000;
/** How long one assumed session lasts (STS's default; the role's maximum is one hour). */
export const sessionSeconds = 3600;

/**
 * The Route 53 client's credentials: the zones account's role, assumed with the function's own
 * credentials, kept until five minutes before they expire and then assumed again. Calls that
 * arrive while an assumption is under way wait for it; a failed assumption is not kept (the next
 * call tries again).
 */
export function zonesAccountCredentials(role: ZonesAccountRole, options: { assumeRole?: AssumeRole; now?: () => number } = {}): AwsCredentialIdentityProvider {
  const assumeRole = options.assumeRole ?? assumeWithSts;
  const now = options.now ?? Date.now;
  let held: TemporaryCredentials | undefined;
  let assuming: Promise<TemporaryCredentials> | undefined;
  return async () => {
    if (held && held.expiration.getTime() - renewBeforeExpiryMs > now()) return held;
    assuming ??= assumeRole(role)
      .then((credentials) => (held = credentials))
      .finally(() => (assuming = undefined));
    return assuming;
  };
}

let sts: Promise<{ sdk: typeof import('@aws-sdk/client-sts'); client: import('@aws-sdk/client-sts').STSClient }> | undefined;

/** STS AssumeRole in the function's region; the SDK is loaded with the first assumption (only functions configured for a zones account ever load it). */
async function assumeWithSts(role: ZonesAccountRole): Promise<TemporaryCredentials> {
  const { sdk, client } = await (sts ??= import('@aws-sdk/client-sts').then((sdk) => ({ sdk, client: new sdk.STSClient({}) })));
  const { Credentials: credentials } = await client.send(new sdk.AssumeRoleCommand({ RoleArn: role.roleArn, RoleSessionName: role.sessionName, DurationSeconds: sessionSeconds }));
  if (!credentials?.AccessKeyId || !credentials.SecretAccessKey || !credentials.Expiration) throw new Error(`STS answered no credentials for ${role.roleArn}`);
  return {
    accessKeyId: credentials.AccessKeyId,
    secretAccessKey: credentials.SecretAccessKey,
    sessionToken: credentials.SessionToken,
    expiration: credentials.Expiration,
  };
}
