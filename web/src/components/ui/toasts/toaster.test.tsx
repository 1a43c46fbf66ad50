import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';
import { clearToasts, showError, showInfo, toastDurationMs } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows an error toast and closes it after 5 seconds', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      showError('Okkurt gekk galið.');
    });
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Okkurt gekk galið.'));
    expect(toastDurationMs).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows info toasts as status messages and closes one with its close control', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      showInfo('Málið er goymt.');
      showInfo('Annað boð');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Lat boðini aftur' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('Málið er goymt.')).toBeNull();
    expect(screen.getByText('Annað boð')).not.toBeNull();
  });
});
