import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';
import { jsonResponse, renderWithProviders } from '../testing/render';
import TeamInviteAcceptRoute from './team-invite-accept';

const invitation = { team_id: 't1', team_name: 'Húsfelagið', invited_by: 'Anna Hansen', is_owner: false, expires_at: '2026-05-04T10:00:00.000Z' };

function serve(answer: Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/teams/t1/invites/i1' ? answer.clone() : jsonResponse(404, { error: { code: 'not_found', message: 'x' } }),
  );
}

const page = (locale: 'fo' | 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/teams/:teamId/invites/:inviteId/accept" element={<TeamInviteAcceptRoute />} />
    </Routes>,
    { locale, route: '/teams/t1/invites/i1/accept' },
  );

beforeEach(() => {
  setConfig(defaultConfig);
  setAccessToken('token-7');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the team invitation page', () => {
  it('names the team and who invited, in both languages, with the language choice in its header', async () => {
    serve(jsonResponse(200, { data: invitation }));
    page('en');
    expect((await screen.findByTestId('team-invite-text')).textContent).toBe('Anna Hansen invites you to join the team Húsfelagið.');
    expect(screen.getByText('The invitation is valid until 04.05.2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation to a team' })).toBeTruthy();
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    cleanup();
    serve(jsonResponse(200, { data: { ...invitation, is_owner: true } }));
    page('fo');
    expect((await screen.findByTestId('team-invite-text')).textContent).toBe('Anna Hansen bjóðar tær at vera við í toyminum Húsfelagið sum eigari.');
  });

  it('an invitation that is not the reader’s says so, with no button to accept', async () => {
    serve(
      jsonResponse(404, {
        error: {
          code: 'team_invite_invalid',
          message: 'Failed to accept the invitation. It may have expired or been withdrawn, or it was sent to another e-mail address than yours.',
        },
      }),
    );
    page('en');
    expect((await screen.findByTestId('team-invite-error')).textContent).toMatch(/^Failed to accept the invitation/);
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
