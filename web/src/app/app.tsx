import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ModalHost } from '../components/ui/modal/modal-host';
import { SsoExpiryGuard } from '../features/auth/components/sso-expiry-guard';
import { Toaster } from '../components/ui/toasts/toaster';
import { i18n } from '../lib/i18n';
import { AppRoutes } from './routes';

/**
 * Providers: i18n, SWR, the router; toasts, shared modals and the e-ID session's expiry warning
 * live beside the routes.
 *
 * Navigations are not React transitions (`useTransitions={false}`). The history updates the URL
 * at once; in a transition the next page's lazy chunk would suspend it, so React would keep the
 * previous page on screen, still interactive, until the chunk had loaded, and anything typed
 * there in the meantime was lost when the new page replaced it (the wiped e-mail on
 * /login/forgot-password, see docs/decisions.md). Without a transition the shell's Suspense
 * boundary hides the previous page and shows the loader until the page's code is in, so the
 * screen never lags behind the URL.
 */
export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ revalidateOnFocus: true, errorRetryCount: 2 }}>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
            <Toaster />
            <ModalHost />
            <SsoExpiryGuard />
          </BrowserRouter>
        </SWRConfig>
      </I18nextProvider>
    </StrictMode>
  );
}
