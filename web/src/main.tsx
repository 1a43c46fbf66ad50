import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import './styles.css';

/**
 * Start-up (spec §4): restore the saved locale and install i18n, load the runtime config, then
 * (once the accounts feature brings an identity provider) run the check-sso initialisation,
 * removing the saved token if it fails. The app mounts in every case; without a provider at
 * once. A missing token simply means signed out.
 */
async function start(): Promise<void> {
  initI18n();
  await loadConfig();
  // With `identityProvider` set in the config, the accounts feature runs the OIDC check-sso
  // initialisation here (public/silent-check-sso.html) and clears the saved token on failure.
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App />);
}

void start();
