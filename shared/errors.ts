/**
 * Stable error codes the API answers with (`{error:{code,message}}`). The web translates the
 * code; the API writes the message in the request's language from the same catalogue.
 */
export const errorStatus = {
  malformed_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  unsupported_media_type: 415,
  validation_failed: 422,
  /** A sign-in or verification code that is wrong, used or expired. */
  invalid_code: 422,
  /** Five wrong tries: the code is dead; ask for a new one. */
  code_attempts_exhausted: 422,
  /** A password-reset link that is unknown, used or expired. */
  invalid_reset_link: 422,
  email_taken: 409,
  /** The e-ID identity is already linked to another user, or the user to another identity. */
  eid_already_linked: 409,
  user_owns_domains: 409,
  user_in_team: 409,
  rate_limited: 429,
  /** The registry did not answer (down, slow, or refused our session). */
  registry_unavailable: 503,
  /** The name is taken or reserved (registry 2302), found at checkout or at registration. */
  domain_unavailable: 409,
  payment_failed: 402,
  /** The payment provider did not answer. */
  payment_provider_unavailable: 503,
  /** The same Idempotency-Key came with a different request body. */
  idempotency_key_reused: 422,
  /** A payment or registry webhook whose signature is missing, wrong or too old. */
  webhook_signature_invalid: 400,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/** The shape of every error body. `fields` maps a field path to its translated message. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
