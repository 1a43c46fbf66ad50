import { acceptedResponse, checkSamleikinUserEmailRequest, createUserRequest, samleikinUserExistsResponse, verifySamleikinLinkingRequest } from '../schemas/auth.ts';
import { currentUserResponse } from '../schemas/users.ts';
import { defineRoutes } from './contract.ts';

/** Context `eid`: the national e-ID's first sign-in (linking or creating the user) and the provider's back-channel logout. */
export const eidApi = defineRoutes([
  {
    id: 'receiveBackchannelLogout',
    method: 'POST',
    path: '/auth/backchannel-logout',
    context: 'eid',
    auth: 'public',
    request: { rawBody: true },
    response: { status: 200, schema: acceptedResponse },
  },
  {
    id: 'checkSamleikinUserIsVerified',
    method: 'GET',
    path: '/auth/check-samleikin-user-is-verified',
    context: 'eid',
    auth: 'e-id',
    response: { status: 200, schema: samleikinUserExistsResponse },
  },
  {
    id: 'checkSamleikinUserEmail',
    method: 'POST',
    path: '/auth/check-samleikin-user-email',
    context: 'eid',
    auth: 'e-id',
    request: { body: checkSamleikinUserEmailRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'verifySamleikinLinking',
    method: 'POST',
    path: '/auth/verify-samleikin-linking',
    context: 'eid',
    auth: 'e-id',
    request: { body: verifySamleikinLinkingRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'registerSamleikinUser',
    method: 'POST',
    path: '/auth/register-samleikin-user',
    context: 'eid',
    auth: 'e-id',
    request: { body: createUserRequest },
    response: { status: 201, schema: currentUserResponse },
  },
]);
