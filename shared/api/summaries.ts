import type { RouteId } from './index.ts';

/**
 * What each route does, for the API reference (`/api/openapi.json`, functions/http/openapi.ts).
 * Apart from the route declarations so that a context's Lambda does not carry the documentation
 * of its routes; typed by route id, so a route without its summary fails type-checking.
 */
export const routeSummaries: Record<RouteId, string> = {
  getStepUpMethods: "The ways the caller can sign in again before a risky change (answered 401 step_up_required): a passkey of the account's, password (with its code), e-ID.",
  requestStepUpCode:
    "Step-up by password: checks the caller's own password, limited as at sign-in, and sends the sign-in code (or asks for the authenticator app's, `second_factor`).",
  confirmStepUp: "Step-up by password: the code (the e-mailed one, or the authenticator app's) and its verification_id make the current session fresh for 5 minutes.",
  requestLogin:
    "Checks e-mail and password and sends a 6-digit code, or, when the user's authenticator app is on, sends nothing and asks for its code (`second_factor`). A wrong e-mail and a wrong password are answered alike.",
  login: "Exchanges the code (the e-mailed one, or the authenticator app's) and its verification_id for a bearer token.",
  loginWithRecoveryCode: "Exchanges one of the user's recovery codes (once each) and the verification_id for a bearer token, when the authenticator app is on.",
  forgotPassword: 'E-mails a link to set a new password (answers the same whether the e-mail is known or not).',
  resetPassword: "Sets a new password with the e-mailed link's token, once, and revokes the user's sessions.",
  registerAbroadUser: 'Creates an account with a password (people without a national e-ID) and e-mails a verification code.',
  verifyEmail: "Verifies an e-mail address with its code; a new account's owner is signed in.",
  verifyCurrentEmail: "Verifies the signed-in user's own address with the code sent to it (no new session); answers the user.",
  resendEmailVerification: 'Sends a new e-mail verification code (answers the same for every e-mail).',
  updateEmail:
    'Changes the e-mail address: a verified address changes once the new one is verified with the code sent there; an address never verified is replaced at once and the code goes to the new one.',
  updatePhone: 'Starts a phone change: a code goes by SMS; the number counts as verified when the code is.',
  verifyPhone: 'Verifies the phone number with the SMS code.',
  resendPhoneVerification: 'Sends a new SMS code.',
  getAuthenticator: "Whether the caller's authenticator app (TOTP) is on, since when, and how many recovery codes are left.",
  sendAuthenticatorSetupCode: 'Turning the authenticator app on, step 1: e-mails the caller a 6-digit code (password users only).',
  startAuthenticatorSetup: 'Step 2: with the e-mailed code, makes a new secret (pending until confirmed) and answers it with its otpauth:// address, once.',
  confirmAuthenticator: "Step 3: the app's first code turns it on; answers ten single-use recovery codes, once (only their hashes are kept).",
  renewRecoveryCodes: 'Ten new recovery codes in place of the old ones, answered once.',
  turnOffAuthenticator: 'Turns the authenticator app off: sign-in asks for the e-mailed code again.',
  listAccessTokens: "The caller's sessions (never their secrets), the current one flagged.",
  revokeAccessToken: "Revokes one of the caller's sessions.",
  listPasskeys: "The caller's passkeys: name, when added and last used (never their keys).",
  passkeyRegistrationOptions: 'Options to create a passkey (WebAuthn, discoverable, user verification required); the challenge is single use and expires in 5 minutes.',
  addPasskey: 'Verifies the new passkey against its challenge and keeps it under the name given.',
  renamePasskey: "Renames one of the caller's passkeys.",
  removePasskey: "Removes one of the caller's passkeys.",
  passkeySignInOptions: 'Options to sign in with a passkey alone (no credentials listed: the browser offers its discoverable ones); single use, 5 minutes.',
  passkeyLogin: "Verifies a passkey's assertion and opens a session, as the password sign-in does after its code.",
  passkeyStepUpOptions: "Options to prove again who one is with one of one's own passkeys.",
  passkeyStepUp: "Verifies an assertion of one of the caller's own passkeys and makes the current session fresh (step-up).",
  logout: 'Revokes the current session (ours or the national e-ID’s).',
  logoutEverywhere: 'Signs the caller out everywhere: every session of ours and every national e-ID session begun until now, the current one included.',
  listDnsRecords: "The DNS records of one of the caller's domains (409 `dns_custom_name_servers` when it is not on the product's name servers).",
  createDnsRecord: "Adds a record (A, AAAA, CNAME, MX, TXT, SRV, CAA, NS), checked against the RFCs and the domain's other records.",
  updateDnsRecord: 'Replaces one record with the one given (the same checks as adding).',
  deleteDnsRecord: 'Deletes one record.',
  applyDnsChangeSet:
    "Adds, changes (`id`) and removes several records as one change: checked together against the domain's other records and saved whole or not at all (`apply: true`; else only what it would do). Problems are 422 `validation_failed` with `fields` `changes.<index>.record.<field>` or `changes.<index>.id`; `version` given and no longer current is 409 `conflict`.",
  listDnsVersions:
    "The versions of the domain's records kept (each change set is one: who, when, from which device, what it did), newest first; kept 2 years or the last 100, whichever is more.",
  getDnsVersion: 'One version and the records it left (404 when it is not kept).',
  restoreDnsVersion:
    'Goes back to a version: answers what that adds, changes and removes; with `apply: true` it is saved whole as a new version. The records are checked as any change set (forwarding on now refuses A, AAAA and CNAME at the domain and www).',
  getZoneFile: "The domain's zone in BIND format (SOA and NS of the product's name servers, then the records).",
  importZoneFile:
    "Reads a BIND zone file: answers what it adds, changes and removes; with `apply: true` the file becomes the domain's records (one transaction). Problems are 422 `zone_file_invalid` with `fields` `zone_file.<line>`.",
  getForwarding: "The domain's forwarding (the domain and www redirect to a URL), or null.",
  setForwarding: 'Redirects the domain and www to `url` with 301 or 302, keeping the path or not.',
  deleteForwarding: 'Turns forwarding off.',
  acmeDnsUpdate:
    "acme-dns's update (ACME DNS-01): keeps the value at the `_acme-challenge` TXT of the domain whose id is `subdomain`, with the last value before it. The credential is an API token: X-Api-User its id, X-Api-Key its secret.",
  httpreqPresent:
    "lego's httpreq present (ACME DNS-01): keeps the value at the TXT of `fqdn` (an `_acme-challenge` name), with the last value before it. HTTP basic auth: the token's id and its secret.",
  httpreqCleanup: "lego's httpreq cleanup: removes this value from the TXT of `fqdn`, leaving any other.",
  listSharedDomains: 'The domains shared with the caller as their technical manager, searched, filtered, sorted and paged as `GET /domains`.',
  listDomainPeople: "A domain's people with their roles: the owner, its technical managers and (to the owner) the invitations waiting.",
  inviteToDomain: 'The owner invites an e-mail address to be the technical manager of the domain; the invitation is e-mailed and can be accepted for 30 days.',
  withdrawDomainInvite: 'The owner withdraws an invitation not yet accepted.',
  getDomainInvite: 'An invitation, to the signed-in user whose e-mail address it was sent to, while it can be accepted.',
  acceptDomainInvite: 'The invited user accepts: the domain is shared with them (DNS, forwarding, name servers, DNSSEC).',
  removeDomainUser: 'The owner removes a technical manager; refused while the domain is registration-locked.',
  getDomainNameServers: "The domain's name servers as the registry has them (with glue), the product's servers, and how many DS records a switch would remove.",
  updateDomainNameServers:
    "Switches to the product's name servers or to 2–13 custom ones (glue only, and required, inside the domain). Custom servers are first asked for the domain's SOA: those that do not answer authoritatively are named in a 409 `name_servers_not_answering` unless `confirm` is true. Changing between product and custom removes the DS records at the registry in the same update.",
  getDomainDnssec: 'DNSSEC of the domain: signing by the product (its name servers) and the DS records at the registry.',
  setDomainDnssec: "With the product's name servers: signing on (the DS goes to the registry) or off (the DS leaves the registry first). Needs `understood`.",
  addDomainDsRecord:
    'With custom name servers: adds a DS record at the registry, given as such or computed from a DNSKEY (RFC 4034 key tag, SHA-256 digest unless asked otherwise). Needs `understood`.',
  refuseDnssecBootstrap:
    "With custom name servers: refuses the DNSSEC bootstrap the name servers ask for with their CDS while it waits its 3 days (that CDS is never taken; another starts a new wait). 409 `no_dnssec_bootstrap` when none waits. Answers the domain's health.",
  removeDomainDsRecord: 'With custom name servers: removes a DS record (`<key tag>-<algorithm>-<digest type>-<digest>`) at the registry. Needs `understood=true`.',
  getDomainContacts: "The registrant, administrative, technical and billing contacts (until first saved: the owner's profile for all four).",
  updateDomainContacts: 'Saves all four contacts (or the registrant and `same_for_all`) at the registry. Only the owner changes the registrant.',
  getDomainLocks: 'The transfer lock and the registration lock (locked, unlocked, or unlock requested — confirmed here once the registry shows it lifted).',
  setDomainTransferLock: 'Sets or lifts the transfer lock (registry status clientTransferProhibited) at once.',
  setDomainRegistrationLock: 'Locking takes effect at once (clientUpdateProhibited, clientDeleteProhibited); unlocking is requested from the registry and shows until it confirms.',
  getDomainTransferCode: "The domain's transfer code as the registry has it (only to the owner).",
  renewDomainTransferCode: 'Generates a new transfer code at the registry; the old one stops working.',
  getDomainPortalLock: "The portal's own lock on the domain: on or off, and a waiting request to lift it (who must approve, or when it lifts).",
  lockDomainInPortal: 'Puts the domain under the portal lock at once (owners): name servers, DNSSEC, contacts, owner, transfer lock and code stay as they are.',
  requestPortalLockLift:
    "Asks to lift the portal lock (owners): a team's domain needs another owner's approval; a personal domain's lifts after 24 hours, announced by e-mail and SMS.",
  approvePortalLockLift: "Approves a team owner's request to lift the portal lock (another owner of the team, not the one who asked); the lock lifts at once.",
  cancelPortalLockLift: 'Cancels the waiting request to lift the portal lock (any owner); the lock stays on.',
  reportNotMe:
    "“This was not me”: with a change mail's single-use link, ends every session of the change's author and puts the domain under the portal lock (public, rate-limited per address).",
  searchDomains: 'Checks up to 20 names (comma-separated, `.fo` added where missing) in one registry check, with the yearly price.',
  searchDomainsAsGuest:
    'The same check for anyone, signed in or not (the sign-in and sign-up pages): 30 checks per client address in 15 minutes, then 429 `rate_limited` with `Retry-After`.',
  listDomains:
    "The caller's own domains (the archive) with their state, expiry and renewal dates: `q` a part of the name, `state` one filter, `sort` by name or expiry, `per_page` and `cursor` (`links.next`) a page; without `per_page` every match (the list as JSON).",
  getDomain: "One of the caller's domains with the registry's current data (404 for anyone else's).",
  getDomainHealth:
    "What the last health check of one of the caller's domains (or one they manage) found: how many of its name servers answer, DNSSEC, and each problem with the server it is about (`unchecked` before the first check).",
  listFailingDomains: 'Administrators: the domains whose last health check failed, longest failing first, 50 a page (`links.next`).',
  listDomainActivity: "A domain's change history, newest first, a page at a time, with each change's before and after (404 for anyone else's domain).",
  moveDomain:
    "Moves a domain between the caller's own domains (team_id null) and a team the caller owns; a team's domain is moved by the team's owners only. Automatic renewal stops and the old owner's card is detached.",
  setAutoRenewal: 'Turns automatic renewal on (needs a saved payment card attached to the domain and the terms accepted) or off.',
  forceExpirySync:
    "Administrators: forces the expiry sync for one domain (`domain_id`: made due now) or every domain (`all: true`: a sweep, one at a time). 202 with what was started; the expiry-sync job compares with the registry's info within 5 minutes, every domain over several runs.",
  receiveBackchannelLogout:
    'The national e-ID provider’s OpenID Connect Back-Channel Logout: a form-encoded `logout_token` it signed; ends that session (`sid`) or every session of the person (`sub`). 400 when the token is missing, invalid, stale or replayed.',
  checkSamleikinUserIsVerified: "Whether the caller's national e-ID is linked to a user.",
  checkSamleikinUserEmail: 'Starts linking the e-ID to an existing user: a code goes to that e-mail (same answer whether it exists or not).',
  verifySamleikinLinking: "Links the caller's e-ID to the user whose e-mail got the code.",
  registerSamleikinUser: 'Creates the user for a first-time e-ID sign-in (the same as POST /users).',
  createOrder:
    'Checkout: checks the names at the registry, prices them and answers a pending order with the payment page (`checkout_url`). Needs an `Idempotency-Key` header: the same key answers the same order.',
  renewDomain:
    'Renewal checkout: 1–10 more years, never beyond 10 years from today; answers a pending renewal order with its payment page. The registry renews once the payment is confirmed. Needs an `Idempotency-Key`.',
  renewDomains:
    'Bulk renewal: up to 20 domains of one owner renewed for the same years in one order with one payment page; each is renewed at the registry once paid, and one the registry refuses is refunded (its item `refunded`, the order `refunded_amount`). A domain that cannot be renewed now is named in `fields` (`domain_ids.<index>`) before any order. Needs an `Idempotency-Key`.',
  listOrders: "The caller's orders and receipts, newest first; an order an administrator refunded carries its credit note (`credit_note`).",
  getOrder: "One of the caller's orders (the purchase result pages poll it until the payment webhook has arrived).",
  cancelOrder: 'Cancels an unpaid order whose payment page the buyer left with "cancel": its checkout is expired at the payment provider and the order is cancelled at once.',
  downloadReceipt: "An order's receipt as a PDF, in `language` (default: the user's language).",
  downloadCreditNote:
    "The credit note of an order an administrator refunded, as a PDF, in `language` (default: the user's language); for whoever may download its receipt, 404 for an order without one.",
  listMyPaymentCards:
    "The caller's saved cards: brand, last 4 digits, expiry (and whether it has passed or is within 30 days), nickname and the domains that renew with each. Never a card number.",
  createPaymentCard:
    "Starts saving a card: answers the payment provider's page (`checkout_url`) where the cardholder enters it; nothing is charged. The provider's webhook adds the card. `team_id` must be null until teams exist.",
  getPaymentCard: "One of the caller's saved cards (404 for anyone else's).",
  updatePaymentCard: "Renames one of the caller's saved cards (the nickname, 1–50 characters).",
  deletePaymentCard: "Deletes one of the caller's saved cards and detaches it at the provider. Refused (409 `payment_card_in_use`) while a domain renews with it.",
  getSettings: 'The public settings: prices, days, link addresses per language.',
  getSettingsVideo: 'The address of the introduction video.',
  getAdminSettings: 'Administrators: every setting, including the error and receipt addresses and the seller on receipts.',
  updateAdminSettings:
    'Administrators: replaces the settings (every field, validated); applies at once and is logged with the old and new value of each changed field (`settings.changed`).',
  getAdminStatistics:
    "Administrators: per month (Atlantic/Faroe), the last `months` months (12 unless asked, at most 36): registrations, renewals, transfers in and out, revenue (net and VAT, øre) of the orders settled, and the active domains at the month's end; from counters the statistics consumer keeps per event.",
  listAdminOrders:
    'Administrators: orders placed in a period (days in Atlantic/Faroe), optionally of one status, newest first, a page at a time (`links.next` → `cursor`), with the totals (net, VAT, total, refunded) of every order the filter finds.',
  markAdminOrderPaid:
    'Administrators: marks a pending or declined order paid by hand, with a reason. Recorded as the payment a provider would report (once: a second call changes nothing), so the order registers or renews as a paid order does; logged as `order.marked-paid`.',
  refundAdminOrder:
    "Administrators: refunds what is left of a settled order's payment at the payment provider (by hand for an order paid by hand), with a reason; issues a credit note numbered in the receipts' sequence; logged as `order.refunded-by-admin`. Once per order.",
  downloadAdminReceipt: "Administrators: any order's kept receipt PDF (`language` fo or en).",
  downloadAdminCreditNote: "Administrators: an order's kept credit note PDF (`language` fo or en).",
  listAdminInvoices: 'Administrators: the receipts and credit notes issued in a period (days in Atlantic/Faroe), oldest first, a page at a time.',
  exportAdminInvoices:
    "Administrators: the period's receipts and credit notes as CSV for the accountant (UTF-8 with a byte-order mark, `;`-separated, amounts in kroner with a decimal comma).",
  searchAdminUsers:
    'Administrators: users whose name or e-mail address begins with `q` (case-insensitive; an index partition per first letter, never a scan), by the term matched, a page at a time.',
  getAdminUser: "Administrators: a user's profile, their domains, teams, latest orders and live sessions, and whether they are deactivated.",
  listUsers: 'Administrators: the users, at the path the spec names (§7); the same search and answer as `GET /admin/users`.',
  getUser: 'Administrators: a user, at the path the spec names (§7); the same answer as `GET /admin/users/{userId}`.',
  listAdminUserActivity: "Administrators: the activity about the user (subject `user:<id>`: their sign-ins and profile changes, and administrators' acts on them), newest first.",
  deactivateAdminUser:
    'Administrators: deactivates the user (not oneself): password and e-ID sign-in are refused with `account_deactivated` and every session ends. Logged with the administrator and the reason (`user.deactivated`).',
  activateAdminUser: 'Administrators: lets a deactivated user sign in again. Logged with the administrator and the reason (`user.activated`).',
  revokeAdminUserSession: "Administrators: ends one of the user's sessions. Logged with the administrator (`user.session-revoked`).",
  listAdminDomains:
    'Administrators: domains by the beginning of their name (`q`), or by state (`status`: active, expiring soon, expired, deleted, locked; all by expiry), from the indexes, a page at a time (`links.next` carries the cursor).',
  listAdminDomainActivity: "Administrators: a domain's change history (every actor), newest first.",
  getAdminDomain:
    "Administrators: our record of a domain beside the registry's `info` now (or why the registry did not answer), and when the expiry sync next and last looked at it.",
  getExpirySyncProgress: 'Administrators: the forced sync of every domain: running (synced of total), the last one finished, or none yet. The admin screen polls it.',
  listAdminActivity:
    'Administrators: the activity log, newest first, filtered by actor (a user id, or system, registry, job), subject (`domain:<id>`…), activity (an event name) and dates (`from`, `to`; a year back by default), 50 a page (`links.next` carries the cursor).',
  exportAdminActivity: 'Administrators: the same log as CSV (UTF-8), every entry the filters find up to 10 000.',
  listCountries: 'ISO 3166 countries with Faroese and English names and calling codes.',
  getOpenApiDocument: 'This API described as OpenAPI 3.1, generated from the routes declaration.',
  requestTransfer:
    "Transfer in: asks the registry to move a domain from another registrar with the holder's transfer code (`auth_code`) and answers the transfer, `requested`. A refusal is a 422 on its field (wrong code, not registered, locked, already under way, already ours). Idempotent per name: while the caller's transfer of the name waits, the same request answers it.",
  listTransfers: "The caller's transfers in, newest first, as saved.",
  getTransfer: "One of the caller's transfers (404 for anyone else's), brought up to date with the registry while it waits; an approved one names its domain.",
  cancelTransfer: 'Withdraws a waiting transfer at the registry. A cancelled one is answered as it is; one approved or rejected meanwhile is 409 `transfer_not_pending`.',
  getCurrentUser: 'The signed-in user, with verification flags and the unread notification count.',
  listMyActivity: "The signed-in user's own activity (sign-ins and changes), newest first, a page at a time.",
  updateCurrentUserLanguage: "Saves the user's interface language.",
  updateCurrentUser: 'Updates name and address. A national e-ID user may change only street, zip, city and country.',
  changeCurrentUserPassword: 'Changes the password (the current one is required) and revokes the other sessions.',
  deleteCurrentUser: 'Deletes the account; refused while the user owns domains or belongs to a team.',
  createUser: 'Creates the user for a first-time national e-ID sign-in (spec "User create").',
  listNotifications:
    "The caller's notifications, newest first, 10 a page (`page`, `per_page` up to 50); `data.links.next` is the next page's path or null. Each message is a key with parameters, rendered in the reader's language by the web.",
  markAllNotificationsRead: "Marks every unread notification of the caller read; the user's `unread_notifications_count` is 0 after.",
  markNotificationRead: "Marks one of the caller's notifications read (404 for anyone else's); one already read is answered as it is.",
  receivePaymentWebhook: "The payment provider's events (Stripe-Signature verified over the raw body, 5 minutes tolerance); each event id counts once.",
  receiveRegistryWebhook:
    "The registry's events (X-Registry-Signature: HMAC-SHA256 over timestamp and raw body, 5 minutes tolerance); queued and answered 202, applied once per event id.",
  listTeams: "The caller's teams, each with its members and whether the caller owns it.",
  createTeam: 'Creates a team with the caller as its first owner (name required, at least 2 characters; the other details optional).',
  getTeam: 'One of the caller’s teams with its members (404 for a team the caller is not in).',
  updateTeam: 'Owners change the name, vat_number, street, zip, city, attention and country (403 only_owners for members).',
  deleteTeam: 'Owners delete a team that has no domains (409 team_has_domains otherwise).',
  listTeamDomains: "The team's domains, for every member, searched, filtered, sorted and paged as `GET /domains`.",
  updateTeamMember: 'Owners make a member owner or not; the only owner stays owner (409 team_only_owner).',
  removeTeamMember: 'Owners remove a member; the team keeps a user and an owner (409 team_last_user, team_only_owner).',
  removeTeamMembers: 'Owners remove several members at once, by the same rules.',
  listTeamPaymentCards: "The team's saved cards, for every member (owners change them).",
  inviteTeamMember: "Owners invite an e-mail address (as owner or member); the invitation is e-mailed in the invitee's language and expires after 30 days.",
  getTeamInvite:
    'What the invitation page shows: the team’s name, who invited, as what and until when — to the user signed in with the invited address only, while it is open. Anyone else, and a withdrawn or expired invitation: 404 team_invite_invalid, naming nobody.',
  acceptTeamInvite:
    'The invited user (signed in with the invited address) joins the team; the owners are told. An unknown, withdrawn, expired or someone else’s invitation is 404.',
  withdrawTeamInvite: 'Owners withdraw an open invitation.',
  requestClaimCode:
    "Sends a 6-digit code to another e-mail address of the caller's (not their own: 422 claim_own_email), in the caller's language; the accounts' send limits apply (429). Answered alike whether domains are registered under it or not.",
  verifyClaimEmail:
    'The code sent to the address: right, the address is proven for the caller for an hour; wrong, used or expired 422 invalid_code; five wrong tries code_attempts_exhausted.',
  listClaimableDomains:
    "The domains registered under a proven address (its registrant e-mail) that the caller may claim: live, held by another user's account. 403 claim_email_not_proven without a valid proof.",
  claimDomains:
    "Claims the listed domains into the caller's archive (`team_id: null`) or a team the caller owns (404 for another team, 403 only_owners for a member's). Each moves in one transaction, recorded in its history; the previous owner is told and loses access, automatic renewal with their card stops, and their technical managers are removed. 409 domain_not_claimable (nothing moved) when one is not claimable.",
  listApiTokens:
    "The caller's own API tokens, newest first, whatever their state (revoked and expired ones until they are deleted 30 days on): scopes, domains, record patterns, address ranges, expiry, the last use and its address. Never a secret.",
  createApiToken:
    'Makes a personal API token (needs a fresh sign-in): scopes by area and access, all domains or chosen ones, optionally DNS record patterns and address ranges (CIDR), an expiry in days and a maximum unused period. The answer carries the secret (`okn_…`), once: only its SHA-256 is kept.',
  revokeApiToken: "Revokes one of the caller's API tokens: refused from its next request on (401 token_invalid).",
  listTeamApiTokens: "A team's API tokens (owners only: 403 only_owners for a member, 404 for anyone else). They belong to the team and stay when the member who made them leaves.",
  createTeamApiToken: "Makes an API token of the team's (owners only; needs a fresh sign-in): it reaches the team's domains. The secret is answered once.",
  revokeTeamApiToken: "Revokes one of the team's API tokens (owners only).",
  listWebhooks: "The caller's own webhook endpoints, newest first: URL, events, state and the last attempt. Never a secret.",
  createWebhook: 'Adds a webhook endpoint (needs a fresh sign-in): an https:// URL, a name and the events it wants. The answer carries its signing secret (`whsec_…`), once.',
  updateWebhook: 'Renames an endpoint, changes its events, or switches it on or off (also one switched off after 3 days of failures).',
  deleteWebhook: 'Deletes an endpoint and its deliveries; nothing more is sent to it.',
  rotateWebhookSecret: 'A new signing secret (needs a fresh sign-in), answered once; for 24 hours deliveries carry a signature with the previous one too.',
  sendTestWebhook: 'Sends a `webhook.test` event to the endpoint now and answers the attempt: its status, duration and error.',
  listWebhookDeliveries: "The endpoint's last 50 attempts, newest first: delivery id, type, attempt number, status, time, duration, error, the next retry.",
  redeliverWebhook: 'Sends a delivery again now, with the same id and body, and answers the attempt.',
  listTeamWebhooks: "A team's webhook endpoints (owners only: 403 only_owners for a member, 404 for anyone else).",
  createTeamWebhook: "Adds a webhook endpoint of the team's (owners only; needs a fresh sign-in): it hears of the team's domains and members. The secret is answered once.",
  updateTeamWebhook: "Renames, changes or switches one of the team's endpoints on or off (owners only).",
  deleteTeamWebhook: "Deletes one of the team's endpoints (owners only).",
  rotateTeamWebhookSecret: "A new signing secret for one of the team's endpoints (owners only; needs a fresh sign-in).",
  sendTestTeamWebhook: "Sends a test event to one of the team's endpoints (owners only).",
  listTeamWebhookDeliveries: "The last 50 attempts of one of the team's endpoints (owners only).",
  redeliverTeamWebhook: "Sends one of the team's deliveries again (owners only).",
};
