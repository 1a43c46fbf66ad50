import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { type RouteId, routes } from '#shared/api/index.ts';
import { usePortal } from './portal.ts';

/**
 * Every route × caller → the status the caller gets. Typed over every route id, so a new
 * route without its row does not compile, and the first test fails if one slips through.
 * The roles inside a team (member, owner) are `team-authorization.test.ts`'s matrix; domain
 * shares arrive with them.
 *
 * `eid`: a valid national e-ID token whose subject is linked to no user yet (a fresh subject
 * for every call). It passes only the `e-id` routes; everywhere else it is anonymous, so its
 * column defaults to the anonymous one and is checked on every non-public route.
 */
/** Passkey answers well formed but made for a challenge ("matrix") nobody handed out. */
const matrixClientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'matrix', origin: 'http://localhost' })).toString('base64url');
const matrixAssertion = {
  id: 'bWF0cml4',
  rawId: 'bWF0cml4',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: matrixClientData, authenticatorData: 'bWF0cml4', signature: 'bWF0cml4' },
};
const matrixRegistration = { ...matrixAssertion, response: { clientDataJSON: matrixClientData, attestationObject: 'bWF0cml4' } };

type Caller = 'anonymous' | 'user' | 'admin' | 'eid';
const matrix: Record<
  RouteId,
  {
    /** `query`: the query string of a GET row (its route's query schema must accept it). */
    request?: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> };
    /** The route ends the caller's session or account: user and admin are fresh users, signed in for this call. */
    freshCaller?: true;
    expect: Record<Exclude<Caller, 'eid'>, number> & { eid?: number };
  }
