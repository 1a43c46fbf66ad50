import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';
import { TokenExpiryModal } from './token-expiry-modal';

afterEach(cleanup);

describe('the sign-out warning counts in whole seconds, in both languages', () => {
  for (const [locale, sixty, one] of [
    ['fo', 'Tú verður rita/ur út um 60 sekund.', 'Tú verður rita/ur út um 1 sekund.'],
    ['en', 'You will be signed out in 60 seconds.', 'You will be signed out in 1 second.'],
  ] as const) {
    it(locale, () => {
      const { rerender } = renderWithProviders(<TokenExpiryModal open secondsLeft={60} onRenew={() => undefined} onLogout={() => undefined} />, { locale });
      expect(screen.getByRole('alertdialog', { name: sixty })).not.toBeNull();
      rerender(<TokenExpiryModal open secondsLeft={1} onRenew={() => undefined} onLogout={() => undefined} />);
      expect(screen.getByRole('alertdialog', { name: one })).not.toBeNull();
    });
  }
});
