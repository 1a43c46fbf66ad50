import { createPasskeyRepository, createWebauthnChallengeRepository } from '../adapters/dynamodb/passkey-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { Config } from '../config.ts';
import { relyingPartyOf, type PasskeyPorts } from './passkeys.ts';
import type { AccountsComposition } from './wiring.ts';

/**
 * Passkeys' adapters (the auth context only, so no other bundle carries the WebAuthn library):
 * the relying party is the portal's host and origin (PUBLIC_URL, the same the web is served on;
 * `localhost` in the local runtime), the clock the accounts' (moved by the local runtime's tests).
 */
export function composePasskeys(config: Config, accounts: AccountsComposition): PasskeyPorts {
  const table = portalTableOf(config);
  return {
    passkeys: createPasskeyRepository(table),
    challenges: createWebauthnChallengeRepository(table),
    clock: accounts.clock,
    relyingParty: relyingPartyOf(config.PUBLIC_URL),
  };
}
