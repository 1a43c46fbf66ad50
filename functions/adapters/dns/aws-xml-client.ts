import awsLite from '@aws-lite/client';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { traced } from '../tracing/xray-subsegments.ts';

/**
 * The AWS APIs that speak XML and that the DNS functions call (Route 53, STS), through
 * `@aws-lite/client` — which signs, sends and retries — with a plugin of ours per service, since
 * aws-lite has none for them (docs/decisions/route-53-and-sts-through-aws-lite.md). The SDK's
 * clients cost a cold function about 130 ms (Route 53) and 60 ms (STS) before their first answer.
 *
 * Answers are read with fast-xml-parser as text: aws-lite's own reading turns "123." into the
 * number 123 and "true" into a boolean, which a record's value must never become. Each service's
 * file reads numbers and flags by name.
 */

export type XmlElement = Record<string, unknown>;

/** One call: the path (and query) of an operation, and its body: an XML document or a form. */
export interface XmlCall {
  operation: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  /** An XML body: the root element in the service's namespace, members in the order given (the schema's). */
  document?: { root: string; members: XmlElement };
  /** A form body (the query protocol's). */
  form?: Record<string, string>;
}

/** A refusal by an AWS service, named as the service names it (`KeySigningKeyAlreadyExists`, `AccessDenied`, …). */
export class AwsRefusal extends Error {
  constructor(
    readonly service: string,
    readonly code: string,
    readonly detail: string,
    readonly statusCode: number,
  ) {
    super(`${service} ${code}: ${detail}`);
    this.name = code;
  }
}

let xml: { builder: XMLBuilder; parser: XMLParser } | undefined;
/** Loaded with the first call, not at cold start: most invocations of the functions holding this never call these APIs. */
async function loadXml(): Promise<{ builder: XMLBuilder; parser: XMLParser }> {
  if (xml) return xml;
  const { XMLBuilder, XMLParser } = await import('fast-xml-parser');
  xml ??= {
    builder: new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' }),
    parser: new XMLParser({ ignoreAttributes: true, ignoreDeclaration: true, parseTagValue: false, removeNSPrefix: true }),
  };
  return xml;
}

export const isElement = (value: unknown): value is XmlElement => typeof value === 'object' && value !== null;

