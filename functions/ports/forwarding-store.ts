/**
 * Where the forwarding service looks up a host name's redirect. Production: a CloudFront
 * KeyValueStore read by a CloudFront Function (docs/decisions/forwarding.md, "Forwarding"); locally: items in
 * the table read by the redirect server in `infra/local/forwarding-server/`.
 */
export interface ForwardingRedirect {
  /** Absolute http(s) URL. */
  url: string;
  statusCode: 301 | 302;
  /** Append the request's path and query to `url`. */
  keepPath: boolean;
}

export interface ForwardingStore {
  /** The redirect of each host (the domain and www), or none: removes what is there. */
  set(hosts: readonly string[], redirect: ForwardingRedirect | null): Promise<void>;
  /** The redirect of one host name (lower case, no port), or null. */
  find(host: string): Promise<ForwardingRedirect | null>;
}
