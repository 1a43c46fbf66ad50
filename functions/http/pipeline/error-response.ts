import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ErrorBody } from '../../../shared/errors.ts';
import { sharedMessages, validationMessage } from '../../../shared/i18n/messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { DomainError } from '../../errors.ts';

export const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The one mapping from a thrown error to an answer: domain errors keep their code and status
 * with the message in the caller's language; anything else is a 500 with no detail.
 */
export function errorResponse(error: unknown, locale: Locale): APIGatewayProxyResultV2 & { statusCode: number } {
  const known = error instanceof DomainError ? error : new DomainError('internal', undefined, { cause: error });
  const body: ErrorBody = {
    error: {
      code: known.code,
      message: sharedMessages[locale].errors[known.code],
      ...(known.fields ? { fields: Object.fromEntries(Object.entries(known.fields).map(([path, key]) => [path, validationMessage(locale, key)])) } : {}),
    },
  };
  return { statusCode: known.status, headers: jsonHeaders, body: JSON.stringify(body) };
}
