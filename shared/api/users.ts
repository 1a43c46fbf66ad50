import { acceptedResponse, changePasswordRequest, createUserRequest, updateProfileRequest } from '../schemas/auth.ts';
import { currentUserResponse, updateLanguageRequest } from '../schemas/users.ts';
import { defineRoutes } from './contract.ts';

/** Context `users`: the signed-in user (profile, language, password, deletion) and the user of a first national e-ID sign-in. */
export const usersApi = defineRoutes([
  {
    id: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    summary: 'The signed-in user, with verification flags and the unread notification count.',
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'updateCurrentUserLanguage',
    method: 'PATCH',
    path: '/users/me/language',
    context: 'users',
    auth: 'signed-in',
    summary: "Saves the user's interface language.",
    request: { body: updateLanguageRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'updateCurrentUser',
    method: 'PATCH',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    summary: 'Updates name and address. A national e-ID user may change only street, zip, city and country.',
    request: { body: updateProfileRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'changeCurrentUserPassword',
    method: 'PATCH',
    path: '/users/me/password',
    context: 'users',
    auth: 'signed-in',
    summary: 'Changes the password (the current one is required) and revokes the other sessions.',
    request: { body: changePasswordRequest },
    response: { status: 200, schema: acceptedResponse },
  },
  {
    id: 'deleteCurrentUser',
    method: 'DELETE',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    summary: 'Deletes the account; refused while the user owns domains or belongs to a team.',
    response: { status: 204, schema: null },
  },
  {
    id: 'createUser',
    method: 'POST',
    path: '/users',
    context: 'users',
    auth: 'e-id',
    summary: 'Creates the user for a first-time national e-ID sign-in (spec "User create").',
    request: { body: createUserRequest },
    response: { status: 201, schema: currentUserResponse },
  },
]);
