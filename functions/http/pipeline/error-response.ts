import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ErrorBody } from '#shared/errors.ts';
import { type ErrorTexts, validationMessage } from '#shared/i18n/messages.ts';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../../errors.ts';

/**
 * Every API answer is JSON about one caller: never cached, never sniffed, framed or rendered
 * as a page. (Set here rather than by a middleware: these few fixed headers are all an API
 * needs, and it keeps 5 KB out of every bundle.)
 */
export const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

/**
 * The one mapping from a thrown error to an answer: domain errors keep their code and status
 * with the message in the caller's language; anything else is a 500 with no detail. `texts` are
 * the messages the routes can answer with (a context's areas, `httpContextHandler`); a code
 * without one there (which tests/infra/error-messages.test.ts prevents) gets the generic message.
 */
export function errorResponse(error: unknown, locale: Locale, texts: ErrorTexts): APIGatewayProxyResultV2 & { statusCode: number } {
  const known = error instanceof DomainError ? error : new DomainError('internal', undefined, { cause: error });
  const body: ErrorBody = {
    error: {
      code: known.code,
      message: withParams(texts[locale][known.code] ?? texts[locale].internal ?? '', known.params),
      ...(known.fields ? { fields: Object.fromEntries(Object.entries(known.fields).map(([path, key]) => [path, validationMessage(locale, key)])) } : {}),
    },
  };
  // RFC 9110 §10.2.3: a refusal for too many requests says when to come back.
  const headers = known.retryAfterSeconds === undefined ? jsonHeaders : { ...jsonHeaders, 'retry-after': String(known.retryAfterSeconds) };
  return { statusCode: known.status, headers, body: JSON.stringify(body) };
}

/** A message's `{name}`s filled with the error's values (a refused token's missing scope). */
function withParams(message: string, params: Readonly<Record<string, string>> | undefined): string {
  return params ? message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : message;
}
