/**
 * The `.fo` registry's rules as the simulator enforces them. The portal checks names itself
 * before asking (shared/domain-names*); these are the registry's answer when it does not.
 */

/** Why a name cannot be registered at all (≤ 32 characters: the schema's reasonType), or null. */
export function foNameProblem(name: string): string | null {
  const labels = name.split('.');
  if (labels.length < 2 || labels.at(-1) !== 'fo') return 'Not a .fo name';
  if (labels.length > 2) return 'Only second-level names';
  const label = labels[0]!;
  if (label.length < 2 || label.length > 63) return 'Must be 2-63 characters';
  if (!/^[a-z0-9-]+$/.test(label)) return 'Only a-z, 0-9 and hyphen';
  if (label.startsWith('-') || label.endsWith('-')) return 'No leading or trailing hyphen';
  return null;
}

/** Names the registry keeps for itself. */
export const reservedNames: readonly string[] = ['nic.fo', 'registry.fo', 'example.fo', 'test.fo', 'localhost.fo', 'whois.fo', 'dns.fo'];

/** Names registered by other registrars from the start (so "taken" can be shown locally). */
export const preRegisteredNames: readonly string[] = ['taken.fo', 'tinganes.fo', 'logting.fo', 'torshavn.fo', 'faroe.fo'];

/** Registration periods the registry accepts (years) in create, renew and transfer (2004 outside). */
export const periodYears = { min: 1, max: 10 } as const;

/** The latest expiry a create, renew or transfer may reach, in years from now (2306 beyond). */
export const maxYearsAhead = 10;

/** Days a transfer waits for the sponsor's answer before the registry approves it (`serverApproved`). */
export const transferPendingDays = 5;

/** Years a transfer adds to the expiry when the request names no period. */
export const defaultTransferYears = 1;

/** A contact id: the schema's clIDType (a token of 3–16 characters), without spaces. */
export const contactIdPattern = /^[^\s]{3,16}$/u;

/** Statuses a registrar may set and remove (RFC 5731 §2.3); `server*` ones are the registry's. */
export const clientStatuses: readonly string[] = ['clientDeleteProhibited', 'clientHold', 'clientRenewProhibited', 'clientTransferProhibited', 'clientUpdateProhibited'];

/**
 * Transform commands and the statuses that refuse them with 2304. A pending transfer freezes the
 * domain until it is settled (a second transfer request answers 2300 instead). The one update
 * `clientUpdateProhibited` allows is the one that removes it (see the update command).
 */
export const prohibitingStatuses = {
  update: ['clientUpdateProhibited', 'serverUpdateProhibited', 'pendingTransfer'],
  delete: ['clientDeleteProhibited', 'serverDeleteProhibited', 'pendingTransfer'],
  renew: ['clientRenewProhibited', 'serverRenewProhibited', 'pendingTransfer'],
  transfer: ['clientTransferProhibited', 'serverTransferProhibited'],
} as const satisfies Record<string, readonly string[]>;

/** Name servers per domain. */
export const maxNameServers = 13;

/** A host name: letters, digits and hyphens in dot-separated labels (no trailing dot). */
export function hostNameProblem(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  if (labels.length < 2 || host.length > 253) return `Not a host name: ${host}`;
  return labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) ? null : `Not a host name: ${host}`;
}
