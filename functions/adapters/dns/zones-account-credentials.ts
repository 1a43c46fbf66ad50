import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { type XmlElement, isElement, xmlServiceClient } from './aws-xml-client.ts';

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
export function zonesAccountCredentials(role: ZonesAccountRole, options: { assumeRole?: AssumeRole; now?: () => number; sts?: StsOptions } = {}): AwsCredentialIdentityProvider {
  const assumeRole = options.assumeRole ?? assumeWithSts(options.sts ?? { region: process.env.AWS_REGION ?? 'eu-north-1' });
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

export interface StsOptions {
  /** The function's region: its regional STS endpoint is asked, as the SDK does. */
  region: string;
  /** A stand-in's URL (the tests'). */
  endpoint?: string;
}

/**
 * STS AssumeRole with the function's own credentials, through `@aws-lite/client`
 * (aws-xml-client.ts): the query protocol's form, as the SDK's `AssumeRoleCommand` sends it
 * (zones-account-credentials.test.ts compares the two).
 */
function assumeWithSts(options: StsOptions): AssumeRole {
  const sts = xmlServiceClient({ service: 'sts', displayName: 'STS', region: options.region, endpoint: options.endpoint ?? `https://sts.${options.region}.amazonaws.com` });
  return async (role) => {
    const answer = await sts({
      operation: 'AssumeRole',
      method: 'POST',
      path: '/',
      form: { Action: 'AssumeRole', Version: '2011-06-15', RoleArn: role.roleArn, RoleSessionName: role.sessionName, DurationSeconds: String(sessionSeconds) },
    });
    const credentials = isElement(answer.AssumeRoleResult) ? (answer.AssumeRoleResult.Credentials as XmlElement | undefined) : undefined;
    if (!credentials?.AccessKeyId || !credentials.SecretAccessKey || !credentials.Expiration) throw new Error(`STS answered no credentials for ${role.roleArn}`);
    return {
      accessKeyId: String(credentials.AccessKeyId),
      secretAccessKey: String(credentials.SecretAccessKey),
      sessionToken: credentials.SessionToken === undefined ? undefined : String(credentials.SessionToken),
      expiration: new Date(String(credentials.Expiration)),
    };
  };
}
