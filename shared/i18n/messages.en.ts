import { allErrors, type AreaErrors, type SharedMessages, type ValidationKey } from './message-keys.ts';

/** The errors and validation messages in English (see `./message-keys.ts`). */
/** What any route can answer: the pipeline's own refusals and the generic ones. */
export const commonErrorsEn = {
  malformed_request: 'The request could not be read.',
  unauthenticated: 'Please sign in first.',
  step_up_required: 'Please sign in again to confirm it is you before you change this.',
  forbidden: 'You do not have access to this.',
  not_found: 'We could not find what you were looking for.',
  route_not_found: '404: Page not found',
  method_not_allowed: 'This kind of request is not allowed here.',
  conflict: 'Someone else changed this at the same time. Please try again.',
  payload_too_large: 'The request is too large (at most 10 MB).',
  unsupported_media_type: 'Please send JSON.',
  validation_failed: 'Some fields are not filled in correctly.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  account_deactivated: 'This user has been deactivated. Please contact us if you think this is a mistake.',
  token_invalid: 'This API token is not valid: it is revoked or expired, has not been used for too long, or is not allowed from this address.',
  token_not_allowed: 'API tokens cannot be used for this. Sign in to the portal to do it.',
  token_scope: 'This API token does not have the scope {scope} for this request.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
  only_owners: 'Only owners can use this function',
  internal: 'Something went wrong. Please try again.',
  service_unavailable: 'The service is not available right now. Please try again later.',
} satisfies AreaErrors<'common'>;

/** Accounts: codes, reset links, e-mail addresses, the e-ID link, deleting a user. */
export const accountErrorsEn = {
  invalid_credentials: 'The e-mail or the password is wrong.',
  invalid_code: 'The code is wrong or has expired.',
  code_attempts_exhausted: 'Too many wrong tries. Please ask for a new code.',
  invalid_reset_link: 'This password reset link is no longer valid. Please ask for a new one.',
  authenticator_already_on: 'The authenticator app is already on.',
  authenticator_off: 'The authenticator app is not on.',
  authenticator_needs_password: 'Only users who sign in with a password can use an authenticator app.',
  email_taken: 'A user with this email address already exists.',
  eid_already_linked: 'This e-ID is already linked to another user.',
  user_owns_domains: 'You cannot delete your user while you own domains.',
  user_in_team: 'You cannot delete your user while you are a member of a team.',
  invalid_logout_token: 'The e-ID provider’s logout token is not valid.',
  passkey_challenge_used: 'This passkey request was already used. Please try again.',
  passkey_challenge_expired: 'This passkey request has expired (after 5 minutes). Please try again.',
  passkey_not_verified: 'We could not verify this passkey. Please try again.',
  passkey_unknown: 'This passkey is not registered to this user.',
} satisfies AreaErrors<'account'>;

/** The registry's answers about a domain. */
export const registryErrorsEn = {
  registry_unavailable: 'Failed to retrieve information from the registry. No connection to the registry; please try later.',
  domain_unavailable: 'The domain is not available.',
  domain_status_prohibits: 'The registry does not allow this change right now (the domain is locked or being transferred).',
  domain_not_at_registry: 'The registry no longer knows this domain. Please contact us.',
} satisfies AreaErrors<'registry'>;

/** Payments, orders, renewals and saved cards. */
export const paymentErrorsEn = {
  payment_failed: 'Payment failed.',
  payment_provider_unavailable: 'We could not reach the payment service. Please try again later.',
  renewal_limit_reached: "The domain can't be renewed, it has been renewed for the maximum allowed period (10 years from today).",
  renewal_transfer_away: "The domain can't be renewed here: it is being transferred to another registrar.",
  renewal_suspended: "The domain can't be renewed while the registry has suspended it.",
  renewal_past_redemption: "The domain can't be renewed: it expired more than 30 days ago.",
  auto_renewal_requirements: 'Automatic renewal needs a saved payment card and the terms accepted.',
  payment_card_in_use: 'A payment method cannot be deleted while other domains use it.',
  order_not_payable: 'Only an order waiting for its payment (pending or declined) can be marked paid.',
  order_not_refundable: 'Only a paid order whose domains were registered or renewed, and not refunded already, can be refunded.',
} satisfies AreaErrors<'payment'>;

/** Signed webhooks (the payment provider's and the registry's). */
export const webhookErrorsEn = {
  webhook_signature_invalid: 'The webhook signature is not valid.',
} satisfies AreaErrors<'webhook'>;

