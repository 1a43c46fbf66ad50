import { authApi } from '#shared/api/auth.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import { composeAccounts } from '../../auth/wiring.ts';
import type { Config } from '../../config.ts';
import { composeEid } from '../../eid/wiring.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { credentialRoutes } from './credential-routes.ts';
import { samleikinRoutes } from './samleikin-routes.ts';

/** The auth context's handler: credential sign-in and sessions, and the national e-ID's first sign-in. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const accounts = composeAccounts(config, local);
  const eid = composeEid(config, accounts);
  return httpContextHandler(authApi, { ...credentialRoutes(accounts, eid), ...samleikinRoutes(eid) }, config);
}
