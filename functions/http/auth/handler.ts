import { authApi } from '#shared/api/auth.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { credentialRoutes } from './credential-routes.ts';
import { samleikinRoutes } from './samleikin-routes.ts';

/** Accounts: password-and-code sign-in, sign-up, verification, sessions (credential-routes.ts)
 * and the national e-ID's first sign-in (samleikin-routes.ts). */
export const handler = httpContextHandler(authApi, { ...credentialRoutes, ...samleikinRoutes });
