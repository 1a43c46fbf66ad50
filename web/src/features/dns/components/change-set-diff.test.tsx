import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DnsChangeSet, DnsRecord } from '#shared/schemas/dns.ts';
import { dnsRecord } from '#web/testing/dns-record.ts';
import { renderWithProviders } from '#web/testing/render.tsx';
import { ChangeSetDiff, changeCount } from './change-set-diff';

const record = (id: string, type: DnsRecord['type'], name: string, value: string, rdata = value) => dnsRecord('post.fo', id, type, name, value, { rdata });

const changes: DnsChangeSet = {
  added: [record('a', 'CNAME', 'selector1._domainkey', 'selector1-post-fo._domainkey.contoso.onmicrosoft.com.')],
  changed: [{ before: record('s', 'TXT', '@', 'v=spf1 -all', '"v=spf1 -all"'), after: record('s', 'TXT', '@', 'v=spf1 mx -all', '"v=spf1 mx -all"') }],
  removed: [],
  notes: [],
  warnings: ['mail'],
  applied: false,
  version: 3,
};

afterEach(cleanup);

describe('ChangeSetDiff', () => {
  it('shows the warning in words, what the caller adds, then each group that has records, as lines', () => {
    renderWithProviders(
      <ChangeSetDiff changes={changes} testId="x">
        <p data-testid="x-notes">Notes</p>
      </ChangeSetDiff>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('x-warning-mail').textContent).toContain('This changes where e-mail to the domain goes');
    expect(screen.getByTestId('x-added').textContent).toBe('To be added (1)+ selector1._domainkey.post.fo 3600 CNAME selector1-post-fo._domainkey.contoso.onmicrosoft.com.');
    expect(screen.getByTestId('x-changed').textContent).toBe('To be changed (1)~ post.fo 3600 TXT "v=spf1 -all" → 3600 "v=spf1 mx -all"');
    expect(screen.queryByTestId('x-removed')).toBeNull();
    // The caller's part sits between the warning and the records.
    const order = [...document.querySelectorAll('[data-testid]')].map((element) => element.getAttribute('data-testid'));
    expect(order).toEqual(['x-warning-mail', 'x-notes', 'x-added', 'x-changed']);
    expect(changeCount(changes)).toBe(2);
  });

  it('a zone import’s preview (no warnings) in Faroese', () => {
    renderWithProviders(<ChangeSetDiff changes={{ added: [], changed: [], removed: [record('m', 'MX', '@', 'mx.example.net.', '10 mx.example.net.')] }} testId="zone-import" />);
    expect(screen.getByTestId('zone-import-removed').textContent).toContain('Verða strikað (1)');
    expect(screen.getByTestId('zone-import-removed').textContent).toContain('− post.fo 3600 MX 10 mx.example.net.');
    expect(screen.queryByRole('paragraph', { name: /teldupostur/ })).toBeNull();
    expect(document.querySelectorAll('[data-testid^="zone-import-warning"]')).toHaveLength(0);
  });
});
