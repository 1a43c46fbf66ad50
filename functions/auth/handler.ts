import { authApi } from '#shared/api/auth.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { composeEid } from '../eid/wiring.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { credentialRoutes } from './credential-routes.ts';
import { composePasskeys } from './passkey-wiring.ts';
import { composeAccounts } from './wiring.ts';
import { accountErrors } from '#shared/i18n/messages.ts';

/** The auth context's handler: password-and-code and passkey sign-in, sign-up from abroad, verification, sessions, passkeys. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const accounts = composeAccounts(config, local);
  return httpContextHandler(authApi, credentialRoutes(accounts, composeEid(config, accounts), composePasskeys(config, accounts)), httpPipelineOptions(config, local), [
    accountErrors,
  ]);
}
