import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntryView } from '#shared/schemas/activity.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { ActivityList } from './activity-list';

const change = (index: number): ActivityEntryView => ({
  id: `event-${index}`,
  occurred_at: new Date(Date.UTC(2026, 4, 4, 10, 59 - index)).toISOString(),
  activity: 'dns.records-changed',
  actor: { kind: 'user', name: 'Jógvan' },
  subject: { kind: 'domain', id: 'd1', name: 'jogvan.fo' },
  details: { source: 'editor' },
  changes: [
    { what: 'dns_record', before: { type: 'MX', name: '@', value: `${index} mail.a.fo`, ttl: 3600 }, after: { type: 'MX', name: '@', value: `${index + 1} mail.b.fo`, ttl: 3600 } },
  ],
});

/** The domain's history: 12 entries, 10 a page. */
function serve(entries: ActivityEntryView[]) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    sent.push(`${url.pathname}${url.search}`);
    if (url.pathname !== '/api/domains/d1/activity') return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const page = Number(url.searchParams.get('page'));
    const data = entries.slice((page - 1) * 10, page * 10);
    return jsonResponse(200, { data: { data, links: { next: entries.length > page * 10 ? `/api/domains/d1/activity?page=${page + 1}&per_page=10` : null } } });
  });
  return sent;
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ActivityList', () => {
  it('lists a page newest first in sentences, then the next one on "show more", and no more after the last', async () => {
    const sent = serve(Array.from({ length: 12 }, (_, index) => change(index)));
    renderWithProviders(<ActivityList source={{ domainId: 'd1' }} caption="Søga" />);
    const table = await screen.findByTestId('activity-list');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Jógvan broytti MX-postin 0 mail.a.fo → 1 mail.b.fo');
    fireEvent.click(screen.getByRole('button', { name: 'Vís fleiri' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(within(table).getAllByRole('row')[12]!.textContent).toContain('11 mail.a.fo → 12 mail.b.fo');
    expect(screen.queryByRole('button', { name: 'Vís fleiri' })).toBeNull();
    expect(sent).toEqual(expect.arrayContaining(['/api/domains/d1/activity?page=1&per_page=10', '/api/domains/d1/activity?page=2&per_page=10']));
  });

  it('says so when nothing is recorded yet', async () => {
    serve([]);
    renderWithProviders(<ActivityList source={{ domainId: 'd1' }} caption="Søga" />);
    expect(await screen.findByText('Einki er skrásett enn.')).not.toBeNull();
  });
});
