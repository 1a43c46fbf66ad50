import { describe, expect, it } from 'vitest';
import type { DnsRecordInput } from '#shared/schemas/dns.ts';
import type { StoredDnsRecord } from './model.ts';
import { changesTo } from './versions.ts';

const stored = (id: string, record: Partial<DnsRecordInput> & Pick<DnsRecordInput, 'type' | 'name' | 'value'>): StoredDnsRecord => ({
  id,
  record: { ttl: 3600, ...record } as DnsRecordInput,
  createdAt: '2026-12-06T10:00:00.000Z',
});

describe('a restore as a change set (changesTo)', () => {
  const www = stored('a', { type: 'A', name: 'www', value: '192.0.2.1' });
  const spf = stored('b', { type: 'TXT', name: '@', value: 'v=spf1 -all' });

  it('changes nothing when the records are as in the version', () => {
    expect(changesTo([www, spf], [{ ...www, id: 'other' }, spf])).toEqual([]);
  });

  it('adds what the version has, removes what it has not, and changes a TTL in place', () => {
    const mx = stored('c', { type: 'MX', name: '@', value: 'mail.example.fo', priority: 10 } as never);
    const slower = stored('x', { type: 'A', name: 'www', value: '192.0.2.1', ttl: 600 });
    expect(changesTo([www, spf], [slower, mx])).toEqual([
      { action: 'change', id: 'a', record: slower.record },
      { action: 'add', record: mx.record },
      { action: 'remove', id: 'b' },
    ]);
  });

  it('takes another text of a TXT record as one removed and one added (a record is known by its value)', () => {
    const other = stored('y', { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.example.net -all' });
    expect(changesTo([spf], [other])).toEqual([
      { action: 'add', record: other.record },
      { action: 'remove', id: 'b' },
    ]);
  });
});
