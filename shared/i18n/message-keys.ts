import type { ErrorCode } from '../errors.ts';

/**
 * Texts the API and the web share: error codes and validation messages. Zod schemas in
 * `shared/schemas` carry the keys of `validation` as their messages, so the API and the forms
 * show the same words. The texts are a module per language, `./messages.fo.ts` and
 * `./messages.en.ts` (both typed by `SharedMessages`), so the web loads only the reader's
 * (web/src/lib/i18n.ts); the functions take both from `./messages.ts`.
 */
export interface SharedMessages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
}

/**
 * The error codes by area, so that each Lambda bundle carries only the messages its routes can
 * answer with: the catalogues keep each area as a const of its own (`dnsErrorsFo`, `dnsErrorsEn`),
 * and a context's handler names the areas beyond `common` it answers from
 * (functions/http/pipeline/context-handler.ts). tests/infra/error-messages.test.ts fails when a
 * bundle can answer a code whose messages it lacks.
 */
export const errorAreas = {
  common: [
    'malformed_request',
    'unauthenticated',
    'forbidden',
    'not_found',
    'route_not_found',
    'method_not_allowed',
    'conflict',
    'payload_too_large',
    'unsupported_media_type',
    'validation_failed',
    'rate_limited',
    'account_deactivated',
    'only_owners',
    'internal',
    'service_unavailable',
  ],
  account: ['invalid_code', 'code_attempts_exhausted', 'invalid_reset_link', 'email_taken', 'eid_already_linked', 'user_owns_domains', 'user_in_team', 'invalid_logout_token'],
  registry: ['registry_unavailable', 'domain_unavailable', 'domain_status_prohibits'],
  payment: [
    'payment_failed',
    'payment_provider_unavailable',
    'renewal_limit_reached',
    'renewal_transfer_away',
    'renewal_suspended',
    'renewal_past_redemption',
    'auto_renewal_requirements',
    'payment_card_in_use',
    'idempotency_key_reused',
    'order_not_payable',
    'order_not_refundable',
  ],
  webhook: ['webhook_signature_invalid'],
  transfer: ['transfer_not_pending'],
  dns: ['dns_custom_name_servers', 'forwarding_custom_name_servers', 'dns_record_limit', 'zone_file_invalid', 'zone_import_too_large', 'forwarding_conflicts_with_records'],
  domainSettings: ['domain_locked', 'domain_change_in_progress', 'name_servers_not_answering', 'dnssec_requires_product_name_servers', 'ds_records_require_custom_name_servers'],
  sharing: ['already_shared', 'domain_locked_users', 'invitation_expired'],
  team: ['team_has_domains', 'team_only_owner', 'team_last_user', 'team_invite_invalid', 'team_already_member'],
  claim: ['claim_email_not_proven', 'domain_not_claimable'],
} as const satisfies Record<string, readonly ErrorCode[]>;

export type ErrorArea = keyof typeof errorAreas;
/** One area's messages in one language: exactly its codes. */
export type AreaErrors<A extends ErrorArea> = Record<(typeof errorAreas)[A][number], string>;
type Assert<T extends true> = T;
/** Every error code is in an area (else this fails to type-check). */
export type EveryCodeHasAnArea = Assert<[Exclude<ErrorCode, (typeof errorAreas)[ErrorArea][number]>] extends [never] ? true : false>;

/** One language's whole `errors` section from all its areas. */
export function allErrors(areas: { [A in ErrorArea]: AreaErrors<A> }): Record<ErrorCode, string> {
  return Object.assign({}, ...Object.values(areas)) as Record<ErrorCode, string>;
}

export const validationKeys = [
  'required',
  'required_team',
  'must_be_number',
  'enter_number',
  'min_one',
  'max_one',
  'invalid_url',
  'invalid_email',
  'sharing_own_email',
  'claim_own_email',
  'invalid_ipv4',
  'invalid_ipv6',
  'invalid_phone',
  'phone_code_required',
  'phone_min',
  'code_length',
  'password_min_login',
  'password_min',
  'password_letters_digits',
  'password_confirmation_letters_digits',
  'passwords_must_match',
  'min_two',
  'must_accept',
  'invalid_language',
  'invalid_value',
  'unknown_field',
  'invalid_type',
  'current_password_wrong',
  'not_allowed_for_eid_user',
  'domain_too_short',
  'domain_too_long',
  'domain_invalid_characters',
  'domain_hyphen_edge',
  'domain_not_fo',
  'domain_idn',
  'too_many_domains',
  'years_range',
  'select_one_or_more',
  'select_users',
  'team_field_max',
  'name_servers_count',
  'host_name_invalid',
  'invalid_ip',
  'glue_required',
  'glue_not_allowed',
  'name_server_duplicate',
  'name_server_not_answering',
  'key_tag_range',
  'dnssec_algorithm',
  'digest_type',
  'digest_length',
  'dnskey_flags',
  'dnskey_protocol',
  'public_key_invalid',
  'must_understand',
  'ds_records_max',
  'company_required',
  'v_number_required',
  'v_number_invalid',
  'vat_number_invalid',
  'settings_days_invalid',
  'settings_transfer_days_invalid',
  'settings_ttl_invalid',
  'settings_price_invalid',
  'settings_vat_invalid',
  'seller_v_tal_invalid',
  'seller_address_invalid',
  'admin_reason_required',
  'admin_period_invalid',
  'country_code_invalid',
  'transfer_code_format',
  'transfer_code_wrong',
  'transfer_domain_not_registered',
  'transfer_domain_already_yours',
  'transfer_domain_already_here',
  'transfer_already_pending',
  'transfer_domain_locked',
  'transfer_not_eligible',
  'profile_incomplete_transfer',
  'idempotency_key_invalid',
  'domain_unavailable',
  'profile_incomplete',
  'renewal_limit',
  'payment_card_required',
  'payment_card_expired',
  'card_name_max',
  'dns_type',
  'dns_name_invalid',
  'dns_label_too_long',
  'dns_name_too_long',
  'dns_name_outside_domain',
  'dns_hostname_invalid',
  'dns_ttl_range',
  'dns_priority_range',
  'dns_port_range',
  'dns_txt_too_long',
  'dns_txt_invalid',
  'dns_srv_service',
  'dns_srv_protocol',
  'dns_srv_name',
  'dns_caa_flags',
  'dns_caa_tag',
  'dns_caa_value',
  'dns_caa_iodef',
  'dns_cname_at_apex',
  'dns_cname_conflict',
  'dns_ns_at_apex',
  'dns_ns_conflict',
  'dns_ttl_mismatch',
  'dns_duplicate_record',
  'dns_forwarding_conflict',
  'zone_file_too_long',
  'zone_parentheses',
  'zone_unterminated_string',
  'zone_syntax',
  'zone_directive_unsupported',
  'zone_class_unsupported',
  'zone_type_unsupported',
  'zone_type_number_unsupported',
  'zone_generic_rdata',
  'zone_generic_hex',
  'zone_generic_length',
  'zone_generic_data_invalid',
  'forwarding_status',
  'forwarding_loop',
] as const;
export type ValidationKey = (typeof validationKeys)[number];
