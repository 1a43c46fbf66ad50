import useSWR from 'swr';
import type { Passkey } from '#shared/schemas/passkeys.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

export type { Passkey };

/** `GET /auth/passkeys`: the signed-in person's passkeys (name, added, last used). */
export const passkeysKey = apiPath('listPasskeys');

/** The list, read only when `enabled` (the offer of a passkey asks only when it would show). */
export function usePasskeys(enabled = true) {
  return useSWR(enabled ? passkeysKey : null, () => callApi('listPasskeys'));
}

/** `DELETE /auth/passkeys/{id}`. */
export function removePasskey(id: string): Promise<void> {
  return callApi('removePasskey', { params: { id } });
}
