import { describe, expect, it } from 'vitest';
import { recordChange, recordSummary, summaryValueMaxLength } from './record-changes.ts';

describe('record changes', () => {
  it('shows a record as the editor and a zone file write it, without the trailing dot of a name', () => {
    expect(recordSummary({ type: 'MX', name: '@', priority: 10, value: 'mail.a.fo', ttl: 3600 })).toEqual({ type: 'MX', name: '@', value: '10 mail.a.fo', ttl: 3600 });
    expect(recordSummary({ type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 10, weight: 5, port: 5060, value: 'sip.a.fo', ttl: 300 })).toEqual({
      type: 'SRV',
      name: '_sip._tcp',
      value: '10 5 5060 sip.a.fo',
      ttl: 300,
    });
  });

  it('cuts a long value so the event stays small', () => {
    const summary = recordSummary({ type: 'TXT', name: '@', value: 'x'.repeat(1000), ttl: 3600 });
    expect(summary.value.length).toBe(summaryValueMaxLength);
    expect(summary.value.endsWith('…')).toBe(true);
  });

  it('is added with no before, removed with no after, changed with both', () => {
    const a = { type: 'A' as const, name: 'www', value: '192.0.2.1', ttl: 3600 };
    expect(recordChange(null, a)).toEqual({ before: null, after: { type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 } });
    expect(recordChange(a, null)).toEqual({ before: { type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 }, after: null });
    expect(recordChange(a, { ...a, value: '192.0.2.2' }).after?.value).toBe('192.0.2.2');
  });
});
