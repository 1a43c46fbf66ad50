import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { Locale } from '#shared/locales.ts';
import { CurrentUserFromApi } from '../lib/api/swr-setup';
import { i18n, initI18n } from '../lib/i18n';

/** Test providers: i18n in the given locale, a fresh SWR cache, a memory router; with `currentUser`, the signed-in user from `GET /users/me` as the app's `SwrSetup` gives it (the shell does so in the app). */
export function renderWithProviders(ui: ReactElement, { route = '/', locale = 'fo' as Locale, currentUser = false } = {}): RenderResult {
  initI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        {currentUser ? (
          <CurrentUserFromApi>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </CurrentUserFromApi>
        ) : (
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        )}
      </SWRConfig>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** A JSON response like the API's. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
