import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { createUserRequest } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';
import { pendingAuthorization } from '../../auth';

/**
 * `POST /users` (spec "User create"): a first-time national e-ID user creates a user, sent with
 * the pending e-ID token. The name is the e-ID's. It is the new user's first sign-in, so it names
 * this browser (`X-Device-Id`): their first device.
 */
export type CreateUserInput = z.infer<typeof createUserRequest>;

export const createUserSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.createUserRequest);

export async function createUser(input: CreateUserInput): Promise<CurrentUser> {
  return callApi('createUser', { body: input, headers: { ...(await pendingAuthorization()), 'X-Device-Id': deviceId() } });
}

export function useCreateUser() {
  return useSWRMutation('/users#create', (_key: string, { arg }: { arg: CreateUserInput }) => createUser(arg));
}
