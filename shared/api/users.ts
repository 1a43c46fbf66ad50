import { activityListQuery, activityListResponse } from '../schemas/activity.ts';
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
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'listMyActivity',
    method: 'GET',
    path: '/users/me/activity',
    context: 'users',
    auth: 'signed-in',
    request: { query: activityListQuery },
    response: { status: 200, schema: activityListResponse },
  },
  {
    id: 'updateCurrentUserLanguage',
    method: 'PATCH',
    path: '/users/me/language',
    context: 'users',
    auth: 'signed-in',
    request: { body: updateLanguageRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'updateCurrentUser',
    method: 'PATCH',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    request: { body: updateProfileRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'changeCurrentUserPassword',
    method: 'PATCH',
    path: '/users/me/password',
    context: 'users',
    auth: 'signed-in',
    request: { body: changePasswordRequest },
    response: { status: 200, schema: acceptedResponse },
  },
  {
    id: 'deleteCurrentUser',
    method: 'DELETE',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    stepUp: true,
    response: { status: 204, schema: null },
  },
  {
    id: 'createUser',
    method: 'POST',
    path: '/users',
    context: 'users',
    auth: 'e-id',
    request: { body: createUserRequest },
    response: { status: 201, schema: currentUserResponse },
  },
]);
