import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { jsonResponse, renderWithProviders } from '../testing/render';
import CreateAbroadUserPage from './create-abroad-user';

const settings = {
  url_for_terms: { fo: 'https://example.fo/treytir', en: 'https://example.fo/terms' },
  url_for_privacy_policy: { fo: 'https://example.fo/privatliv', en: 'https://example.fo/privacy' },
  url_for_help_page: { fo: 'https://example.fo/hjalp', en: 'https://example.fo/help' },
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => jsonResponse(200, { data: String(input).endsWith('/api/settings') ? settings : [] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const languageSelect = () => screen.getByRole('combobox', { name: /Mál|Language/ }) as HTMLSelectElement;

describe('sign-up from abroad', () => {
  it("takes the page's language as the account's, also after switching the page to English", async () => {
    renderWithProviders(<CreateAbroadUserPage />, { route: '/create-abroad-user', locale: 'fo' });
    expect(languageSelect().value).toBe('fo');
    await act(() => setLocale('en'));
    expect(languageSelect().value).toBe('en');
  });

  it('keeps a language the person chose in the field when the page language changes', async () => {
    renderWithProviders(<CreateAbroadUserPage />, { route: '/create-abroad-user', locale: 'en' });
    fireEvent.change(languageSelect(), { target: { value: 'fo' } });
    await act(() => setLocale('fo'));
    await act(() => setLocale('en'));
    expect(languageSelect().value).toBe('fo');
  });
});
