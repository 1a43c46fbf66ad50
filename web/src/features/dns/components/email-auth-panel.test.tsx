import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DnsChangeSet, DnsRecord } from '#shared/schemas/dns.ts';
import { dnsRecord } from '#web/testing/dns-record.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { signedInPanelTests } from '#web/testing/signed-in-panel.ts';
import { EmailAuthPanel } from './email-auth-panel';

const domain = 'post.fo';
const record = (id: string, type: DnsRecord['type'], name: string, value: string, extra: Partial<DnsRecord> = {}) => dnsRecord(domain, id, type, name, value, extra);

/** Two SPF records (one with +all) and a DMARC record without a report address. */
const records = [
  record('mx', 'MX', '@', 'mx.example.net.', { priority: 10, rdata: '10 mx.example.net.' }),
  record('spf1', 'TXT', '@', 'v=spf1 mx +all'),
  record('spf2', 'TXT', '@', 'v=spf1 include:x.example.net -all'),
  record('dmarc', 'TXT', '_dmarc', 'v=DMARC1; p=none'),
];

const answer = (applied: boolean): DnsChangeSet => ({
  added: [],
  changed: [{ before: records[1]!, after: { ...records[1]!, value: 'v=spf1 mx include:x.example.net include:_spf.google.com ~all', rdata: '"v=spf1 …"' } }],
  removed: [records[2]!],
  notes: [],
  warnings: ['mail'],
  applied,
  version: applied ? 8 : 7,
});

function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { apply?: boolean }) : undefined;
    sent.push({ method: init.method ?? 'GET', url: String(input), body });
    return jsonResponse(200, { data: answer(body?.apply === true) });
  });
  return sent;
}

signedInPanelTests();
// jsdom lays nothing out: the preview is scrolled to in a browser (the journey).
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('E-mail authentication on the DNS tab', () => {
  it('says what is wrong, builds one SPF record with Google Workspace, shows the diff and saves it on the version previewed', async () => {
    const sent = serve();
    renderWithProviders(<EmailAuthPanel domainId="d1" records={records} />);
    expect(screen.getByTestId('email-auth-finding-spf_several').textContent).toContain('Økisnavnið hevur 2 SPF-postar');
    expect(screen.getByTestId('email-auth-finding-spf_plus_all').textContent).toContain('+all');
    expect(screen.getByTestId('email-auth-finding-dmarc_without_rua').textContent).toContain('ongan frágreiðingarbústað (rua)');
    expect(screen.queryByTestId('email-auth-finding-dmarc_missing')).toBeNull();

    fireEvent.click(screen.getByLabelText('Google Workspace'));
    expect(screen.getByTestId('email-auth-finding-dkim-google').textContent).toContain('Ongin DKIM-lykil fyri Google Workspace');
    // Microsoft 365's DKIM is its template's: the finding says where, not to paste a key.
    fireEvent.click(screen.getByLabelText('Microsoft 365'));
    expect(screen.getByTestId('email-auth-finding-dkim-microsoft').textContent).toBe(
      'Ongir DKIM-postar fyri Microsoft 365: posturin haðani er ikki undirskrivaður fyri økisnavnið. Set teir upp við skapinum undir „Set eina tænastu upp“.',
    );
    fireEvent.click(screen.getByLabelText('Microsoft 365'));
    expect(screen.getByTestId('email-auth-spf-result').textContent).toContain('v=spf1 mx include:x.example.net include:_spf.google.com ~all');
    expect(screen.getByTestId('email-auth-lookups').textContent).toBe('DNS-uppsláttir: 3 av í mesta lagi 10.');
    expect(screen.getByTestId('email-auth-spf-result').textContent).toContain('x.example.net, _spf.google.com');

    fireEvent.click(screen.getByRole('button', { name: 'Vís SPF-broytingarnar' }));
    await screen.findByTestId('email-auth-preview');
    expect(screen.getByTestId('email-auth-warning-mail').textContent).toContain('teldupostur');
    expect(screen.getByTestId('email-auth-removed').textContent).toContain('v=spf1 include:x.example.net -all');
    const changes = [
      { action: 'change', id: 'spf1', record: { type: 'TXT', name: '@', value: 'v=spf1 mx include:x.example.net include:_spf.google.com ~all', ttl: 3600 } },
      { action: 'remove', id: 'spf2' },
    ];
    expect(sent).toEqual([{ method: 'POST', url: '/api/domains/d1/dns-change-sets', body: { changes, source: 'email-authentication', apply: false } }]);

    fireEvent.click(screen.getByTestId('email-auth-apply'));
    await waitFor(() =>
      expect(sent[1]).toEqual({ method: 'POST', url: '/api/domains/d1/dns-change-sets', body: { changes, source: 'email-authentication', apply: true, version: 7 } }),
    );
    // Saved: the preview closes (the toast is the app's, not this panel's).
    await waitFor(() => expect(screen.queryByTestId('email-auth-preview')).toBeNull());
  });

  it('counts more than 10 lookups in red words, and refuses a wrong include, DKIM key and report address at their fields without asking the API', async () => {
    const sent = serve();
    renderWithProviders(<EmailAuthPanel domainId="d1" records={records} />, { locale: 'en' });
    fireEvent.input(screen.getByLabelText('Other include'), { target: { value: Array.from({ length: 9 }, (_, index) => `s${index}.example.net`).join(' ') } });
    expect(screen.getByTestId('email-auth-lookups').textContent).toBe('DNS lookups: 11, more than 10: mail servers will refuse the record. Choose fewer services.');

    fireEvent.input(screen.getByLabelText('Other include'), { target: { value: 'not a host!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the SPF changes' }));
    expect(await screen.findByText('Enter a full host name, e.g. mail.example.fo, or @ for the domain itself.')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Selector'), { target: { value: 'google' } });
    fireEvent.input(screen.getByLabelText('Key (the TXT value)'), { target: { value: 'v=DKIM1; k=rsa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the DKIM changes' }));
    expect(await screen.findByText(/This is not in the form the service gives/)).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Report address'), { target: { value: 'reports' } });
    fireEvent.click(screen.getByTestId('email-auth-dmarc-step'));
    expect(screen.getByTestId('email-auth-dmarc-step').textContent).toBe('Move to p=quarantine');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
