import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (CDP's WebAuthn domain) for the passkey journeys. The relying
 * party is `localhost` (the runtime's 127.0.0.1 cannot be one: browsers take no IP address), so
 * these journeys open the portal at http://localhost:<port>.
 */

/** The portal as the browser must reach it for passkeys: `localhost` on the runtime's port. */
export const localhostOf = (baseURL: string | undefined) => baseURL!.replace('//127.0.0.1:', '//localhost:');

/** A platform authenticator that keeps discoverable credentials and verifies its user, with no prompt. */
export async function virtualAuthenticator(page: Page): Promise<{ credentials: () => Promise<{ signCount: number; isResidentCredential: boolean }[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}
