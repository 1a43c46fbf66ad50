import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for a request with its body in hand (the DynamoDB client's JSON
 * requests): https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 * Checked against AWS's published test suite and the SDK's own signer (sigv4.test.ts).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (a Lambda's role) come with a session token. */
  sessionToken?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Header names in lower case; `host` is added from the URL when absent. */
  headers: Record<string, string>;
  body: string;
}

export interface SigningScope {
  credentials: AwsCredentials;
  region: string;
  service: string;
  /** The request's time (x-amz-date). */
  now: Date;
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `~` kept. */
const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA < nameB ? -1 : nameA > nameB ? 1 : valueA < valueB ? -1 : valueA > valueB ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The key of a day, region and service (what AWS's examples call the signing key). */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

/**
 * The request's headers with `host`, `x-amz-date`, `x-amz-security-token` (with a session token)
 * and `authorization` added; every header given is signed.
 */
export function signRequest(request: RequestToSign, scope: SigningScope): Record<string, string> {
  const date = amzDate(scope.now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = { host: request.url.host, ...request.headers, 'x-amz-date': date };
  if (scope.credentials.sessionToken) headers['x-amz-security-token'] = scope.credentials.sessionToken;
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const canonicalHeaders = names.map((name) => `${name}:${lowerCased[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method, canonicalPath(request.url), canonicalQuery(request.url), canonicalHeaders, signedHeaders, sha256Hex(request.body)].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(scope.credentials.secretAccessKey, day, scope.region, scope.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
