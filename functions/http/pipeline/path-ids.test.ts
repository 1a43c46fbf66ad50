import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { assertPathIdsCanExist } from './path-ids.ts';

const route = { path: '/domains/{domainId}/dnssec/ds-records/{dsId}' };
const uuid = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
const longestDsId = `65535-255-255-${'A'.repeat(128)}`;

function refusal(pathParameters: Record<string, string | undefined> | undefined): unknown {
  try {
    assertPathIdsCanExist(route, pathParameters);
    return null;
  } catch (error) {
    return error;
  }
}

describe('ids in the path', () => {
  it('lets through the ids the API hands out: UUIDs and DS record ids', () => {
    expect(refusal({ domainId: uuid, dsId: longestDsId })).toBeNull();
    expect(refusal({ domainId: 'unknown', dsId: '60485-5-1-2BB183AF5F22588179A53B0A98631FAD1A292118' })).toBeNull();
  });

  it.each([
    ['too long for any id', 'a'.repeat(201)],
    ['3000 characters', 'a'.repeat(3000)],
    ['a slash', 'a/b'],
    ['NUL', 'a\u0000b'],
    ['unicode', 'føroyar'],
    ['an emoji', '😀'],
    ['a percent sign', '%E0%A4%A'],
    ['empty', ''],
  ])('answers 404 not_found for an id with %s', (_, id) => {
    const error = refusal({ domainId: uuid, dsId: id });
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('not_found');
  });

  it('answers 404 when a declared parameter is missing', () => {
    expect((refusal({ domainId: uuid }) as DomainError).code).toBe('not_found');
    expect((refusal(undefined) as DomainError).code).toBe('not_found');
  });
});
