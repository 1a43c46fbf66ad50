import * as z from 'zod';
import { countriesResponse } from '../../shared/schemas/countries.ts';
import { publicSettingsResponse, settingsVideoResponse } from '../../shared/schemas/settings.ts';
import { currentUserResponse, updateLanguageRequest } from '../../shared/schemas/users.ts';
import { domainDetailResponse, domainSearchQuery, domainSearchResponse, domainsResponse } from '../../shared/schemas/domains.ts';
import { createOrderRequest, orderResponse, ordersResponse, receiptQuery } from '../../shared/schemas/orders.ts';
import {
  acceptedResponse,
  accessTokensResponse,
  changePasswordRequest,
  checkSamleikinUserEmailRequest,
  createUserRequest,
  forgotPasswordRequest,
  issuedTokenResponse,
  loginRequest,
  registerAbroadUserRequest,
  requestLoginRequest,
  resendEmailVerificationRequest,
  resendPhoneVerificationRequest,
  resetPasswordRequest,
  samleikinUserExistsResponse,
  updateEmailRequest,
  updatePhoneRequest,
  updateProfileRequest,
  verificationIdResponse,
  verifyEmailRequest,
  verifyEmailResponse,
  verifyPhoneRequest,
  verifySamleikinLinkingRequest,
} from '../../shared/schemas/auth.ts';
import type { HttpContextName } from './contexts.ts';

/** The API lives under this prefix on the one origin the SPA shares (CloudFront `/api/*`). */
export const apiBasePath = '/api';

/**
 * Who may call a route. `public`: anyone. `signed-in`: any valid token. `verified`: a signed-in
 * user whose e-mail is verified. `admin`: `is_admin`. `e-id`: a valid national e-ID token,
 * linked to a user or not yet (the first-sign-in routes). Object-level rules (owner, team
 * member, share) are the use case's job on top of this.
 */
export type AuthRule = 'public' | 'signed-in' | 'verified' | 'admin' | 'e-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDeclaration {
  /** Also the OpenAPI operationId and the key of the implementation in its context. */
  id: string;
  method: HttpMethod;
  /** Path below `apiBasePath`, API Gateway style: `/users/{id}`. */
  path: string;
  context: HttpContextName;
  auth: AuthRule;
  summary: string;
  /** `rawBody`: the body is handed over unparsed (webhooks verify signatures over its bytes). */
  request?: { body?: z.ZodType; query?: z.ZodType; rawBody?: true };
  /** `binary`: the answer is a file of that media type (the implementation returns a BinaryAnswer). */
  response: { status: number; schema: z.ZodType | null; binary?: string };
}

const defineRoutes = <const Routes extends readonly RouteDeclaration[]>(declared: Routes) => declared;

/**
 * The one routes declaration. The CDK stateless stack makes an HTTP API route of each entry,
 * the local gateway matches requests against it, each context's handler builds its router from
 * it, the OpenAPI document is generated from it, and the authorization tests iterate over it.
 */
