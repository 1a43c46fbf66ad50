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
    summary:
      'The national e-ID provider’s OpenID Connect Back-Channel Logout: a form-encoded `logout_token` it signed; ends that session (`sid`) or every session of the person (`sub`). 400 when the token is missing, invalid, stale or replayed.',
    request: { rawBody: true },
    response: { status: 200, schema: acceptedResponse },
  },
  {
    id: 'checkSamleikinUserIsVerified',
    method: 'GET',
    path: '/auth/check-samleikin-user-is-verified',
    context: 'eid',
    auth: 'e-id',
    summary: "Whether the caller's national e-ID is linked to a user.",
    response: { status: 200, schema: samleikinUserExistsResponse },
  },
  {
    id: 'checkSamleikinUserEmail',
    method: 'POST',
    path: '/auth/check-samleikin-user-email',
    context: 'eid',
    auth: 'e-id',
    summary: 'Starts linking the e-ID to an existing user: a code goes to that e-mail (same answer whether it exists or not).',
    request: { body: checkSamleikinUserEmailRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'verifySamleikinLinking',
    method: 'POST',
    path: '/auth/verify-samleikin-linking',
    context: 'eid',
    auth: 'e-id',
    summary: "Links the caller's e-ID to the user whose e-mail got the code.",
    request: { body: verifySamleikinLinkingRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'registerSamleikinUser',
    method: 'POST',
    path: '/auth/register-samleikin-user',
    context: 'eid',
    auth: 'e-id',
    summary: 'Creates the user for a first-time e-ID sign-in (the same as POST /users).',
    request: { body: createUserRequest },
    response: { status: 201, schema: currentUserResponse },
  },
]);
