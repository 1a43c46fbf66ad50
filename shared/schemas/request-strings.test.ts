import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { routes } from '../api/index.ts';
import { requestStrings } from './request-strings.ts';

describe('the strings a request can carry', () => {
  it('each have a maximum length, in every route’s body, query and headers', () => {
    const unbounded = routes.flatMap((route) =>
      requestStrings(route)
        .filter((field) => field.maxLength === undefined)
        .map((field) => `${route.id} ${field.part} ${field.path.join('.') || '(the whole)'}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('are found where they sit: nested, in arrays, in a discriminated union with its tag, nullable', () => {
    const route = {
      id: 'example',
      method: 'POST',
      path: '/example',
      context: 'users',
      auth: 'public',
      request: {
        body: z.strictObject({
          name: z.string().max(10),
          note: z.string().nullable().optional(),
          kind: z.enum(['a', 'b']),
          list: z.array(z.object({ street: z.string().max(20) })),
          record: z.discriminatedUnion('type', [z.object({ type: z.literal('A'), value: z.string().max(5) }), z.object({ type: z.literal('B'), other: z.uuid() })]),
        }),
        query: z.object({ q: z.string() }),
      },
      response: { status: 200, schema: null },
    } as const;
    const found = requestStrings(route).map((field) => ({ part: field.part, path: field.path.join('.'), max: field.maxLength, holding: field.holding('x') }));
    expect(found).toEqual([
      { part: 'body', path: 'name', max: 10, holding: { name: 'x' } },
      { part: 'body', path: 'note', max: undefined, holding: { note: 'x' } },
      { part: 'body', path: 'list.0.street', max: 20, holding: { list: [{ street: 'x' }] } },
      { part: 'body', path: 'record.value', max: 5, holding: { record: { type: 'A', value: 'x' } } },
      { part: 'body', path: 'record.other', max: Number.POSITIVE_INFINITY, holding: { record: { type: 'B', other: 'x' } } },
      { part: 'query', path: 'q', max: undefined, holding: { q: 'x' } },
    ]);
  });
});