export const routes = defineRoutes([
  {
    id: 'getSettings',
    method: 'GET',
    path: '/settings',
    context: 'settings',
    auth: 'public',
    summary: 'The public settings: prices, days, link addresses per language.',
    response: { status: 200, schema: publicSettingsResponse },
  },
  {
    id: 'getSettingsVideo',
    method: 'GET',
    path: '/settings/video',
    context: 'settings',
    auth: 'public',
    summary: 'The address of the introduction video.',
    response: { status: 200, schema: settingsVideoResponse },
  },
  {
    id: 'listCountries',
    method: 'GET',
    path: '/countries',
    context: 'settings',
    auth: 'public',
    summary: 'ISO 3166 countries with Faroese and English names and calling codes.',
    response: { status: 200, schema: countriesResponse },
  },
  {
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    context: 'settings',
    auth: 'public',
    summary: 'This API described as OpenAPI 3.1, generated from the routes declaration.',
    response: { status: 200, schema: z.record(z.string(), z.unknown()) },
  },
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

  // ── accounts: credentials ──────────────────────────────────────────────────────────────────
  {
    id: 'requestLogin',
    method: 'POST',
    path: '/auth/request-login',
    context: 'auth',
    auth: 'public',
    summary: 'Checks e-mail and password and sends a 6-digit code. Answers the same for every e-mail, known or not.',
    request: { body: requestLoginRequest },
    response: { status: 200, schema: verificationIdResponse },
  },
  {
    id: 'login',
    method: 'POST',
    path: '/auth/login',
    context: 'auth',
    auth: 'public',
    summary: 'Exchanges the code and its verification_id for a bearer token.',
    request: { body: loginRequest },
    response: { status: 200, schema: issuedTokenResponse },
  },
  {
    id: 'forgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    context: 'auth',
    auth: 'public',
    summary: 'E-mails a link to set a new password (answers the same whether the e-mail is known or not).',
    request: { body: forgotPasswordRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'resetPassword',
    method: 'POST',
    path: '/auth/reset-password',
    context: 'auth',
    auth: 'public',
    summary: "Sets a new password with the e-mailed link's token, once, and revokes the user's sessions.",
    request: { body: resetPasswordRequest },
    response: { status: 200, schema: acceptedResponse },
  },
  {
    id: 'registerAbroadUser',
    method: 'POST',
    path: '/auth/register-abroad-user',
    context: 'auth',
    auth: 'public',
    summary: 'Creates an account with a password (people without a national e-ID) and e-mails a verification code.',
    request: { body: registerAbroadUserRequest },
    response: { status: 201, schema: acceptedResponse },
  },
  {
    id: 'verifyEmail',
    method: 'POST',
    path: '/auth/verify-email',
    context: 'auth',
    auth: 'public',
    summary: "Verifies an e-mail address with its code; a new account's owner is signed in.",
    request: { body: verifyEmailRequest },
    response: { status: 200, schema: verifyEmailResponse },
  },
  {
    id: 'resendEmailVerification',
    method: 'POST',
    path: '/auth/resend-email-verification',
    context: 'auth',
    auth: 'public',
    summary: 'Sends a new e-mail verification code (answers the same for every e-mail).',
    request: { body: resendEmailVerificationRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'updateEmail',
    method: 'PATCH',
    path: '/auth/update-email',
    context: 'auth',
    auth: 'signed-in',
    summary: 'Starts an e-mail change: a code goes to the new address; the change takes effect when verified.',
    request: { body: updateEmailRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'updatePhone',
    method: 'PATCH',
    path: '/auth/update-phone',
    context: 'auth',
    auth: 'signed-in',
    summary: 'Starts a phone change: a code goes by SMS; the number counts as verified when the code is.',
    request: { body: updatePhoneRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'verifyPhone',
    method: 'POST',
    path: '/auth/verify-phone',
    context: 'auth',
    auth: 'signed-in',
    summary: 'Verifies the phone number with the SMS code.',
    request: { body: verifyPhoneRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'resendPhoneVerification',
    method: 'POST',
    path: '/auth/resend-phone-verification',
    context: 'auth',
    auth: 'signed-in',
    summary: 'Sends a new SMS code.',
    request: { body: resendPhoneVerificationRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'listAccessTokens',
    method: 'GET',
    path: '/auth/tokens',
    context: 'auth',
    auth: 'signed-in',
    summary: "The caller's sessions (never their secrets), the current one flagged.",
    response: { status: 200, schema: accessTokensResponse },
  },
  {
    id: 'revokeAccessToken',
    method: 'DELETE',
    path: '/auth/tokens/{id}',
    context: 'auth',
    auth: 'signed-in',
    summary: "Revokes one of the caller's sessions.",
    response: { status: 204, schema: null },
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    context: 'auth',
    auth: 'signed-in',
    summary: 'Revokes the current session.',
    response: { status: 204, schema: null },
  },

  // ── accounts: national e-ID (Samleikin) ────────────────────────────────────────────────────
  {
    id: 'checkSamleikinUserIsVerified',
    method: 'GET',
    path: '/auth/check-samleikin-user-is-verified',
    context: 'auth',
    auth: 'e-id',
    summary: "Whether the caller's national e-ID is linked to a user.",
    response: { status: 200, schema: samleikinUserExistsResponse },
  },
  {
    id: 'checkSamleikinUserEmail',
    method: 'POST',
    path: '/auth/check-samleikin-user-email',
    context: 'auth',
    auth: 'e-id',
    summary: 'Starts linking the e-ID to an existing user: a code goes to that e-mail (same answer whether it exists or not).',
    request: { body: checkSamleikinUserEmailRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'verifySamleikinLinking',
    method: 'POST',
    path: '/auth/verify-samleikin-linking',
    context: 'auth',
    auth: 'e-id',
    summary: "Links the caller's e-ID to the user whose e-mail got the code.",
    request: { body: verifySamleikinLinkingRequest },
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'registerSamleikinUser',
    method: 'POST',
    path: '/auth/register-samleikin-user',
    context: 'auth',
    auth: 'e-id',
    summary: 'Creates the user for a first-time e-ID sign-in (the same as POST /users).',
    request: { body: createUserRequest },
    response: { status: 201, schema: currentUserResponse },
  },

  // ── domains ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'searchDomains',
    method: 'GET',
    path: '/domains/availability',
    context: 'domains',
    auth: 'verified',
    summary: 'Checks up to 20 names (comma-separated, `.fo` added where missing) in one registry check, with the yearly price.',
    request: { query: domainSearchQuery },
    response: { status: 200, schema: domainSearchResponse },
  },
  {
    id: 'listDomains',
    method: 'GET',
    path: '/domains',
    context: 'domains',
    auth: 'signed-in',
    summary: "The caller's own domains (the archive), by name, with their state, expiry and renewal dates.",
    response: { status: 200, schema: domainsResponse },
  },
  {
    id: 'getDomain',
    method: 'GET',
    path: '/domains/{domainId}',
    context: 'domains',
    auth: 'signed-in',
    summary: "One of the caller's domains with the registry's current data (404 for anyone else's).",
    response: { status: 200, schema: domainDetailResponse },
  },

  // ── orders: checkout, receipts ───────────────────────────────────────────────────────────────
  {
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    context: 'orders',
    auth: 'verified',
    summary:
      'Checkout: checks the names at the registry, prices them and answers a pending order with the payment page (`checkout_url`). Needs an `Idempotency-Key` header: the same key answers the same order.',
    request: { body: createOrderRequest },
    response: { status: 201, schema: orderResponse },
  },
  {
    id: 'listOrders',
    method: 'GET',
    path: '/orders',
    context: 'orders',
    auth: 'signed-in',
    summary: "The caller's orders and receipts, newest first.",
    response: { status: 200, schema: ordersResponse },
  },
  {
    id: 'getOrder',
    method: 'GET',
    path: '/orders/{orderId}',
    context: 'orders',
    auth: 'signed-in',
    summary: "One of the caller's orders (the purchase result pages poll it until the payment webhook has arrived).",
    response: { status: 200, schema: orderResponse },
  },
  {
    id: 'downloadReceipt',
    method: 'GET',
    path: '/orders/{orderId}/receipt',
    context: 'orders',
    auth: 'signed-in',
    summary: "An order's receipt as a PDF, in `language` (default: the user's language).",
    request: { query: receiptQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },

  // ── webhooks: signed calls from the payment provider (and later the registry) ──────────────
  {
    id: 'receivePaymentWebhook',
    method: 'POST',
    path: '/webhooks/payments',
    context: 'webhooks',
    auth: 'public',
    summary: "The payment provider's events (Stripe-Signature verified over the raw body, 5 minutes tolerance); each event id counts once.",
    request: { rawBody: true },
    response: { status: 200, schema: z.object({ received: z.literal(true), outcome: z.string() }) },
  },

  // ── dns: records, zone file, forwarding (context dns) ──────────────────────────────────────

  // ── domain settings: name servers, DNSSEC, contacts, locks, transfer code (context domains) ─

  // ── transfer in (context domains) ────────────────────────────────────────────────────────────

  // ── renewal and auto-renewal (context orders / domains) ───────────────────────────────────────
]);

export type RouteId = (typeof routes)[number]['id'];
export type RoutesOf<Context extends HttpContextName> = Extract<(typeof routes)[number], { context: Context }>;

/** `GET /users/{id}` → the HTTP API route key. */
export function routeKey(route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}
