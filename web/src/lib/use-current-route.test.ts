import { describe, expect, it } from 'vitest';
import { matchRoute } from './use-current-route';

describe('matching a pathname to the route table', () => {
  it('answers a domain view with its id, the same answer again for the same pathname without matching anew, and each pathname its own', () => {
    const first = matchRoute('/domains/d-1');
    expect(first.route.name).toBe('domains-single');
    expect(first.params.domainId).toBe('d-1');
    expect(matchRoute('/domains/d-1')).toBe(first);

    const other = matchRoute('/domains/d-2');
    expect(other.params.domainId).toBe('d-2');
    expect(matchRoute('/').route.name).toBe('domains');
    expect(matchRoute('/no/such/page').route.name).toBe('404');
    expect(matchRoute('/domains/d-1')).toEqual(first);
  });
});
