import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { registerSsoClient, type SsoClient } from '#web/lib/sso.ts';
import { askForStepUp, finishStepUp } from '#web/lib/step-up.ts';
import { jsonResponse, renderWithProviders } from '#web/testing/render.tsx';
import { StepUpDialog } from './step-up-dialog';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The API as the dialog meets it: the account's methods, then the password and the code. */
function fakeApi(methods: string[], secondFactor: 'email-code' | 'authenticator' = 'email-code') {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && path === '/auth/step-up') return jsonResponse(200, { data: { methods } });
    if (path === '/auth/step-up/request-code') return jsonResponse(200, { data: { verification_id: 'v-1', second_factor: secondFactor } });
    if (method === 'POST' && path === '/auth/step-up') return jsonResponse(200, { data: { accepted: true } });
    return jsonResponse(404, { error: { code: 'not_found', message: 'Ikki funnið' } });
  });
  return sent;
}

beforeEach(() => setConfig(defaultConfig));
afterEach(() => {
  cleanup();
  finishStepUp(false);
  registerSsoClient(null);
  vi.unstubAllGlobals();
});

describe('the step-up modal', () => {
  it('asks a password account for its password and the e-mailed code, then lets the refused call go again', async () => {
    const sent = fakeApi(['password']);
    const answer = askForStepUp();
    renderWithProviders(<StepUpDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Rita inn aftur' });
    expect(dialog.textContent).toContain('Fyri at verja økisnøvnini hjá tær skalt tú rita inn aftur');

    fireEvent.input(await screen.findByLabelText('Loyniorð'), { target: { value: 'Gamalt-loyniord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    // The form's schema loads at its first submit: on a busy machine that takes a while.
    fireEvent.input(await screen.findByLabelText('Kota', {}, { timeout: 10_000 }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vátta' }));

    expect(await answer).toBe(true);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/auth/step-up/request-code', body: { password: 'Gamalt-loyniord-1' } },
      { method: 'POST', path: '/auth/step-up', body: { code: '123456', verification_id: 'v-1' } },
    ]);
  });

  it('asks for the authenticator app’s code when the account has one on (nothing was e-mailed)', async () => {
    const sent = fakeApi(['password'], 'authenticator');
    const answer = askForStepUp();
    renderWithProviders(<StepUpDialog />);
    fireEvent.input(await screen.findByLabelText('Loyniorð'), { target: { value: 'Gamalt-loyniord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    fireEvent.input(await screen.findByLabelText('Kota úr váttanarforritinum', {}, { timeout: 10_000 }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vátta' }));
    expect(await answer).toBe(true);
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/auth/step-up', body: { code: '654321', verification_id: 'v-1' } });
  });

  it('cancelling answers no, and sends nothing', async () => {
    const sent = fakeApi(['password']);
    const answer = askForStepUp();
    renderWithProviders(<StepUpDialog />);
    await screen.findByLabelText('Loyniorð');
    fireEvent.click(screen.getByRole('button', { name: 'Angra' }));
    await expect(answer).resolves.toBe(false);
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers an e-ID user a fresh e-ID sign-in (the provider asks anew), in English too', async () => {
    fakeApi(['eid']);
    const signIn = vi.fn(async () => undefined);
    registerSsoClient({ tokenExpiresAt: () => null, isSignedIn: () => true, refresh: vi.fn(), forget: vi.fn(), logout: vi.fn(), signIn } satisfies SsoClient);
    void askForStepUp();
    renderWithProviders(<StepUpDialog />, { locale: 'en' });
    const start = await screen.findByRole('button', { name: 'Sign in again with national e-ID' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/press the button for the change again/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(start);
    });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ again: true }));
  });
});
