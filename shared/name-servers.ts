/**
 * Name-server rules of a `.fo` domain, shared by the API and the form (RFC 1035 host names,
 * RFC 5731 §1.1 glue): 2–13 servers, each a host name once; a server inside the domain itself
 * (`ns1.example.fo` for `example.fo`) needs its IP addresses (glue), any other server must not
 * have them (the registry refuses glue outside the domain).
 */

export const nameServerLimits = { min: 2, max: 13, addressesPerServer: 8 } as const;

export interface NameServerEntry {
  host: string;
  addresses: readonly string[];
}

/** What is wrong with one server of the list, as a validation message key, by field. */
export type NameServerProblem = { index: number; field: 'host' | 'addresses'; key: 'glue_required' | 'glue_not_allowed' | 'name_server_duplicate' };

/** `NS1.Example.fo.` → `ns1.example.fo`. */
export function normalizeHostName(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

const label = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name in the DNS: at least two labels of letters, digits and inner hyphens; a top label that is not all digits. */
export function isHostName(host: string): boolean {
  const name = normalizeHostName(host);
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((part) => label.test(part)) && !/^\d+$/.test(labels.at(-1)!);
}

/** Whether a server lies inside the domain (the domain itself or a name below it), so its glue must come from the registry. */
export function isInsideDomain(host: string, domain: string): boolean {
  const name = normalizeHostName(host);
  const zone = normalizeHostName(domain);
  return name === zone || name.endsWith(`.${zone}`);
}

/** The glue and duplicate problems of a list of servers for `domain` (empty when it may be saved). */
export function nameServerProblems(domain: string, servers: readonly NameServerEntry[]): NameServerProblem[] {
  const problems: NameServerProblem[] = [];
  const seen = new Set<string>();
  servers.forEach((server, index) => {
    const host = normalizeHostName(server.host);
    if (seen.has(host)) problems.push({ index, field: 'host', key: 'name_server_duplicate' });
    seen.add(host);
    const inside = isInsideDomain(host, domain);
    if (inside && server.addresses.length === 0) problems.push({ index, field: 'addresses', key: 'glue_required' });
    if (!inside && server.addresses.length > 0) problems.push({ index, field: 'addresses', key: 'glue_not_allowed' });
  });
  return problems;
}

/** The same set of servers with the same glue, whatever the order and case. */
export function sameNameServers(a: readonly NameServerEntry[], b: readonly NameServerEntry[]): boolean {
  const key = (servers: readonly NameServerEntry[]) =>
    servers
      .map(
        (server) =>
          `${normalizeHostName(server.host)}=${[...server.addresses]
            .map((address) => address.toLowerCase())
            .sort()
            .join(',')}`,
      )
      .sort()
      .join(' ');
  return key(a) === key(b);
}
