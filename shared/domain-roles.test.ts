import { describe, expect, it } from 'vitest';
import { bulkDomainActions, roleMayBulk } from './domain-roles.ts';

describe('roleMayBulk', () => {
  it('lets the owner do every bulk action', () => {
    expect(bulkDomainActions.filter((action) => roleMayBulk('owner', action))).toEqual([...bulkDomainActions]);
  });

  it('lets a technical manager set the name servers only: not renew, automatic renewal or the transfer lock', () => {
    expect(bulkDomainActions.filter((action) => roleMayBulk('technical_manager', action))).toEqual(['name_servers']);
  });
});
