import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchSignedInPage } from './app/page-data';
import { isGuestPage, preloadPage } from './app/routes';
import { preloadMainLayout, preloadSwrSetup } from './app/shell';
import { startSso } from './features/auth/sso/start';
import { clearAccessToken, getAccessToken } from './lib/access-token';
import { getConfig, loadConfig } from './lib/config';
import { startMonitoring } from './lib/monitoring';
import { initI18n, loadTexts, needTexts, readSavedLocale } from './lib/i18n';
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
 * Start-up (spec §4): restore the saved locale, load its texts and the runtime config together and
 * install i18n, then,
 * when the config names an identity provider, start the e-ID client (features/auth/sso/start.ts):
 * with an e-ID session in this browser it loads (its own chunk) and runs its check-sso
 * initialisation — back from the provider's sign-in page it finishes the code flow, otherwise
 * it asks the provider silently for the session —, without one it loads only when the visitor
 * chooses the e-ID. If initialisation fails the saved e-ID access token is removed (a password
 * session does not depend on the provider, so it stays). The app mounts in every case; without a
 * provider at once. A missing token simply means signed out.
 */
async function initIdentityProvider(): Promise<void> {
  const { identityProvider } = getConfig();
  if (!identityProvider) return;
  try {
    await startSso(identityProvider);
  } catch (error) {
    console.error('The national e-ID client could not start.', error);
    if (savedTokenCameFromProvider(getAccessToken())) clearAccessToken();
  }
}

async function start(): Promise<void> {
  // The page's code (and for a signed-in user the layout's; on any page but a guest's /login
  // SWR's) loads while the config and the e-ID client do, not after them.
  const signedIn = getAccessToken() !== null;
  preloadPage(window.location.pathname, signedIn);
  preloadSwrSetup(window.location.pathname, signedIn);
  if (signedIn) preloadMainLayout();
  // Only the reader's language: its texts come beside the config (lib/i18n.ts), the signed-in
  // pages' texts only for a signed-in user or a page that is not a guest's.
  const locale = readSavedLocale();
  const texts = [loadTexts(locale, 'guest')];
  if (signedIn || !isGuestPage(window.location.pathname)) texts.push(needTexts('signed-in', locale));
  const config = loadConfig();
  // A signed-in visitor's first calls (app/page-data.ts): they go once the config is in, with
  // the client the start-up has — an e-ID token's only after the e-ID client has had its say (it
  // may replace the token, and a 401 signs out).
  let identityProviderDone = () => {};
  const identityProviderReady = new Promise<void>((resolve) => (identityProviderDone = resolve));
  if (signedIn) {
    const ready = savedTokenCameFromProvider(getAccessToken()) ? identityProviderReady : config;
    prefetchSignedInPage(window.location.pathname, window.location.search, ready).catch(() => undefined); // a failed call is asked again by its page
  }
  await config;
  // Only with a DSN (spec §9); its chunk loads beside the rest, never before the first paint.
  void startMonitoring(getConfig().monitoring);
  await Promise.all(texts);
  initI18n(locale);
  await initIdentityProvider();
  identityProviderDone();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App />);
}

void start();
