import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';

/**
 * `GET /auth/check-samleikin-user-is-verified` with the provider's access token: whether this
 * national e-ID is linked to a user. Called by the e-ID client right after sign-in, before the
 * token is stored anywhere, so the token is passed in.
 */
export function checkSamleikinUserIsVerified(token: string): Promise<ApiAnswer<'checkSamleikinUserIsVerified'>> {
  return callApi('checkSamleikinUserIsVerified', { headers: { Authorization: `Bearer ${token}` } });
}