/** The element without its absent members (the XML then leaves them out). */
export function withoutUndefined(element: XmlElement): XmlElement {
  const kept: XmlElement = {};
  for (const [name, value] of Object.entries(element)) {
    if (value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.map((item) => (isElement(item) ? withoutUndefined(item) : item)) : isElement(value) ? withoutUndefined(value) : value;
  }
  return kept;
}

/** A list in an answer: absent, empty (`<HostedZones/>`), one member or many. */
export function listOf<T>(container: unknown, member: string): T[] {
  if (!isElement(container)) return [];
  const items = container[member];
  return items === undefined || items === '' ? [] : ((Array.isArray(items) ? items : [items]) as T[]);
}

export const text = (value: unknown): string | undefined => (value === undefined || value === '' ? undefined : String(value));
export const number = (value: unknown): number | undefined => (value === undefined || value === '' ? undefined : Number(value));

/** The answer's root element's members, as text. */
function answerOf(parser: XMLParser, payload: unknown): XmlElement {
  if (!payload || (Buffer.isBuffer(payload) && payload.length === 0)) return {};
  const root = Object.values(parser.parse(String(payload)) as XmlElement)[0];
  return isElement(root) ? root : {};
}

/** A refusal in AWS's forms: `<ErrorResponse><Error><Code>…`, and Route 53's `<InvalidChangeBatch><Messages>…`. */
function refusalOf(service: string, parser: XMLParser, statusCode: number, payload: unknown): AwsRefusal {
  let parsed: XmlElement = {};
  try {
    if (payload && (Buffer.isBuffer(payload) || typeof payload === 'string')) parsed = parser.parse(String(payload)) as XmlElement;
  } catch {
    // Not XML (a proxy's page): named by its status below.
  }
  const [rootName, root] = Object.entries(parsed)[0] ?? [];
  const error = isElement(root) && isElement(root.Error) ? root.Error : undefined;
  if (error) return new AwsRefusal(service, String(error.Code ?? `Http${statusCode}`), String(error.Message ?? ''), statusCode);
  if (rootName && isElement(root))
    return new AwsRefusal(service, rootName, listOf<unknown>(root.Messages, 'Message').map(String).join('; ') || String(root.Message ?? ''), statusCode);
  return new AwsRefusal(service, `Http${statusCode}`, 'an answer that could not be read', statusCode);
}

export interface XmlServiceOptions {
  /** aws-lite's name of the service (the signing name): `route53`, `sts`. */
  service: string;
  /** What X-Ray and the refusals call it. */
  displayName: string;
  region: string;
  /** The service's XML namespace, on a request document's root. */
  namespace?: string;
  /** A stand-in's URL (the bench's, the tests'), or the regional endpoint; aws-lite's otherwise. */
  endpoint?: string;
  /** Credentials other than the function's own (the zones account's role). */
  credentials?: AwsCredentialIdentityProvider;
}

type PluginClient = { Xml: { Send: (call: XmlCall) => Promise<{ payload: unknown }> } };

/**
 * A sender of calls to one service: aws-lite's client with our plugin's one method, made again
 * when the credentials change (the zones account's are renewed hourly).
 */
export function xmlServiceClient(options: XmlServiceOptions): (call: XmlCall) => Promise<XmlElement> {
  let current: { credentials: AwsCredentialIdentity | undefined; client: Promise<PluginClient> } | undefined;
  const clientFor = async ({ builder, parser }: { builder: XMLBuilder; parser: XMLParser }) => {
    const credentials = options.credentials ? await options.credentials() : undefined;
    if (current && current.credentials === credentials) return current.client;
    const plugin = {
      name: `okisnavn-${options.service}`,
      service: options.service,
      property: 'Xml',
      methods: {
        Send: {
          request: (call: XmlCall) => ({
            method: call.method,
            path: call.path,
            ...(call.query ? { query: Object.fromEntries(Object.entries(call.query).filter(([, value]) => value !== undefined)) } : {}),
            ...(call.document
              ? {
                  payload: `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [call.document.root]: { ...(options.namespace ? { '@_xmlns': options.namespace } : {}), ...withoutUndefined(call.document.members) } })}`,
                  headers: { 'content-type': 'application/xml' },
                }
              : {}),
            ...(call.form ? { payload: new URLSearchParams(call.form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
            // Read as text (answerOf), not by aws-lite.
            rawResponsePayload: true,
          }),
          // A refusal's body read into an AwsRefusal, which aws-lite then throws.
          error: (failed: { statusCode?: number; error?: unknown }) =>
            typeof failed.statusCode === 'number' ? { ...failed, error: refusalOf(options.displayName, parser, failed.statusCode, failed.error) } : failed,
        },
      },
    };
    const client = awsLite({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(credentials ? { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, sessionToken: credentials.sessionToken } : {}),
      plugins: [plugin],
      // The SDK's standard mode: three attempts in all (5xx, 429 and lost connections).
      retries: 2,
    } as Parameters<typeof awsLite>[0]) as unknown as Promise<PluginClient>;
    current = { credentials, client };
    // A client that could not be made (no credentials yet) is made again at the next call.
    client.catch(() => {
      if (current?.client === client) current = undefined;
    });
    return client;
  };

  return async (call) => {
    const tools = await loadXml();
    const client = await clientFor(tools);
    return traced(options.displayName, { namespace: 'aws', operation: call.operation }, async () => {
      try {
        return answerOf(tools.parser, (await client.Xml.Send(call)).payload);
      } catch (error) {
        // aws-lite throws our refusal with its own prefix on the message and its metadata on the members: made again.
        if (error instanceof AwsRefusal) throw new AwsRefusal(options.displayName, error.code, error.detail, error.statusCode);
        throw error;
      }
    });
  };
}