/** Transfers in. */
export const transferErrorsEn = {
  transfer_not_pending: 'The transfer is no longer waiting, so it cannot be cancelled. See its status.',
} satisfies AreaErrors<'transfer'>;

/** A domain's DNS records, zone file and forwarding. */
export const dnsErrorsEn = {
  dns_custom_name_servers: "We cannot show your DNS records because you are not using the product's name servers",
  forwarding_custom_name_servers: "We cannot show your forwarding because you are not using the product's name servers",
  dns_record_limit: 'A domain can have at most 100 DNS records.',
  zone_file_invalid: 'The zone file has errors. Correct the lines named and try again.',
  zone_import_too_large: 'The import changes too many records at once (at most 97). Import the zone file in parts.',
  dns_version_too_large: 'The records together are too large to keep as a version. Shorten long TXT records and try again.',
  forwarding_conflicts_with_records: 'The domain or www has A, AAAA or CNAME records. Delete them first, then the domain can be forwarded.',
  acme_txt_invalid: 'The challenge value must be 43 characters of base64url (an ACME DNS-01 challenge).',
  acme_subdomain_invalid: 'The subdomain must be the one your ACME credential gives (the domain’s id).',
  acme_name_invalid: 'The name must be a full DNS name under a .fo domain, such as _acme-challenge.example.fo.',
} satisfies AreaErrors<'dns'>;

/** Domain settings: name servers, DNSSEC, contacts, locks, transfer code. */
export const domainSettingsErrorsEn = {
  domain_locked: 'The domain is locked with the registration lock. Unlock it first.',
  domain_change_in_progress: 'Another change to this domain is being made right now. Try again in a moment.',
  portal_locked:
    'The domain is locked in the portal. Name servers, DNSSEC, contacts, the owner, the transfer lock and the transfer code cannot be changed until the lock is lifted.',
  portal_lock_own_request: 'You asked to lift the lock yourself. Another owner of the team must approve it from their own sign-in.',
  portal_lock_nothing_to_approve: 'There is no request to lift the lock to approve.',
  not_me_link_invalid:
    'This “This was not me” link is not valid, or its 14 days are over. If a change to your domain was not yours, sign in and put the domain under the portal lock, and contact us.',
  not_me_link_used: 'This “This was not me” link has been used already. The sessions were ended and the domain was locked then; nothing more was done now.',
  name_servers_not_answering: 'Some name servers did not answer for the domain. Do you want to save them anyway?',
  dnssec_requires_product_name_servers: 'DNSSEC can only be switched on here when the domain uses our name servers. With your own name servers, add DS records instead.',
  ds_records_require_custom_name_servers: 'DS records are only added by hand with your own name servers. With our name servers, switch DNSSEC on instead.',
  no_dnssec_bootstrap: 'No DNSSEC from your name servers’ CDS record is waiting for this domain, so there is nothing to refuse.',
} satisfies AreaErrors<'domainSettings'>;

/** Shared domains (technical managers). */
export const sharingErrorsEn = {
  already_shared: 'The domain is already shared with this email address, or an invitation to it is waiting.',
  domain_locked_users: 'Users cannot be removed while the domain is locked with the registration lock. Invitations can still be sent.',
  invitation_expired: 'This invitation has expired. Ask the owner of the domain for a new one.',
} satisfies AreaErrors<'sharing'>;

/** Teams. */
export const teamErrorsEn = {
  team_has_domains: 'A team can only be deleted when it has no domains.',
  team_only_owner: 'The only owner of the team cannot be removed or lose being owner. Make another member owner first.',
  team_last_user: 'A team must keep at least one user.',
  team_invite_invalid: 'Failed to accept the invitation. It may have expired or been withdrawn, or it was sent to another e-mail address than yours.',
  team_already_member: 'This person is already a member of the team.',
} satisfies AreaErrors<'team'>;

/** Claiming domains registered under another e-mail. */
export const claimErrorsEn = {
  claim_email_not_proven: 'Confirm that the e-mail address is yours first: ask for a code and enter it. A confirmation lasts one hour.',
  domain_not_claimable: 'The domain can no longer be claimed: it is not registered under this e-mail address any more, it has been deleted, or it is already yours.',
} satisfies AreaErrors<'claim'>;

