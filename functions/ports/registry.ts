/**
 * The `.fo` registry, as the portal needs it. Production and local runs both speak EPP
 * (RFC 5730–5734) through `functions/adapters/registry/` — locally to the registry simulator in
 * `infra/local/registry-simulator/`. This slice covers availability; create, info, renew,
 * update, transfer, auth info, delete and poll arrive with the purchase and management issues.
 */
export interface DomainAvailability {
  /** The name as asked, lower-case with its `.fo` suffix. */
  name: string;
  available: boolean;
  /** The registry's reason when not available (e.g. "In use", "Reserved"). */
  reason: string | null;
}

export interface Registry {
  /** Checks up to `maxNamesPerCheck` names in ONE EPP `<domain:check>` command. */
  checkDomains(names: readonly string[]): Promise<DomainAvailability[]>;
}

/** How many names one check command carries (the simulator enforces the same limit). */
export const maxNamesPerCheck = 20;
