import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';

/**
 * `GET /auth/check-samleikin-user-is-verified` with the provider's access token: whether this
 * national e-ID is linked to a user. Called by the e-ID client right after sign-in, before the
 * token is stored anywhere, so the token is passed in. For a linked e-ID this completes the
 * sign-in, so it names this browser (`X-Device-Id`) like the other sign-ins.
 */
export function checkSamleikinUserIsVerified(token: string): Promise<ApiAnswer<'checkSamleikinUserIsVerified'>> {
  return callApi('checkSamleikinUserIsVerified', { headers: { Authorization: `Bearer ${token}`, 'X-Device-Id': deviceId() } });
}
