import { monitoringIngestOrigin } from '#shared/monitoring.ts';
import type { MonitoringConfig } from './monitoring';

/**
 * Runtime configuration, fetched from `/config.json` at start-up so one build serves every
 * environment. `identityProvider` stays null until the accounts feature; then it holds the
 * OIDC issuer and the public client id. Checked by hand rather than with zod, to keep zod out
 * of the initial bundle.
 */
export interface IdentityProviderConfig {
  issuer: string;
  clientId: string;
}

export interface RuntimeConfig {
  apiBase: string;
  developmentSignIn: boolean;
  identityProvider: IdentityProviderConfig | null;
  /** Browser monitoring (spec §9): null unless the deployment names a DSN. */
  monitoring: MonitoringConfig | null;
}

export const defaultConfig: RuntimeConfig = { apiBase: '/api', developmentSignIn: false, identityProvider: null, monitoring: null };

let current: RuntimeConfig = defaultConfig;

export function getConfig(): RuntimeConfig {
  return current;
}

export function setConfig(config: RuntimeConfig): void {
  current = config;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityProviderOf(value: unknown): IdentityProviderConfig | null {
  if (!isRecord(value)) return null;
  const { issuer, clientId } = value;
  if (typeof issuer !== 'string' || typeof clientId !== 'string' || clientId.length === 0) return null;
  try {
    new URL(issuer);
  } catch {
    return null;
  }
  return { issuer, clientId };
}

function monitoringOf(value: unknown): MonitoringConfig | null {
  if (!isRecord(value)) return null;
  const { dsn, productionUrl } = value;
  if (typeof dsn !== 'string' || typeof productionUrl !== 'string') return null;
  try {
    monitoringIngestOrigin(dsn);
    new URL(productionUrl);
  } catch {
    return null;
  }
  return { dsn, productionUrl };
}

/** Reads a config document; a field that is missing or of the wrong type takes its default. */
export function parseConfig(input: unknown): RuntimeConfig {
  if (!isRecord(input)) return defaultConfig;
  const apiBase = typeof input.apiBase === 'string' && input.apiBase.length > 0 ? input.apiBase.replace(/\/+$/, '') : defaultConfig.apiBase;
  return {
    apiBase,
    developmentSignIn: input.developmentSignIn === true,
    identityProvider: identityProviderOf(input.identityProvider),
    monitoring: monitoringOf(input.monitoring),
  };
}

/**
 * Loads `/config.json`. A missing or broken file means the defaults (no development sign-in).
 * index.html preloads it (`<link rel="preload" as="fetch" crossorigin>`) so it arrives beside the
 * scripts; this fetch takes the preloaded answer over only when it asks the same way: the default
 * mode and credentials, no headers of its own, the HTTP cache as is. Its freshness is the file's
 * `Cache-Control: no-cache` (revalidated at every use: infra/stacks/web-stack.ts, the local
 * runtime's gateway), not the request's (docs/decisions/config-json-preloaded.md).
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json');
    current = response.ok ? parseConfig(await response.json()) : defaultConfig;
  } catch {
    current = defaultConfig;
  }
  return current;
}
