import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenExpiryModal } from '#web/features/auth/components/token-expiry-modal.tsx';
import { renderWithProviders } from '#web/testing/render.tsx';
import { Modal } from './modal';
import { ModalHost } from './modal-host';
import { closeAllModals, openAlert, openConfirm, openPrompt } from './modal-store';

afterEach(() => {
  act(() => closeAllModals());
  cleanup();
});

function Harness({ locked = false, onClose }: { locked?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <Modal
        open={open}
        locked={locked}
        title="Heiti"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button">first</button>
            <button type="button">last</button>
          </>
        }
      >
        Innihald
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click and with the close icon', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    renderWithProviders(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lat aftur' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when locked: no Escape, no backdrop, no close icon', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness locked onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('button', { name: 'Lat aftur' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).not.toBeNull();
  });

  it('moves focus inside, traps Tab and sits above the page (z 50, dialog 51)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('z-[51]');
    expect(dialog.parentElement?.className).toContain('z-50');
    for (let index = 0; index < 5; index += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('shared modals', () => {
  it('alert has "Í lagi" and resolves', async () => {
    renderWithProviders(<ModalHost />);
    let done = false;
    act(() => {
      void openAlert({ title: 'Boð' }).then(() => {
        done = true;
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Í lagi' }));
    await waitFor(() => expect(done).toBe(true));
  });

  it('confirm has "Angra" and answers false on cancel, true on confirm', async () => {
    renderWithProviders(<ModalHost />);
    let answer: boolean | undefined;
    act(() => {
      void openConfirm({ title: 'Ert tú vís/ur?' }).then((value) => {
        answer = value;
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Angra' }));
    await waitFor(() => expect(answer).toBe(false));
    act(() => {
      void openConfirm({ title: 'Aftur?', confirmText: 'Ja' }).then((value) => {
        answer = value;
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(answer).toBe(true));
  });

  it('prompt answers the typed text, or null on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHost />);
    let answer: string | null | undefined;
    act(() => {
      void openPrompt({ title: 'Navn', label: 'Nýtt navn' }).then((value) => {
        answer = value;
      });
    });
    const input = screen.getByLabelText('Nýtt navn');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'Toymið{Enter}');
    await waitFor(() => expect(answer).toBe('Toymið'));
    act(() => {
      void openPrompt({ title: 'Navn', label: 'Nýtt navn' }).then((value) => {
        answer = value;
      });
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(answer).toBeNull());
  });
});

describe('TokenExpiryModal', () => {
  it('is locked and offers renew and log out with the spec texts', () => {
    const onRenew = vi.fn();
    const onLogout = vi.fn();
    renderWithProviders(<TokenExpiryModal open secondsLeft={60} onRenew={onRenew} onLogout={onLogout} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Tú verður rita/ur út um 60 sekund.' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Endurnýggja innritan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rita út' }));
    expect(onRenew).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
