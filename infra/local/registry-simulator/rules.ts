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

/** Registration periods the registry accepts (years), for the create and renew commands to come. */
export const periodYears = { min: 1, max: 10 } as const;
