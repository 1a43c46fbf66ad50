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
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/** The shape of every error body. `fields` maps a field path to its translated message. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
