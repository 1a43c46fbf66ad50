import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { renderWithProviders } from '#web/testing/render.tsx';
import { LoadingOrFailed } from './loading-or-failed';

afterEach(cleanup);

describe('LoadingOrFailed', () => {
  it('shows the loader while there is no error', () => {
    renderWithProviders(<LoadingOrFailed error={undefined} failedText="Could not load the records." testId="records-failed" />, { locale: 'en' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what could not be loaded and why, in the user’s language, as an alert', () => {
    renderWithProviders(<LoadingOrFailed error={new ApiError(404, 'not_found', 'not found')} failedText="Postarnir kundu ikki lesast." testId="records-failed" />, {
      locale: 'fo',
    });
    const alert = screen.getByRole('alert');
    expect(alert.dataset.testid).toBe('records-failed');
    expect(alert.textContent).toBe('Postarnir kundu ikki lesast. Vit funnu ikki tað, tú leitaði eftir.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
