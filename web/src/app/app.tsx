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
 */
export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ revalidateOnFocus: true, errorRetryCount: 2 }}>
          <BrowserRouter>
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
