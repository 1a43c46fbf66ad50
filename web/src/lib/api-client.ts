import { errorStatus, type ErrorCode } from '#shared/errors.ts';
import type { Locale } from '#shared/locales.ts';
import { getAccessToken } from './access-token';
import { getConfig } from './config';
import { getLocale } from './i18n';
import { askForStepUp } from './step-up';
import { ensureFreshToken } from './token-refresh';

/**
 * The one HTTP helper (spec §7): every request sends `Accept: application/json`, the current
 * locale as `Accept-Language`, a new `X-Correlation-Id` (the API logs it, repeats it and puts it
 * on every event the request causes, so an operator can follow one call through the consumers)
 * and the bearer token from local storage unless the caller set one. Success bodies are `{data}` and the helper returns `data`; errors become an `ApiError`
 * carrying the API's `{error:{code,message,fields}}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The code we assume when the body is not our error shape (a proxy's 502 page, for example). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation_failed';
  if (status === 503 || status === 502 || status === 504) return 'service_unavailable';
  if (status >= 400 && status < 500) return 'malformed_request';
  return 'internal';
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: () => string;
  locale: () => Locale;
  token: () => string | null;
  /** Runs before every request (the app's e-ID token refresh); it must not throw. */
  beforeRequest?: () => Promise<void>;
  /** A new correlation id per request; without one the API makes its own. */
  correlationId?: () => string | undefined;
  /**
   * A risky change answered 401 `step_up_required`: asks the person to sign in again (the app's
   * step-up modal). True: the same request is sent once more, and its answer is the caller's;
   * false (cancelled): the caller gets the refusal.
   */
  stepUp?: () => Promise<boolean>;
  fetch?: typeof fetch;
}

/** The header the API reads the browser's correlation id from (functions/invocation-context.ts). */
export const correlationIdHeader = 'X-Correlation-Id';

/** A random UUID where the browser offers one (secure contexts: HTTPS and localhost). */
export const newCorrelationId = (): string | undefined => globalThis.crypto?.randomUUID?.();

/** A binary answer (a receipt PDF): the body and the file name from `Content-Disposition`. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** `GET` of a file with the same headers and token; errors are still read as JSON. */
  getFile(path: string, options?: Omit<RequestOptions, 'body'> & { accept?: string }): Promise<ApiFile>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** `GET` answering the whole body, not only its `data`: a list whose `links.next` sits beside its `data` (the domain lists). */
  getWhole<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Replaces a whole setting of a domain (name servers, records, auto-renewal). */
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'object' && error !== null) {
      const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
      const validFields =
        typeof fields === 'object' && fields !== null
          ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
          : undefined;
      return new ApiError(status, isErrorCode(code) ? code : codeForStatus(status), typeof message === 'string' ? message : statusText, validFields);
    }
  }
  return new ApiError(status, codeForStatus(status), statusText || `HTTP ${status}`);
}

/** `attachment; filename="kvittan.pdf"` (or the RFC 5987 `filename*=UTF-8''…` form) → the name. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = async (method: HttpMethod, path: string, init: RequestOptions = {}, accept = 'application/json'): Promise<Response> => {
    if (options.beforeRequest) await options.beforeRequest();
    const headers: Record<string, string> = {
      Accept: accept,
      'Accept-Language': options.locale(),
      ...init.headers,
    };
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    const token = options.token();
    if (!hasAuthorization && token) headers.Authorization = `Bearer ${token}`;
    const correlationId = options.correlationId?.();
    if (correlationId) headers[correlationIdHeader] = correlationId;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const fetchImpl = options.fetch ?? fetch;
    try {
      return await fetchImpl(`${options.baseUrl()}${path}`, { method, headers, body, signal: init.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      // Status 0: the request never got an answer (offline, DNS, CORS).
      throw new ApiError(0, 'service_unavailable', cause instanceof Error ? cause.message : 'Network error');
    }
  };

  const request = async <T>(method: HttpMethod, path: string, init: RequestOptions = {}, steppedUp = false, whole = false): Promise<T> => {
    const response = await send(method, path, init);
    const parsed = await readJson(response);
    if (!response.ok) {
      const error = toApiError(response.status, parsed, response.statusText);
      // A fresh sign-in, then the change the person asked for, once: the calling form sees its answer.
      if (error.code === 'step_up_required' && !steppedUp && options.stepUp && (await options.stepUp())) return request<T>(method, path, init, true, whole);
      throw error;
    }
    if (parsed === undefined) return undefined as T;
    if (typeof parsed === 'object' && parsed !== null && 'data' in parsed) return whole ? (parsed as T) : (parsed as { data: T }).data;
    throw new ApiError(response.status, 'internal', 'The answer had no data');
  };
  const getFile = async (path: string, init: Omit<RequestOptions, 'body'> & { accept?: string } = {}): Promise<ApiFile> => {
    const { accept = 'application/octet-stream', ...rest } = init;
    const response = await send('GET', path, rest, `${accept}, application/json;q=0.5`);
    if (!response.ok) throw toApiError(response.status, await readJson(response), response.statusText);
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
  };

  return {
    request: (method, path, init) => request(method, path, init),
    getFile,
    get: (path, init) => request('GET', path, init),
    getWhole: (path, init) => request('GET', path, init, false, true),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    patch: (path, body, init) => request('PATCH', path, { ...init, body }),
    put: (path, body, init) => request('PUT', path, { ...init, body }),
    delete: (path, init) => request('DELETE', path, init),
  };
}

/**
 * The app's client: base from `/config.json`, locale from i18next, token from local storage,
 * and the e-ID token refreshed first when it is about to expire (spec §4).
 */
export const api = createApiClient({
  baseUrl: () => getConfig().apiBase,
  locale: getLocale,
  token: getAccessToken,
  beforeRequest: ensureFreshToken,
  correlationId: newCorrelationId,
  stepUp: askForStepUp,
});
