import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainPeople } from '#shared/schemas/domain-sharing.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import PeoplePanel from './people-panel';

const domain = { id: 'd1', name: 'deilt.fo' } as DomainDetail;

const people = (overrides: Partial<DomainPeople> = {}): DomainPeople => ({
  can_manage: true,
  registration_locked: false,
  people: [
    { role: 'owner', user_id: 'u1', invite_id: null, name: 'Anna Eigari', email: 'anna@example.fo', since: null, valid_until: null, expired: false },
    {
      role: 'technical_manager',
      user_id: 'u2',
      invite_id: null,
      name: 'Tóki Umsitari',
      email: 'toki@example.fo',
      since: '2026-11-01T10:00:00.000Z',
      valid_until: null,
      expired: false,
    },
    {
      role: 'invited',
      user_id: null,
      invite_id: 'i1',
      name: null,
      email: 'ny@example.fo',
      since: '2026-11-02T10:00:00.000Z',
      valid_until: '2026-12-02T10:00:00.000Z',
      expired: false,
    },
  ],
  ...overrides,
});

function serve(answer: DomainPeople) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/domains/d1/people' ? jsonResponse(200, { data: answer }) : jsonResponse(404, { error: { code: 'not_found', message: 'x' } }),
  );
}

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the People tab', () => {
  it('lists each person with their role; the owner withdraws, removes and invites', async () => {
    serve(people());
    renderWithProviders(<PeoplePanel domain={domain} />, { locale: 'en' });
    const rows = await screen.findAllByTestId('person-row');
    expect(rows.map((row) => row.getAttribute('data-role'))).toEqual(['owner', 'technical_manager', 'invited']);
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[1]!).getByText('Technical manager')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(rows[2]!).getByText('Invited')).toBeTruthy();
    expect(within(rows[2]!).getByText('Can be accepted until 02.12.2026')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('form', { name: 'Share the domain with a technical manager' })).toBeTruthy();
    expect(screen.queryByTestId('people-locked')).toBeNull();
  });

  it('tells the owner of a registration-locked domain that people cannot be removed, but invitations can be sent', async () => {
    serve(people({ registration_locked: true }));
    renderWithProviders(<PeoplePanel domain={domain} />, { locale: 'fo' });
    expect((await screen.findByTestId('people-locked')).textContent).toBe(
      'Brúkarar kunnu ikki takast burtur, meðan økisnavnið er læst við skrásetingarlásinum. Innbjóðingar kunnu framvegis sendast.',
    );
    expect(screen.getByRole('form', { name: 'Deil økisnavnið við ein tøkniligan umsitara' })).toBeTruthy();
    expect(screen.getAllByText('Tøkniligur umsitari')).toHaveLength(1);
  });

  it('shows a technical manager the people without the owner’s actions or the form', async () => {
    serve(people({ can_manage: false, people: people().people.slice(0, 2) }));
    renderWithProviders(<PeoplePanel domain={domain} />, { locale: 'en' });
    expect(await screen.findAllByTestId('person-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
