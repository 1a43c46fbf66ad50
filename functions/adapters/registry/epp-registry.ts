import { config } from '../../config.ts';
import { registrarCredentialsFrom } from '../secrets/registrar-credentials.ts';
import { DomainError } from '../../errors.ts';
import { type DomainAvailability, maxNamesPerCheck, type Registry } from '../../ports/registry.ts';
import { EppClient, type EppClientOptions, EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { buildDomainCheck, EppProtocolError, parseDomainCheckData } from './epp-codec.ts';

/**
 * The `Registry` port over EPP. Production talks to the `.fo` registry, the local runtime to the
 * registry simulator (infra/local/registry-simulator), both through the same client.
 */

/**
 * What a 2xxx result means for the portal. `registry_unavailable` becomes a DomainError (503);
 * the others are thrown as RegistryError until the purchase and management issues give them
 * user-facing codes in shared/errors.ts.
 */
export type RegistryErrorCode =
  | 'domain_unavailable'
  | 'domain_not_found'
  | 'domain_status_prohibits'
  | 'domain_association_prohibits'
  | 'domain_transfer_pending'
  | 'domain_not_pending_transfer'
  | 'domain_not_eligible_for_renewal'
  | 'domain_not_eligible_for_transfer'
  | 'invalid_auth_info'
  | 'registry_authorization'
  | 'registry_billing'
  | 'registry_policy'
  | 'registry_rejected';

/** A registry answer the caller must handle (object exists, does not exist, …). */
export class RegistryError extends Error {
  override name = 'RegistryError';
  constructor(
    readonly code: RegistryErrorCode,
    readonly resultCode: number,
    readonly resultMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`${code} (EPP ${resultCode} ${resultMessage})`, options);
  }
}

const resultCodeErrors: Record<number, RegistryErrorCode> = {
  2104: 'registry_billing',
  2105: 'domain_not_eligible_for_renewal',
  2106: 'domain_not_eligible_for_transfer',
  2201: 'registry_authorization',
  2202: 'invalid_auth_info',
  2300: 'domain_transfer_pending',
  2301: 'domain_not_pending_transfer',
  2302: 'domain_unavailable',
  2303: 'domain_not_found',
  2304: 'domain_status_prohibits',
  2305: 'domain_association_prohibits',
  2306: 'registry_policy',
  2308: 'registry_policy',
};

/**
 * Turns a client failure into what the use cases see: no answer, a broken session, a failed
 * login (2200/2501/2502), a server failure (2400/2500) → DomainError('registry_unavailable');
 * a known 2xxx → RegistryError with its code; anything else → RegistryError 'registry_rejected'
 * (2000–2005, 2101–2103, 2307: our bug, a 500).
 */
export function mapRegistryFailure(error: unknown): Error {
  if (error instanceof EppConnectionError || error instanceof EppTimeoutError || error instanceof EppProtocolError) {
    return new DomainError('registry_unavailable', undefined, { cause: error });
  }
  if (error instanceof EppResultError) {
    const code = error.resultCode;
    if (code === 2200 || code === 2400 || code >= 2500) return new DomainError('registry_unavailable', undefined, { cause: error });
    return new RegistryError(resultCodeErrors[code] ?? 'registry_rejected', code, error.resultMessage, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** A Registry on the given client (tests give their own; the functions use `eppRegistry()`). */
export function createEppRegistry(client: EppClient): Registry {
  return {
    async checkDomains(names) {
      if (names.length === 0) return [];
      for (const name of names) {
        // The schema's labelType: 1–255 characters. Syntax rules are the registry's to answer.
        if (typeof name !== 'string' || name.trim().length === 0 || name.length > 255) throw new Error(`Not a domain name to check: ${JSON.stringify(name)}`);
      }
      const answers = new Map<string, DomainAvailability>();
      for (let start = 0; start < names.length; start += maxNamesPerCheck) {
        const batch = names.slice(start, start + maxNamesPerCheck);
        let items;
        try {
          const response = await client.command((clTRID) => buildDomainCheck(batch, clTRID), { idempotent: true });
          items = parseDomainCheckData(response);
        } catch (error) {
          throw mapRegistryFailure(error);
        }
        for (const item of items) answers.set(item.name.toLowerCase(), { name: item.name.toLowerCase(), available: item.available, reason: item.available ? null : item.reason });
      }
      return names.map((name) => {
        const answer = answers.get(name.toLowerCase());
        if (!answer) throw mapRegistryFailure(new EppProtocolError(`The registry did not answer for ${name}`));
        return { ...answer, name: name.toLowerCase() };
      });
    },
  };
}

let client: EppClient | undefined;

/**
 * The client options from this process's configuration (EPP_*). Without a registry configured
 * the portal runs, and every registry command answers registry_unavailable (infra/settings.ts).
 */
export function eppClientOptions(): EppClientOptions {
  const { EPP_HOST, EPP_PORT, EPP_USERNAME, EPP_PASSWORD, EPP_CREDENTIALS_SECRET_ARN, EPP_CA_CERT, EPP_TIMEOUT_MS } = config();
  const fixed = EPP_USERNAME && EPP_PASSWORD;
  if (!EPP_HOST || (!fixed && !EPP_CREDENTIALS_SECRET_ARN)) {
    throw new DomainError('registry_unavailable', undefined, {
      cause: new Error('No registry configured: EPP_HOST and either EPP_USERNAME + EPP_PASSWORD or EPP_CREDENTIALS_SECRET_ARN must be set'),
    });
  }
  return {
    host: EPP_HOST,
    port: EPP_PORT,
    // In AWS the account comes from Secrets Manager at each login; locally it is fixed.
    username: EPP_USERNAME ?? '',
    password: EPP_PASSWORD ?? '',
    ...(fixed ? {} : { credentials: registrarCredentialsFrom(EPP_CREDENTIALS_SECRET_ARN!) }),
    ...(EPP_CA_CERT ? { ca: EPP_CA_CERT } : {}),
    timeoutMs: EPP_TIMEOUT_MS,
  };
}

/** This process's EPP client: one session per process, kept between warm invocations. */
export function eppClient(): EppClient {
  client ??= new EppClient(eppClientOptions());
  return client;
}

const configured: Registry = {
  checkDomains: async (names) => createEppRegistry(eppClient()).checkDomains(names),
};

/**
 * The Registry the functions use. Safe to call at module load: the configuration is read and
 * the connection opened on the first command.
 */
export function eppRegistry(): Registry {
  return configured;
}

/** Logs out and forgets the process's client (the local runtime's stop; tests). */
export async function closeEppRegistry(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.close();
}
