/**
 * Stable error codes the API answers with (`{error:{code,message}}`). The web translates the
 * code; the API writes the message in the request's language from the same catalogue.
 */
export const errorStatus = {
  malformed_request: 400,
  unauthenticated: 401,
  /** A risky change (a route declared `stepUp`) by a session whose holder last proved who they are over 5 minutes ago: sign in again, then retry. */
  step_up_required: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A body over HTTP API's 10 MB payload limit. */
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  /**
   * Request-login: the e-mail has no account or the password is wrong. One answer for both, so
   * it never tells whether an address has an account.
   */
  invalid_credentials: 422,
  /** A sign-in or verification code that is wrong, used or expired. */
  invalid_code: 422,
  /** Five wrong tries: the code is dead; ask for a new one. */
  code_attempts_exhausted: 422,
  /** A password-reset link that is unknown, used or expired. */
  invalid_reset_link: 422,
  /** Turning on an authenticator app that is on already (turn it off first). */
  authenticator_already_on: 409,
  /** Confirming, renewing the recovery codes of or turning off an authenticator app that is not on (or not set up). */
  authenticator_off: 409,
  /** Only a user who signs in with a password has a second factor to replace: an e-ID-only user has none. */
  authenticator_needs_password: 409,
  email_taken: 409,
  /** The e-ID identity is already linked to another user, or the user to another identity. */
  eid_already_linked: 409,
  user_owns_domains: 409,
  user_in_team: 409,
  rate_limited: 429,
  /** An administrator deactivated the user: no sign-in by password or e-ID, no session. */
  account_deactivated: 403,
  /** An API token that is revoked, expired, unused longer than its maximum, or used from outside its address ranges (issue 30). */
  token_invalid: 401,
  /** An API token on a route outside the public API (the account's own: password, e-mail, passkeys, tokens, deletion, sessions, …). */
  token_not_allowed: 403,
  /** An API token without the scope a public route needs, or for a domain or DNS record outside it (also a domain that does not exist): the message names the scope. */
  token_scope: 403,
  /** The registry did not answer (down, slow, or refused our session). */
  registry_unavailable: 503,
  /** The name is taken or reserved (registry 2302), found at checkout or at registration. */
  domain_unavailable: 409,
  payment_failed: 402,
  /** The payment provider did not answer. */
  payment_provider_unavailable: 503,
  /** A renewal would take the expiry beyond 10 years from today (spec §5). */
  renewal_limit_reached: 422,
  /** A renewal of a domain another registrar has asked to take over (a transfer away pending) or that has left: refused before any charge. */
  renewal_transfer_away: 422,
  /** A renewal of a domain the registry has suspended (serverHold or clientHold): refused before any charge. */
  renewal_suspended: 422,
  /** A renewal of a domain expired longer than its redemption period (30 days): it can no longer be renewed. */
  renewal_past_redemption: 422,
  /** Automatic renewal needs a saved payment card attached to the domain and the terms accepted. */
  auto_renewal_requirements: 422,
  /** Spec §5: a payment method cannot be deleted while other domains use it. */
  payment_card_in_use: 409,
  /** The same Idempotency-Key came with a different request body. */
  idempotency_key_reused: 422,
  /** A payment or registry webhook whose signature is missing, wrong or too old. */
  webhook_signature_invalid: 400,
  /** A back-channel logout without a valid, fresh, unseen `logout_token` of the e-ID provider. */
  invalid_logout_token: 400,
  /** A passkey ceremony whose challenge is unknown or was used already (each is single use): a replayed assertion too. */
  passkey_challenge_used: 409,
  /** A passkey ceremony's challenge older than 5 minutes. */
  passkey_challenge_expired: 422,
  /** A passkey answer that does not verify: another origin or site, no user verification, a bad signature, a counter gone back. */
  passkey_not_verified: 422,
  /** A passkey this account (or, signing in, the portal) does not know. */
  passkey_unknown: 422,
  /** A transfer in that is no longer waiting (approved, rejected or cancelled meanwhile) cannot be cancelled. */
  transfer_not_pending: 409,
  /** DNS records and the zone file exist only on the product's name servers (spec §8). */
  dns_custom_name_servers: 409,
  /** Forwarding is served by the product's name servers too (spec §8, "same for forwarding"). */
  forwarding_custom_name_servers: 409,
  dns_record_limit: 422,
  /** A zone file to import has errors; `fields` names them as `zone_file.<line>`. */
  zone_file_invalid: 422,
  /** An import whose changes would not fit one transaction. */
  zone_import_too_large: 422,
  /** The records together are too large to keep as a version (docs/decisions/dns-versions.md). */
  dns_version_too_large: 422,
  /** Forwarding needs the domain and www free of A, AAAA and CNAME records. */
  forwarding_conflicts_with_records: 409,
  /** An ACME challenge's value (acme-dns's `txt`, httpreq's `value`) that is not 43 characters of base64url. */
  acme_txt_invalid: 400,
  /** acme-dns's `subdomain` that is not a domain's id as the credential gives it. */
  acme_subdomain_invalid: 400,
  /** httpreq's `fqdn` that is not a DNS name under a `.fo` domain. */
  acme_name_invalid: 400,
  // domain settings: name servers, DNSSEC, contacts, locks, transfer code
  /** The registration lock is on: changes at the registry wait until it is unlocked. */
  domain_locked: 409,
  /** Another change to the domain is being made at the registry right now: try again in a moment. */
  domain_change_in_progress: 409,
  /** The portal's own lock is on (docs/decisions/domain-portal-lock.md): name servers, DNSSEC, contacts, owner, transfer lock and code stay as they are. */
  portal_locked: 423,
  /** The team owner who asked to lift the portal lock cannot approve it: a second owner does, from their own sign-in. */
  portal_lock_own_request: 403,
  /** There is no request to lift the portal lock to approve (or the domain is personal: its lock lifts after the wait). */
  portal_lock_nothing_to_approve: 409,
  /** A "This was not me" link that is unknown or past its 14 days (docs/decisions/this-was-not-me.md). */
  not_me_link_invalid: 410,
  /** A "This was not me" link used before: it works once; the sessions ended and the lock went on then. */
  not_me_link_used: 409,
  /** The registry refuses the change because of a status of its own (a transfer under way, a server lock). */
  domain_status_prohibits: 409,
  /** The registry does not know the domain any more (deleted there, or gone before our copy heard of it): nothing to read or change. */
  domain_not_at_registry: 409,
  /** Spec §6: "Only owners can use this function". */
  only_owners: 403,
  /** Some custom name servers did not answer for the domain; `fields` names them. Send `confirm: true` to save anyway. */
  name_servers_not_answering: 409,
  /** Signing by the product is for the product's name servers; with custom ones the user adds DS records. */
  dnssec_requires_product_name_servers: 409,
  /** DS records are added by hand only with custom name servers; the product's signing publishes its own. */
  ds_records_require_custom_name_servers: 409,
  /** Refusing a DNSSEC bootstrap from the name servers' CDS when none waits (taken already, or none seen). */
  no_dnssec_bootstrap: 409,
  // shared domains (technical managers)
  /** The domain is shared with that address already (or waits for it to accept). */
  already_shared: 409,
  /** Spec §5: users cannot be removed from a domain while it is locked; invitations can still be sent. */
  domain_locked_users: 409,
  /** A domain invitation accepted after its 30 days. */
  invitation_expired: 410,

  // teams (spec §5 deletion rules)
  /** A team is deleted only when it has no domains. */
  team_has_domains: 409,
  /** The only owner of a team cannot be removed or made a plain member. */
  team_only_owner: 409,
  /** A team keeps at least one user. */
  team_last_user: 409,
  /** An invitation that is unknown, withdrawn, expired or sent to another address (spec §8 "Failed to accept the invitation"). */
  team_invite_invalid: 404,
  /** The address invited is already a member. */
  team_already_member: 409,

  // claiming domains registered under another e-mail (issue 16)
  /** The address was not proven with its code by the caller, or the proof is over an hour old. */
  claim_email_not_proven: 403,
  /** The domain is not (any more) registered under the proven address, or is gone, or is the caller's already. */
  domain_not_claimable: 409,
  // the administration area: orders
  /** Only an order waiting for its payment (pending or declined) can be marked paid. */
  order_not_payable: 409,
  /** Only a settled order with money kept (its names registered or renewed) can be refunded. */
  order_not_refundable: 409,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/** The shape of every error body. `fields` maps a field path to its translated message. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
