import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { clearAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { registerSsoClient, type SsoClient } from '#web/lib/sso.ts';
import { readSession, sessionKeys } from '#web/lib/storage.ts';
import { renderWithProviders } from '#web/testing/render.tsx';
import { takeSessionExpired } from '../session-expired';
import { SsoExpiryGuard } from './sso-expiry-guard';

/** The warning whatever the count says. */
const anyTitle = /^Tú verður rita\/ur út um \d+ sekund\.$/;
const titleAt = (seconds: number) => `Tú verður rita/ur út um ${seconds} sekund.`;

const ended = () => Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });

/** An e-ID session with 70-second tokens; `answer` decides what the provider says to a refresh. */
function fakeClient(answer: () => 'refresh' | 'ended' | 'offline' = () => 'refresh') {
  let expiresAt = Date.now() + 70_000;
  const client = {
    tokenExpiresAt: () => expiresAt,
    isSignedIn: () => true,
    refresh: vi.fn(async () => {
      const outcome = answer();
      if (outcome === 'ended') throw ended();
      if (outcome === 'offline') throw new TypeError('Failed to fetch');
      expiresAt = Date.now() + 70_000;
    }),
    signIn: vi.fn(async () => undefined),
    logout: vi.fn(async () => {
      clearAccessToken();
    }),
    forget: vi.fn(async () => undefined),
  } satisfies SsoClient;
  return client;
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderGuard(client: SsoClient) {
  registerSsoClient(client);
  setAccessToken('e-id-token');
  renderWithProviders(
    <>
      <SsoExpiryGuard />
      <ModalHost />
    </>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
});

afterEach(() => {
  cleanup();
  registerSsoClient(null);
  clearAccessToken();
  vi.useRealTimers();
});

describe('SsoExpiryGuard', () => {
  it('refreshes a short session silently while the provider refreshes it: no warning, no focus taken', async () => {
    const client = fakeClient();
    renderGuard(client);
    for (let second = 0; second < 5 * 60; second += 1) {
      await tick(1000);
      expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    }
    expect(client.refresh.mock.calls.length).toBeGreaterThanOrEqual(8);
    expect(client.logout).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('warns once the session cannot be refreshed, counts down each second, and signs out at zero, closing every modal', async () => {
    let refusing = false;
    const client = fakeClient(() => (refusing ? 'ended' : 'refresh'));
    renderGuard(client);
    // The refresh 35 s in succeeds (the token now ends 105 s in); the provider's session then ends.
    await tick(36_000);
    expect(client.refresh).toHaveBeenCalledTimes(1);
    refusing = true;
    await tick(33_000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    await tick(1000);
    // 70 s in: the refresh is refused with 35 s left, and the warning opens on "renew".
    const modal = screen.getByRole('alertdialog', { name: titleAt(35) });
    expect(document.activeElement?.textContent).toBe('Endurnýggja innritan');
    expect(modal.textContent).toContain('Rita út');
    // Locked: Escape leaves it open.
    fireEvent.keyDown(modal, { key: 'Escape' });
    for (const seconds of [34, 33, 32]) {
      await tick(1000);
      expect(screen.getByRole('alertdialog', { name: titleAt(seconds) })).toBe(modal);
    }

    // Another modal is open when the session runs out.
    let confirmed: boolean | undefined;
    act(() => {
      void openConfirm({ title: 'Strika?' }).then((answer) => {
        confirmed = answer;
      });
    });
    expect(screen.getByRole('dialog', { name: 'Strika?' })).not.toBeNull();
    await tick(31_000);
    expect(screen.getByRole('alertdialog', { name: titleAt(1) })).toBe(modal);
    expect(client.logout).not.toHaveBeenCalled();
    await tick(1000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Strika?' })).toBeNull();
    expect(confirmed).toBe(false);
    expect(client.logout).toHaveBeenCalledTimes(1);
    // The /login the provider sends the person back to says why (not the one passed on the way there).
    expect(readSession(sessionKeys.sessionExpired)).toBe(true);
    expect(takeSessionExpired()).toBe(false);
    // No more tries once the provider said no.
    expect(client.refresh).toHaveBeenCalledTimes(2);
  });

  it('"renew" refreshes at once when the provider is back, and the warning closes', async () => {
    let offline = true;
    const client = fakeClient(() => (offline ? 'offline' : 'refresh'));
    renderGuard(client);
    await tick(36_000);
    expect(screen.getByRole('alertdialog', { name: titleAt(34) })).not.toBeNull();
    offline = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Endurnýggja innritan' }));
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    await tick(60_000);
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('"renew" signs in with the e-ID again when the provider\u2019s session is over', async () => {
    const client = fakeClient(() => 'ended');
    renderGuard(client);
    await tick(36_000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Endurnýggja innritan' }));
      await Promise.resolve();
    });
    expect(client.signIn).toHaveBeenCalledTimes(1);
  });

  it('leaves password sessions alone', async () => {
    const client = { ...fakeClient(() => 'ended'), isSignedIn: () => false };
    renderGuard(client);
    await tick(120_000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    expect(client.refresh).not.toHaveBeenCalled();
    expect(client.logout).not.toHaveBeenCalled();
  });
});
