import { DomainError } from '../../errors.ts';
import { RegistryError, type RegistryErrorCode } from '../../ports/registry.ts';
import { type CommandOptions, type EppClient, EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { type EppResponse, EppProtocolError } from './epp-codec.ts';
import { recordRegistryConnectionFailure } from './registry-metrics.ts';

/**
 * What a 2xxx result means for the portal. `registry_unavailable` becomes a DomainError (503);
 * the others are thrown as the port's RegistryError.
 */
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
 * (2000–2005, 2101–2103, 2307: our bug, a 500). Every registry_unavailable is counted
 * (RegistryConnectionFailures, the metric the registry alarm watches).
 */
export function mapRegistryFailure(error: unknown, overrides: Partial<Record<number, RegistryErrorCode>> = {}): Error {
  if (error instanceof EppConnectionError || error instanceof EppTimeoutError || error instanceof EppProtocolError) {
    recordRegistryConnectionFailure(error.name);
    return new DomainError('registry_unavailable', undefined, { cause: error });
  }
  if (error instanceof EppResultError) {
    const code = error.resultCode;
    if (code === 2200 || code === 2400 || code >= 2500) {
      recordRegistryConnectionFailure(`result ${code}`);
      return new DomainError('registry_unavailable', undefined, { cause: error });
    }
    return new RegistryError(overrides[code] ?? resultCodeErrors[code] ?? 'registry_rejected', code, error.resultMessage, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Whether the client may send a command again when the session died under it. Queries may;
 * transform commands (create, renew, update, transfer request/approve/reject/cancel, delete, poll
 * ack) may not: the registry may have done it, and the caller finds out with `info` or `poll`.
 */
export const query: CommandOptions = { idempotent: true };
export const transform: CommandOptions = { idempotent: false };

/** Sends one command; failures come out as the use cases see them. */
export async function sendCommand(
  client: EppClient,
  build: (clTRID: string) => string,
  options: CommandOptions,
  overrides?: Partial<Record<number, RegistryErrorCode>>,
): Promise<EppResponse> {
  try {
    return await client.command(build, options);
  } catch (error) {
    throw mapRegistryFailure(error, overrides);
  }
}

/** Reads a successful response; an unreadable one is a broken registry (registry_unavailable). */
export function readResponse<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw mapRegistryFailure(error);
  }
}
