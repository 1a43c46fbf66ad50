import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { DomainError } from '../../errors.ts';

/** Zod issues → field path → validation message key. The key is translated when answering. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'validation.unknown_field';
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[path] ??= messageKeyOf(issue);
  }
  return fields;
}

function messageKeyOf(issue: z.core.$ZodIssue): string {
  // A missing field is "required", whatever the schema's own message says.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) return 'validation.required';
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type') return 'validation.invalid_type';
  return 'validation.invalid_value';
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new DomainError('validation_failed', fieldErrors(result.error.issues));
  return result.data;
}

/** Reads a JSON body: 415 when it is not JSON, 400 when it cannot be parsed. */
export function jsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = event.headers['content-type'] ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) throw new DomainError('unsupported_media_type');
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DomainError('malformed_request', undefined, { cause: error });
  }
}
