/**
 * Which versions of a domain's records are let go (docs/decisions/dns-versions.md): those both
 * older than the cutoff (2 years) and not among the last `keep` (100), so a domain keeps its
 * last 100 versions however old, and every version of the last 2 years however many.
 */
export function versionsPastKeeping<V extends { version: number; at: string }>(versions: readonly V[], latest: number, keep: number, cutoff: Date): V[] {
  const before = cutoff.toISOString();
  return versions.filter((version) => version.version <= latest - keep && version.at < before);
}
