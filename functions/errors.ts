import { type ErrorCode, errorStatus } from '#shared/errors.ts';

/**
 * A failure the user can understand: a stable code (translated by the web and by the error
 * middleware), the HTTP status that goes with it, and per-field message keys for forms.
 */
export class DomainError extends Error {
  readonly status: number;
  /** For `rate_limited`: seconds until the caller may try again (the answer's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** Values the message names (`{scope}` in `token_scope`'s texts). */
  readonly params: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly code: ErrorCode,
    /** Field path → validation message key (`validation.<key>`), for 422 answers. */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; retryAfterSeconds?: number; params?: Record<string, string> },
  ) {
    super(code, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.status = errorStatus[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.params = options?.params;
  }
}
