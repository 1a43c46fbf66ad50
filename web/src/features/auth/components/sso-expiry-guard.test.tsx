import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '#web/components/ui/modal/modal-host.tsx';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { clearAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { registerSsoClient, type SsoClient } from '#web/lib/sso.ts';
import { renderWithProviders } from '#web/testing/render.tsx';
import { takeSessionExpired } from '../session-expired';
import { SsoExpiryGuard } from './sso-expiry-guard';

const title = 'Tú verður rita/ur út um 60 sekund.';
/** The warning whatever the count says. */
const anyTitle = /^Tú verður rita\/ur út um \d+ sekund\.$/;

function fakeClient(secondsLeft: number) {
  let expiresAt = Date.now() + secondsLeft * 1000;
  const client = {
    tokenExpiresAt: () => expiresAt,
    isSignedIn: () => true,
    refresh: vi.fn(async () => {
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

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
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
  it('opens the locked warning under 60 seconds and logs out at expiry, closing every modal', async () => {
    // Half a second off the check's beat, as a real expiry is: the warning opens with 59.5 s left, shown as 60.
    const client = fakeClient(70.5);
    registerSsoClient(client);
    setAccessToken('e-id-token');
    renderWithProviders(
      <>
        <SsoExpiryGuard />
        <ModalHost />
      </>,
    );
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    tick(9000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    tick(2000);
    const modal = screen.getByRole('alertdialog', { name: title });
    expect(modal.textContent).toContain('Endurnýggja innritan');
    expect(modal.textContent).toContain('Rita út');
    // Locked: Escape leaves it open.
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).not.toBeNull();

    // Another modal is open when the session runs out.
    let confirmed: boolean | undefined;
    act(() => {
      void openConfirm({ title: 'Strika?' }).then((answer) => {
        confirmed = answer;
      });
    });
    expect(screen.getByRole('dialog', { name: 'Strika?' })).not.toBeNull();

    tick(60_000);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Strika?' })).toBeNull();
    expect(confirmed).toBe(false);
    expect(client.logout).toHaveBeenCalledTimes(1);
  });

  it('counts the seconds down from the spec\u2019s 60, starts on "renew", and tells /login why after expiry', async () => {
    const client = fakeClient(60.5);
    registerSsoClient(client);
    setAccessToken('e-id-token');
    renderWithProviders(<SsoExpiryGuard />);
    tick(1000);
    const modal = screen.getByRole('alertdialog', { name: title });
    expect(document.activeElement?.textContent).toBe('Endurnýggja innritan');
    tick(10_000);
    expect(modal.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Tú verður rita/ur út um 50 sekund.' })).toBe(modal);
    tick(50_000);
    await act(async () => {
      await Promise.resolve();
    });
    expect(client.logout).toHaveBeenCalledTimes(1);
    expect(takeSessionExpired()).toBe(true);
    expect(takeSessionExpired()).toBe(false);
  });

  it('renews at once from the warning', async () => {
    const client = fakeClient(30);
    registerSsoClient(client);
    setAccessToken('e-id-token');
    renderWithProviders(<SsoExpiryGuard />);
    const renew = screen.getByRole('button', { name: 'Endurnýggja innritan' });
    await act(async () => {
      fireEvent.click(renew);
      await Promise.resolve();
    });
    expect(client.refresh).toHaveBeenCalledTimes(1);
    tick(1000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    tick(15_000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).not.toBeNull();
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('leaves password sessions alone', () => {
    const client = { ...fakeClient(10), isSignedIn: () => false };
    registerSsoClient(client);
    setAccessToken('opaque-token');
    renderWithProviders(<SsoExpiryGuard />);
    tick(20_000);
    expect(screen.queryByRole('alertdialog', { name: anyTitle })).toBeNull();
    expect(client.logout).not.toHaveBeenCalled();
  });
});