/** Validation messages (`validation.<key>` in the schemas). */
export const validationEn = {
  required: 'This is a required field.',
  required_team: 'This is a required field.',
  must_be_number: 'This must be a number.',
  enter_number: 'Please enter a number.',
  min_one: 'The value must be at least 1.',
  max_one: 'The value must be at most 1.',
  invalid_url: 'Please enter a valid URL.',
  invalid_email: 'Please enter a valid email address',
  sharing_own_email: 'This is your own email address. Share the domain with someone else.',
  claim_own_email: 'This is your own e-mail address. Enter the other address the domains are registered under.',
  invalid_ipv4: 'Please enter a valid IPv4 address.',
  invalid_ipv6: 'Please enter a valid IPv6 address.',
  invalid_phone: 'Please enter a valid phone number',
  phone_code_required: 'Please choose a phone code',
  phone_min: 'The phone number must be at least 2 characters.',
  code_length: 'The code must be 6 characters',
  recovery_code_format: 'A recovery code has 10 letters and digits, like abcde-23456.',
  password_min: 'The password must be at least 12 characters long',
  password_letters_digits: 'The password must contain both letters and at least one number',
  password_common: 'This password is one of the most common ones and is easy to guess. Choose another one.',
  password_confirmation_letters_digits: 'The confirmation must contain both letters and at least one number',
  passwords_must_match: 'The passwords must be the same',
  min_two: 'At least 2 characters.',
  must_accept: 'You must accept to continue.',
  invalid_language: 'The language must be Faroese (fo) or English (en).',
  invalid_value: 'This value is not allowed.',
  too_long: 'This is too long.',
  api_tokens_max: 'You can have at most 50 API tokens. Revoke one you no longer use first.',
  api_token_scope_required: 'Choose at least one thing the token may do.',
  webhook_https_required: 'Enter an https:// address, e.g. https://example.com/hooks/okisnavn.',
  webhook_events_required: 'Choose at least one event to send.',
  webhooks_max: 'You can have at most 20 webhook endpoints. Delete one you no longer use first.',
  control_characters: 'This contains characters that are not allowed (control characters).',
  unknown_field: 'This field is not known.',
  invalid_type: 'This value has the wrong type.',
  current_password_wrong: 'The current password is wrong.',
  not_allowed_for_eid_user: 'This comes from your national e-ID and cannot be changed here.',
  domain_too_short: 'The name must be at least 2 characters.',
  domain_too_long: 'The name can be at most 63 characters.',
  domain_invalid_characters: 'The name can only contain the letters a–z, digits 0–9 and hyphens.',
  domain_hyphen_edge: 'The name cannot start or end with a hyphen.',
  domain_not_fo: 'We only register .fo names.',
  domain_idn: '.fo names cannot contain Faroese letters (á, í, ó, ú, ý, æ, ð, ø). Write, for example, ø as o or oe, æ as ae and ð as d.',
  too_many_domains: 'Up to 20 names at a time.',
  years_range: 'Choose a period from 1 to 10 years.',
  select_one_or_more: 'Select one or more domains.',
  select_users: 'Select one or more users.',
  team_field_max: 'At most 100 characters.',
  name_servers_count: 'Enter between 2 and 13 name servers.',
  host_name_invalid: 'Please enter a valid host name, e.g. ns1.example.net.',
  invalid_ip: 'Please enter a valid IPv4 or IPv6 address.',
  glue_required: 'A name server inside the domain itself needs its IP addresses.',
  glue_not_allowed: 'IP addresses are only given for name servers inside the domain itself.',
  name_server_duplicate: 'This name server is already in the list.',
  name_server_not_answering: 'This name server does not answer for the domain.',
  key_tag_range: 'The key tag must be a whole number from 0 to 65535.',
  dnssec_algorithm: 'Choose a DNSSEC algorithm.',
  digest_type: 'Choose a digest type: 1 (SHA-1), 2 (SHA-256) or 4 (SHA-384).',
  digest_length: 'The digest must be hexadecimal: 40 characters for SHA-1, 64 for SHA-256, 96 for SHA-384.',
  dnskey_flags: 'Flags must be 256 or 257.',
  dnskey_protocol: 'Protocol must be 3.',
  public_key_invalid: 'The public key must be base64 of the right length for the algorithm.',
  must_understand: 'Confirm that you understand what a DNSSEC change does.',
  ds_records_max: 'At most 8 DS records.',
  company_required: 'Enter the company name.',
  v_number_required: 'A Faroese company needs its V-number.',
  v_number_invalid: 'The V-number is 4 to 8 digits.',
  vat_number_invalid: 'Please enter a valid VAT number.',
  settings_days_invalid: 'Enter a whole number of days from 0 to 365.',
  settings_transfer_days_invalid: 'Enter a whole number of days from 1 to 60.',
  settings_ttl_invalid: 'Enter a whole number of seconds from 60 to 604800.',
  settings_price_invalid: 'Enter the price in øre as a whole number, 0 or more.',
  settings_vat_invalid: 'Enter a VAT rate from 0 to 100 per cent.',
  seller_v_tal_invalid: 'The V-tal is 6 digits.',
  seller_address_invalid: 'Enter 1 to 4 address lines.',
  admin_reason_required: 'Write the reason (3 to 500 characters).',
  admin_period_invalid: 'Enter the period as two dates (YYYY-MM-DD), the first not after the last, at most a year apart.',
  country_code_invalid: 'Choose a country.',
  transfer_code_format: 'The transfer code can be at most 64 characters on one line.',
  transfer_code_wrong: 'The transfer code is wrong. Ask the current holder for the right code.',
  transfer_domain_not_registered: 'This domain is not registered, so it cannot be transferred. You can register it instead.',
  transfer_domain_already_yours: 'This domain is already yours.',
  transfer_domain_already_here: 'This domain is already registered with us and cannot be transferred this way.',
  transfer_already_pending: 'A transfer of this domain is already under way.',
  transfer_domain_locked: 'The domain is locked against transfers. Ask the current holder to lift the transfer lock.',
  transfer_not_eligible: 'The registry does not allow this domain to be transferred right now.',
  profile_incomplete_transfer: 'Please fill in your address (street, postal code, city and country) on your user before transferring a domain to us.',
  idempotency_key_invalid: 'The request needs a valid Idempotency-Key header.',
  domain_unavailable: 'The domain is not available.',
  renewal_limit: "The domain can't be renewed, it has been renewed for the maximum allowed period (10 years from today).",
  // A bulk renewal names each domain it cannot renew now (issue 32).
  renewal_transfer_away: "Can't be renewed here: it is being transferred to another registrar.",
  renewal_suspended: "Can't be renewed while the registry has suspended it.",
  renewal_past_redemption: "Can't be renewed: it expired more than 30 days ago.",
  bulk_renewal_one_owner: 'Renew the domains of one owner at a time.',
  payment_card_required: 'Automatic renewal needs a saved payment card attached to the domain.',
  payment_card_expired: 'The card has expired.',
  card_name_max: 'At most 50 characters.',
  profile_incomplete: 'Please fill in your address (street, postal code, city and country) on your user before buying a domain.',
  dns_type: 'Choose a record type: A, AAAA, CNAME, MX, TXT, SRV, CAA or NS.',
  dns_name_invalid: 'The name may contain only the letters a–z, digits 0–9, hyphens and underscores, and * only first. Write @ alone for the domain itself.',
  dns_label_too_long: 'Each part of the name (between dots) can be at most 63 characters.',
  dns_name_too_long: 'The full name can be at most 255 characters.',
  dns_name_outside_domain: 'The name must be inside the domain.',
  dns_name_dots: 'A name cannot start with a dot or have two dots in a row. Write it as parts joined by single dots, e.g. mail.shop.',
  dns_name_trailing_dot: 'Leave out the dot at the end (write www), or write the full name with the domain and a dot at the end (www.example.fo.).',
  dns_name_repeats_domain: "The domain's name is added by itself: write only the part before it (www for www.example.fo), or @ for the domain itself.",
  dns_hostname_invalid: 'Enter a full host name, e.g. mail.example.fo, or @ for the domain itself.',
  dns_host_is_address: 'Enter a host name, not an IP address. Put the address in an A or AAAA record (e.g. for mail.example.fo) and enter that name here.',
  dns_ttl_range: 'The lifetime must be between 60 seconds and 604800 (a week). Leave it empty for 3600 (an hour).',
  dns_priority_range: 'The priority must be a number between 0 and 65535.',
  dns_port_range: 'The number must be between 0 and 65535.',
  dns_txt_too_long: 'The text can be at most 4000 characters.',
  dns_txt_invalid: 'The text cannot contain line breaks or control characters.',
  dns_srv_service: 'Enter the name of the service, e.g. sip or _sip.',
  dns_srv_protocol: 'Choose a protocol: tcp, udp or tls.',
  dns_srv_name: 'An SRV name must start with _service._protocol, e.g. _sip._tcp.',
  dns_caa_flags: 'The flags must be a number between 0 and 255 (usually 0).',
  dns_caa_tag: 'Choose issue, issuewild or iodef.',
  dns_caa_value: "Enter the certificate authority's domain, e.g. letsencrypt.org, or ; for none.",
  dns_caa_iodef: 'Enter a mailto: or https:// address.',
  dns_cname_at_apex: 'A CNAME cannot be on the domain itself (@). Use an A or AAAA record there, or put the CNAME on a name below it, e.g. www.',
  dns_cname_conflict: 'A CNAME must stand alone: this name already has other records. Delete them first, or use another name.',
  dns_cname_loop: 'A CNAME cannot point at its own name. Enter the name it should lead to.',
  dns_target_is_cname:
    'This name is a CNAME in your zone, and MX and SRV records cannot point at a CNAME. Enter the name the CNAME points to, or give this name an A or AAAA record instead.',
  dns_cname_is_target:
    'An MX or SRV record points at this name, and they cannot point at a CNAME. Give the name an A or AAAA record instead, or change the MX or SRV record first.',
  dns_ns_at_apex: "The domain's own name servers are ours. NS records are only for names below the domain.",
  dns_ns_conflict: 'A name with NS records (a delegated subdomain) cannot have other records.',
  dns_ttl_mismatch: 'Records with the same name and type must have the same lifetime.',
  dns_duplicate_record: 'This record already exists.',
  dns_forwarding_conflict: 'The domain and www are forwarded. Turn forwarding off first to have A, AAAA or CNAME records here.',
  dns_record_unknown: 'This record no longer exists. Reload the records and try again.',
  dns_record_twice: 'This record is changed twice in the same change. Change each record only once.',
  dns_change_action: 'Choose add, change or remove.',
  dns_change_set_too_large: 'One change can touch at most 97 records. Save it in parts.',
  dns_template_unknown: 'There is no such service to set up. Choose one from the list.',
  dns_template_format: 'This is not in the form the service gives. Copy it exactly as the service shows it (see the example).',
  dns_template_with_changes: 'Set up a service on its own: save your other changes separately.',
  zone_file_too_long: 'The zone file is too large (at most 200,000 characters).',
  zone_parentheses: 'The parentheses do not match.',
  zone_unterminated_string: 'A quotation mark is missing at the end of the text.',
  zone_syntax: 'This line cannot be read.',
  zone_directive_unsupported: '$INCLUDE and $GENERATE are not supported.',
  zone_class_unsupported: 'Only the class IN is supported.',
  zone_type_unsupported: 'This record type is not supported. We support A, AAAA, CNAME, MX, TXT, SRV, CAA and NS.',
  zone_type_number_unsupported:
    'This record type number is not supported. We support TYPE1 (A), TYPE2 (NS), TYPE5 (CNAME), TYPE15 (MX), TYPE16 (TXT), TYPE28 (AAAA), TYPE33 (SRV) and TYPE257 (CAA).',
  zone_generic_rdata: 'After \\# come the length of the data in octets and then the data in hexadecimal.',
  zone_generic_hex: 'The data after \\# must be hexadecimal, two digits for each octet.',
  zone_generic_length: 'The length after \\# does not match the data (two hexadecimal digits are one octet).',
  zone_generic_data_invalid: 'The data after \\# is not a valid record of this type.',
  forwarding_status: 'Choose 301 (permanent) or 302 (temporary).',
  forwarding_loop: 'The domain cannot forward to itself.',
} satisfies Record<ValidationKey, string>;

/** The whole catalogue, both sections: the web's. */
export const messagesEn: SharedMessages = {
  // Pure: a Lambda bundle that takes only some areas (shared/i18n/messages.ts) leaves the whole catalogue out.
  errors: /* @__PURE__ */ allErrors({
    common: commonErrorsEn,
    account: accountErrorsEn,
    registry: registryErrorsEn,
    payment: paymentErrorsEn,
    webhook: webhookErrorsEn,
    transfer: transferErrorsEn,
    dns: dnsErrorsEn,
    domainSettings: domainSettingsErrorsEn,
    sharing: sharingErrorsEn,
    team: teamErrorsEn,
    claim: claimErrorsEn,
  }),
  validation: validationEn,
};