> = {
  getSettings: { expect: { anonymous: 200, user: 200, admin: 200 } },
  getSettingsVideo: { expect: { anonymous: 200, user: 200, admin: 200 } },
  listCountries: { expect: { anonymous: 200, user: 200, admin: 200 } },
  // The administration area. 422: past the auth rule, the body lacks every field (so nothing is changed).
  getAdminSettings: { expect: { anonymous: 401, user: 403, admin: 200 } },
  updateAdminSettings: { request: { body: {} }, expect: { anonymous: 401, user: 403, admin: 422 } },
  getAdminStatistics: { request: { query: { months: '6' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  // Orders and invoices: a period of days; 404 past the auth rule for an order that does not exist.
  listAdminOrders: { request: { query: { from: '2026-11-01', to: '2026-11-30' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  markAdminOrderPaid: { request: { body: { reason: 'Matrix payment' } }, expect: { anonymous: 401, user: 403, admin: 404 } },
  refundAdminOrder: { request: { body: { reason: 'Matrix refund' } }, expect: { anonymous: 401, user: 403, admin: 404 } },
  downloadAdminReceipt: { expect: { anonymous: 401, user: 403, admin: 404 } },
  downloadAdminCreditNote: { expect: { anonymous: 401, user: 403, admin: 404 } },
  listAdminInvoices: { request: { query: { from: '2026-11-01', to: '2026-11-30' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  exportAdminInvoices: { request: { query: { from: '2026-11-01', to: '2026-11-30' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  // The users page: past the auth rule, no user is called `unknown` (404); the search answers a page.
  searchAdminUsers: { request: { query: { q: 'matrix' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  getAdminUser: { expect: { anonymous: 401, user: 403, admin: 404 } },
  listAdminUserActivity: { expect: { anonymous: 401, user: 403, admin: 200 } },
  deactivateAdminUser: { request: { body: { reason: 'Matrix' } }, expect: { anonymous: 401, user: 403, admin: 404 } },
  activateAdminUser: { request: { body: {} }, expect: { anonymous: 401, user: 403, admin: 404 } },
  revokeAdminUserSession: { expect: { anonymous: 401, user: 403, admin: 404 } },
  // The same at the spec's paths (§7 GET /users, GET /users/{id}): administrators only.
  listUsers: { request: { query: { q: 'matrix' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  getUser: { expect: { anonymous: 401, user: 403, admin: 404 } },
  // The domains page: the list and the progress answer; no domain is called `unknown` (404).
  listAdminDomains: { request: { query: { status: 'expiring_soon' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  listAdminDomainActivity: { expect: { anonymous: 401, user: 403, admin: 200 } },
  getAdminDomain: { expect: { anonymous: 401, user: 403, admin: 404 } },
  getExpirySyncProgress: { expect: { anonymous: 401, user: 403, admin: 200 } },
  listFailingDomains: { expect: { anonymous: 401, user: 403, admin: 200 } },
  // The activity log and its CSV.
  listAdminActivity: { request: { query: { activity: 'user.deactivated' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  exportAdminActivity: { request: { query: { from: '2026-01-01' } }, expect: { anonymous: 401, user: 403, admin: 200 } },
  getOpenApiDocument: { expect: { anonymous: 200, user: 200, admin: 200 } },
  getCurrentUser: { expect: { anonymous: 401, user: 200, admin: 200 } },
  listMyActivity: { expect: { anonymous: 401, user: 200, admin: 200 } },
  updateCurrentUserLanguage: { request: { body: { language: 'fo' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
  updateCurrentUser: { request: { body: { street: 'Vegur 2', zip: '100', city: 'Tórshavn', country_code: 'FO' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
  // 422: past the auth rule, the current password is wrong (a right one would end the caller's other sessions).
  changeCurrentUserPassword: {
    request: { body: { current_password: 'Not-the-password-1', password: 'Matrix-password-2026', password_confirmation: 'Matrix-password-2026' } },
    expect: { anonymous: 401, user: 422, admin: 422 },
  },
  deleteCurrentUser: { freshCaller: true, expect: { anonymous: 401, user: 204, admin: 204 } },
  // Notifications are a verified user's own (auth rule `verified`; the demo users are verified).
  listNotifications: { request: { query: { page: '1', per_page: '10' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
  markAllNotificationsRead: { expect: { anonymous: 401, user: 200, admin: 200 } },
  // 404: another user's (here: no one's) notification.
  markNotificationRead: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Credential accounts. Public routes answer past the auth rule: 422 for an unknown code, link or verification id.
  // 422: no user has the e-mail (the e-mail or the password is wrong).
  requestLogin: { request: { body: { email: 'matrix-login@example.com', password: 'Matrix-password-2026' } }, expect: { anonymous: 422, user: 422, admin: 422 } },
  login: { request: { body: { code: '123456', verification_id: 'unknown' } }, expect: { anonymous: 422, user: 422, admin: 422 } },
  // The step-up before a risky change: the caller's methods; 422 past the auth rule for a wrong password or an unknown code.
  getStepUpMethods: { expect: { anonymous: 401, user: 200, admin: 200 } },
  requestStepUpCode: { request: { body: { password: 'Not-the-password-1' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  confirmStepUp: { request: { body: { code: '123456', verification_id: 'unknown' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  loginWithRecoveryCode: { request: { body: { recovery_code: 'abcde-23456', verification_id: 'unknown' } }, expect: { anonymous: 422, user: 422, admin: 422 } },
  forgotPassword: { request: { body: { email: 'matrix-forgot@example.com' } }, expect: { anonymous: 202, user: 202, admin: 202 } },
  resetPassword: {
    request: { body: { token: 'unknown', email: 'matrix-reset@example.com', password: 'Matrix-password-2026', password_confirmation: 'Matrix-password-2026' } },
    expect: { anonymous: 422, user: 422, admin: 422 },
  },
  // 409 email_taken for everyone: the address is a demo user's (a new one would be taken after the first call).
  registerAbroadUser: {
    request: {
      body: {
        name: 'Matrix Test',
        street: 'Vegur 1',
        zip: '100',
        city: 'Tórshavn',
        country_code: 'FO',
        phone: '123456',
        phone_code: '+298',
        email: 'user@demo.okisnavn.fo',
        language: 'fo',
        password: 'Matrix-password-2026',
        password_confirmation: 'Matrix-password-2026',
        terms_accepted: true,
        privacy_policy_accepted: true,
      },
    },
    expect: { anonymous: 409, user: 409, admin: 409 },
  },
  verifyEmail: { request: { body: { email: 'matrix-verify@example.com', code: '123456' } }, expect: { anonymous: 422, user: 422, admin: 422 } },
  resendEmailVerification: { request: { body: { email: 'matrix-resend@example.com' } }, expect: { anonymous: 202, user: 202, admin: 202 } },
  // The demo users are verified: nothing to verify, answered as they are.
  verifyCurrentEmail: { request: { body: { code: '123456' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
  updateEmail: { request: { body: { email: 'matrix-new-address@example.com' } }, expect: { anonymous: 401, user: 202, admin: 202 } },
  updatePhone: { request: { body: { phone: '123456', phone_code: '+298' } }, expect: { anonymous: 401, user: 202, admin: 202 } },
  // 422: past the auth rule, the code is (all but surely) not the one sent.
  verifyPhone: { request: { body: { phone: '123456', code: '123456' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  resendPhoneVerification: { request: { body: { phone: '123456', phone_code: '+298' } }, expect: { anonymous: 401, user: 202, admin: 202 } },
  // The authenticator app: the demo users have passwords and no app. 422: the e-mailed code is wrong; 409 `authenticator_off`: none set up.
  getAuthenticator: { expect: { anonymous: 401, user: 200, admin: 200 } },
  sendAuthenticatorSetupCode: { expect: { anonymous: 401, user: 202, admin: 202 } },
  startAuthenticatorSetup: { request: { body: { code: '123456' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  confirmAuthenticator: { request: { body: { code: '123456' } }, expect: { anonymous: 401, user: 409, admin: 409 } },
  renewRecoveryCodes: { expect: { anonymous: 401, user: 409, admin: 409 } },
  turnOffAuthenticator: { expect: { anonymous: 401, user: 409, admin: 409 } },
  listAccessTokens: { expect: { anonymous: 401, user: 200, admin: 200 } },
  // 404: another user's (here: no one's) token is not the caller's to revoke.
  revokeAccessToken: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Passkeys. 409: past the auth rule, the answer's challenge ("matrix") was never handed out; 404: no passkey is called `unknown`;
  // 422: the demo users have no passkey to step up with.
  listPasskeys: { expect: { anonymous: 401, user: 200, admin: 200 } },
  passkeyRegistrationOptions: { expect: { anonymous: 401, user: 200, admin: 200 } },
  addPasskey: { request: { body: { name: 'Matrix', response: matrixRegistration } }, expect: { anonymous: 401, user: 409, admin: 409 } },
  renamePasskey: { request: { body: { name: 'Matrix' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  removePasskey: { expect: { anonymous: 401, user: 404, admin: 404 } },
  passkeySignInOptions: { expect: { anonymous: 200, user: 200, admin: 200 } },
  passkeyLogin: { request: { body: { response: matrixAssertion } }, expect: { anonymous: 409, user: 409, admin: 409 } },
  passkeyStepUpOptions: { expect: { anonymous: 401, user: 422, admin: 422 } },
  passkeyStepUp: { request: { body: { response: matrixAssertion } }, expect: { anonymous: 401, user: 409, admin: 409 } },
  logout: { freshCaller: true, expect: { anonymous: 401, user: 204, admin: 204 } },
  logoutEverywhere: { freshCaller: true, expect: { anonymous: 401, user: 204, admin: 204 } },
  // Public, but nothing passes without the e-ID provider's signed logout_token: 400 for every caller.
  receiveBackchannelLogout: { request: { body: { logout_token: 'not-a-token' } }, expect: { anonymous: 400, user: 400, admin: 400 } },
  // National e-ID first sign-in: only a provider token passes; our opaque tokens are no e-ID.
  createUser: { request: { body: createUserForm('matrix-post-users@example.fo') }, expect: { anonymous: 401, user: 401, admin: 401, eid: 201 } },
  checkSamleikinUserIsVerified: { expect: { anonymous: 401, user: 401, admin: 401, eid: 200 } },
  checkSamleikinUserEmail: { request: { body: { email: 'nobody@example.fo' } }, expect: { anonymous: 401, user: 401, admin: 401, eid: 202 } },
  // 422: past the auth rule, the code is wrong.
  verifySamleikinLinking: { request: { body: { email: 'nobody@example.fo', code: '123456' } }, expect: { anonymous: 401, user: 401, admin: 401, eid: 422 } },
  registerSamleikinUser: { request: { body: createUserForm('matrix-register@example.fo') }, expect: { anonymous: 401, user: 401, admin: 401, eid: 201 } },
  // Domains. A name the .fo rules refuse is answered without the registry, so the row does not depend on it.
  searchDomains: { request: { query: { domains: 'ø' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
  // The guest pages' availability box: public, for anyone (limited per client address).
  searchDomainsAsGuest: { request: { query: { domains: 'ø' } }, expect: { anonymous: 200, user: 200, admin: 200 } },
  listDomains: { expect: { anonymous: 401, user: 200, admin: 200 } },
  // 404: a domain that is not the caller's is not found (an admin's own archive holds no such id either).
  getDomain: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listDomainActivity: { expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainHealth: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Domain settings: valid requests on a domain that is not the caller's → 404 with no data.
  getDomainNameServers: { expect: { anonymous: 401, user: 404, admin: 404 } },
  updateDomainNameServers: { request: { body: { mode: 'product' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainDnssec: { expect: { anonymous: 401, user: 404, admin: 404 } },
  setDomainDnssec: { request: { body: { enabled: true, understood: true } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  addDomainDsRecord: {
    request: { body: { source: 'ds', understood: true, ds: { key_tag: 60485, algorithm: 5, digest_type: 1, digest: '2BB183AF5F22588179A53B0A98631FAD1A292118' } } },
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  refuseDnssecBootstrap: { expect: { anonymous: 401, user: 404, admin: 404 } },
  removeDomainDsRecord: { request: { query: { understood: 'true' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainContacts: { expect: { anonymous: 401, user: 404, admin: 404 } },
  updateDomainContacts: { request: { body: { same_for_all: true, registrant: matrixContact() } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainLocks: { expect: { anonymous: 401, user: 404, admin: 404 } },
  setDomainTransferLock: { request: { body: { locked: true } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  setDomainRegistrationLock: { request: { body: { locked: true } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainTransferCode: { expect: { anonymous: 401, user: 404, admin: 404 } },
  renewDomainTransferCode: { expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainPortalLock: { expect: { anonymous: 401, user: 404, admin: 404 } },
  lockDomainInPortal: { expect: { anonymous: 401, user: 404, admin: 404 } },
  requestPortalLockLift: { expect: { anonymous: 401, user: 404, admin: 404 } },
  approvePortalLockLift: { expect: { anonymous: 401, user: 404, admin: 404 } },
  cancelPortalLockLift: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Public: a token nobody was mailed is refused alike for everyone.
  reportNotMe: { request: { body: { token: 'unknown' } }, expect: { anonymous: 410, user: 410, admin: 410 } },
  // 422: past the auth rule, the Idempotency-Key header is missing (so nothing is bought).
  createOrder: { request: { body: { domains: ['matrix.fo'], years: 1, terms_accepted: true } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  listOrders: { expect: { anonymous: 401, user: 200, admin: 200 } },
  getOrder: { expect: { anonymous: 401, user: 404, admin: 404 } },
  cancelOrder: { expect: { anonymous: 401, user: 404, admin: 404 } },
  downloadReceipt: { expect: { anonymous: 401, user: 404, admin: 404 } },
  downloadCreditNote: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // 404: no such domain of the caller's (the Idempotency-Key is there, so the domain rule answers).
  renewDomain: { request: { body: { years: 1 }, headers: { 'idempotency-key': 'matrix-renewal-1' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  // Bulk renewal of no one's domain: not found, before any order.
  renewDomains: {
    request: { body: { domain_ids: ['5f0e6a7c-1d2b-4c3d-9e8f-000000000001'], years: 1 }, headers: { 'idempotency-key': 'matrix-renewals-1' } },
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  // 422: turning it on without a card and terms; past the auth rule the domain is checked first → 404.
  setAutoRenewal: { request: { body: { enabled: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  // Moving between my domains and a team: someone else's (no one's) domain is not found (owners, members, technical managers: domain-moves.test.ts).
  moveDomain: { request: { body: { team_id: null } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  // Saved cards. A team's card: no team of the caller's (teams come later), so 404 before the provider is asked.
  listMyPaymentCards: { expect: { anonymous: 401, user: 200, admin: 200 } },
  createPaymentCard: { request: { body: { team_id: '00000000-0000-4000-8000-000000000000' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getPaymentCard: { expect: { anonymous: 401, user: 404, admin: 404 } },
  updatePaymentCard: { request: { body: { name: 'Matrix' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deletePaymentCard: { expect: { anonymous: 401, user: 404, admin: 404 } },

  // Admin only; 404: past the auth rule, no such domain.
  forceExpirySync: { request: { body: { domain_id: '00000000-0000-4000-8000-000000000000' } }, expect: { anonymous: 401, user: 403, admin: 404 } },
  // Transfer in. 422: past the auth rule, the name breaks the .fo rules (so the registry is not asked).
  requestTransfer: { request: { body: { domain: 'ø', auth_code: 'matrix-code' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  listTransfers: { expect: { anonymous: 401, user: 200, admin: 200 } },
  // 404: a transfer that is not the caller's is not found.
  getTransfer: { expect: { anonymous: 401, user: 404, admin: 404 } },
  cancelTransfer: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Public, but nothing passes without the provider's signature: 400 for every caller.
  receivePaymentWebhook: { request: { body: { id: 'evt_matrix', type: 'checkout.session.completed' } }, expect: { anonymous: 400, user: 400, admin: 400 } },
  // Unsigned: refused alike for everyone (the signature is the only credential).
  receiveRegistryWebhook: { request: { body: { id: 'evt_matrix', type: 'domain.expired' } }, expect: { anonymous: 400, user: 400, admin: 400 } },
  // DNS (verified users): a domain that is not the caller's is not found, before the body is looked at further.
  listDnsRecords: { expect: { anonymous: 401, user: 404, admin: 404 } },
  createDnsRecord: { request: { body: { type: 'A', name: 'www', value: '192.0.2.1' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  updateDnsRecord: { request: { body: { type: 'A', name: 'www', value: '192.0.2.1' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deleteDnsRecord: { expect: { anonymous: 401, user: 404, admin: 404 } },
  applyDnsChangeSet: {
    request: { body: { changes: [{ action: 'add', record: { type: 'A', name: 'www', value: '192.0.2.1' } }] } },
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  listDnsVersions: { expect: { anonymous: 401, user: 404, admin: 404 } },
  getDnsVersion: { expect: { anonymous: 401, user: 404, admin: 404 } },
  restoreDnsVersion: { request: { body: { apply: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getZoneFile: { expect: { anonymous: 401, user: 404, admin: 404 } },
  importZoneFile: { request: { body: { zone_file: 'www A 192.0.2.1', apply: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  getForwarding: { expect: { anonymous: 401, user: 404, admin: 404 } },
  setForwarding: { request: { body: { url: 'https://example.net' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deleteForwarding: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // The ACME protocols: past the auth rule, a domain nobody holds (404).
  acmeDnsUpdate: { request: { body: { subdomain: '00000000-0000-4000-8000-000000000000', txt: 'a'.repeat(43) } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  httpreqPresent: { request: { body: { fqdn: '_acme-challenge.nobody-holds-this.fo.', value: 'a'.repeat(43) } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  httpreqCleanup: { request: { body: { fqdn: '_acme-challenge.nobody-holds-this.fo.', value: 'a'.repeat(43) } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  // Shared domains (each route × owner, technical manager, stranger: tests/api/domain-sharing-authorization.test.ts). Nobody's domain here → 404.
  listSharedDomains: { expect: { anonymous: 401, user: 200, admin: 200 } },
  listDomainPeople: { expect: { anonymous: 401, user: 404, admin: 404 } },
  inviteToDomain: { request: { body: { email: 'matrix-invitee@example.fo' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  withdrawDomainInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },
  getDomainInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },
  acceptDomainInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },
  removeDomainUser: { expect: { anonymous: 401, user: 404, admin: 404 } },

  // Teams (verified users): a team the caller is not in is not found. The roles of members and
  // owners are the team matrix's (team-authorization.test.ts).
  listTeams: { expect: { anonymous: 401, user: 200, admin: 200 } },
  createTeam: { request: { body: { name: 'Matrix' } }, expect: { anonymous: 401, user: 201, admin: 201 } },
  getTeam: { expect: { anonymous: 401, user: 404, admin: 404 } },
  updateTeam: { request: { body: { name: 'Matrix' } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deleteTeam: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listTeamDomains: { expect: { anonymous: 401, user: 404, admin: 404 } },
  updateTeamMember: { request: { body: { is_owner: true } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  removeTeamMember: { expect: { anonymous: 401, user: 404, admin: 404 } },
  removeTeamMembers: { request: { body: { users: ['unknown'] } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  listTeamPaymentCards: { expect: { anonymous: 401, user: 404, admin: 404 } },
  inviteTeamMember: { request: { body: { email: 'matrix-invitee@example.fo', is_owner: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  // Someone else's (here: no one's) invitation: "Failed to accept the invitation", nothing of the team.
  getTeamInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },
  acceptTeamInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },
  withdrawTeamInvite: { expect: { anonymous: 401, user: 404, admin: 404 } },

  // Claiming domains registered under another e-mail (verified users). Each caller × team role and
  // share is the claim matrix's (claim-authorization.test.ts); here nobody has proven the address.
  requestClaimCode: { request: { body: { email: 'matrix-claim@example.fo' } }, expect: { anonymous: 401, user: 202, admin: 202 } },
  // 422: past the auth rule, the code is not the one sent.
  verifyClaimEmail: { request: { body: { email: 'matrix-claim@example.fo', code: '123456' } }, expect: { anonymous: 401, user: 422, admin: 422 } },
  listClaimableDomains: { request: { query: { email: 'matrix-claim@example.fo' } }, expect: { anonymous: 401, user: 403, admin: 403 } },
  claimDomains: { request: { body: { email: 'matrix-claim@example.fo', domain_ids: ['unknown'], team_id: null } }, expect: { anonymous: 401, user: 403, admin: 403 } },
  listApiTokens: { expect: { anonymous: 401, user: 200, admin: 200 } },
  createApiToken: {
    request: { body: { name: 'Matrix', scopes: ['domains:read'], domain_ids: null, valid_days: 30 } },
    expect: { anonymous: 401, user: 201, admin: 201 },
  },
  revokeApiToken: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listTeamApiTokens: { expect: { anonymous: 401, user: 404, admin: 404 } },
  createTeamApiToken: {
    request: { body: { name: 'Matrix', scopes: ['domains:read'], domain_ids: null, valid_days: 30 } },
    expect: { anonymous: 401, user: 404, admin: 404 },
  },
  revokeTeamApiToken: { expect: { anonymous: 401, user: 404, admin: 404 } },
  // Webhooks (issue 30): the account's own, never an API token's; `{webhookId}`: none of the caller's, so 404.
  listWebhooks: { expect: { anonymous: 401, user: 200, admin: 200 } },
  createWebhook: { request: { body: { name: 'Matrix', url: 'https://example.com/hooks', events: ['domain.renewed'] } }, expect: { anonymous: 401, user: 201, admin: 201 } },
  updateWebhook: { request: { body: { enabled: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deleteWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
  rotateWebhookSecret: { expect: { anonymous: 401, user: 404, admin: 404 } },
  sendTestWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listWebhookDeliveries: { expect: { anonymous: 401, user: 404, admin: 404 } },
  redeliverWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listTeamWebhooks: { expect: { anonymous: 401, user: 404, admin: 404 } },
  createTeamWebhook: { request: { body: { name: 'Matrix', url: 'https://example.com/hooks', events: ['domain.renewed'] } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  updateTeamWebhook: { request: { body: { enabled: false } }, expect: { anonymous: 401, user: 404, admin: 404 } },
  deleteTeamWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
  rotateTeamWebhookSecret: { expect: { anonymous: 401, user: 404, admin: 404 } },
  sendTestTeamWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
  listTeamWebhookDeliveries: { expect: { anonymous: 401, user: 404, admin: 404 } },
  redeliverTeamWebhook: { expect: { anonymous: 401, user: 404, admin: 404 } },
};

function matrixContact() {
  return {
    owner_type: 'person',
    first_name: 'Matrix',
    last_name: 'Test',
    street: 'Vegur 1',
    postal_code: '100',
    town: 'Tórshavn',
    country_code: 'FO',
    phone_code: '+298',
    phone_number: '123456',
    email: 'matrix-contact@example.fo',
    resident: true,
  };
}

function createUserForm(email: string) {
  return { name: 'Matrix Test', street: 'Vegur 1', zip: '100', city: 'Tórshavn', country_code: 'FO', language: 'fo', email, terms_accepted: true, privacy_policy_accepted: true };
}

const portal = usePortal();

/** The caller's bearer token: the demo users' development tokens, or a fresh unlinked e-ID. */
async function tokenOf(caller: Caller, fresh = false): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'eid') return portal.runtime.identityProvider!.signJwt({ sub: String(randomInt(1e9, 1e10)), name: 'Matrix Test' });
  return fresh ? freshSignIn(caller === 'admin') : portal.tokens[caller];
}

/** A new verified user (admin or not) with a session token, made straight in the table. */
async function freshSignIn(isAdmin: boolean): Promise<string> {
  const userRepository = createUserRepository(portal.runtime.table);
  const accessTokenRepository = createAccessTokenRepository(portal.runtime.table);
  const userId = randomUUID();
  const now = new Date();
  await userRepository.create({ userId, email: `matrix-${userId}@example.com`, name: 'Matrix Test', isAdmin, emailVerifiedAt: now.toISOString() });
  return (await accessTokenRepository.issue({ userId, kind: 'session', label: 'matrix', now, lifetimeSeconds: 3600 })).token;
}

describe('authorization matrix', () => {
  it('has a row for every declared route', () => {
    expect(Object.keys(matrix).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it("keeps the admin API admin only: every route under /admin is `admin` and every `admin` route is under /admin (or one of the spec's GET /users, GET /users/{id}), refusing anonymous callers 401 and users 403", () => {
    const adminRoutes = routes.filter((route) => route.path.startsWith('/admin/') || route.auth === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect({ id: route.id, path: route.path, auth: route.auth }).toEqual({ id: route.id, path: expect.stringMatching(/^\/admin\/|^\/users(\/\{id\})?$/), auth: 'admin' });
      expect(matrix[route.id].expect, route.id).toMatchObject({ anonymous: 401, user: 403 });
      expect(matrix[route.id].expect.admin, route.id).not.toBe(403);
    }
  });

  for (const route of routes) {
    const row = matrix[route.id];
    if (!row) continue; // reported by the first test
    // Public routes skip the authorizer, so an e-ID token makes no difference there.
    const callers: Caller[] = route.auth === 'public' && row.expect.eid === undefined ? ['anonymous', 'user', 'admin'] : ['anonymous', 'user', 'admin', 'eid'];
    for (const caller of callers) {
      const expected = caller === 'eid' ? (row.expect.eid ?? row.expect.anonymous) : row.expect[caller];
      it(`${route.method} ${route.path} as ${caller} → ${expected}`, async () => {
        const token = await tokenOf(caller, row.freshCaller);
        const query = row.request?.query ? `?${new URLSearchParams(row.request.query).toString()}` : '';
        const path = route.path.replace(/\{(\w+)\}/g, 'unknown') + query;
        const answer = await portal.call(route.method, path, { token, body: row.request?.body, headers: row.request?.headers });
        expect(answer.status).toBe(expected);
      });
    }
  }
});
