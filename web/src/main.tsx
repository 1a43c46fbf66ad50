import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { clearAccessToken, getAccessToken } from './lib/access-token';
import { getConfig, loadConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { savedTokenCameFromProvider } from './lib/sso';
import './styles.css';

// The site's CSP forbids eval (infra/web/security-headers.ts). zod 4 probes `new Function` when
// it builds its first object schema, and browsers report that as a CSP violation even though zod
// catches the refusal: its `jitless` setting (`z.config({ jitless: true })`) turns the probe and
// the eval-compiled parsers off. Set on the global object zod reads its configuration from, so
// zod itself stays out of the initial bundle; tests/e2e/security-headers.spec.ts fails if zod
// ever stops honouring it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * Start-up (spec §4): restore the saved locale and install i18n, load the runtime config, then,
 * when the config names an identity provider, load the e-ID client (its own chunk, so password
 * users without a provider never download it) and run its check-sso initialisation: back from
 * the provider's sign-in page it finishes the code flow, otherwise it asks the provider silently
 * for a session. If initialisation fails the saved e-ID access token is removed (a password
 * session does not depend on the provider, so it stays). The app mounts in every case; without a
 * provider at once. A missing token simply means signed out.
 */
async function initIdentityProvider(): Promise<void> {
  const { identityProvider } = getConfig();
  if (!identityProvider) return;
  try {
    const { startIdentityProvider } = await import('./features/auth/sso/identity-provider');
    await startIdentityProvider(identityProvider);
  } catch (error) {
    console.error('The national e-ID client could not start.', error);
    if (savedTokenCameFromProvider(getAccessToken())) clearAccessToken();
  }
}

async function start(): Promise<void> {
  initI18n();
  await loadConfig();
  await initIdentityProvider();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App />);
}

void start();
