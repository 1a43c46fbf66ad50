import { randomUUID } from 'node:crypto';
import { countries } from '#shared/countries-data.ts';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createCredentialRepository } from '#functions/adapters/dynamodb/credential-repository.ts';
import { type PortalTable, portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import { demoPasswordHash } from './demo-password.ts';
import { createCountryRepository, createSettingsRepository } from '#functions/adapters/dynamodb/settings-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { defaultSettings } from '#shared/default-settings.ts';
import { seedReferenceData } from '#functions/settings/seed-reference-data.ts';
import type { RegistrySimulator } from './registry-simulator/simulator.ts';
import { seedTransferDemo } from './seed-transfer-demo.ts';
import { seedDemoDomains } from './seed-demo-domains.ts';
import type { LocalComposition } from './local-composition.ts';

/** The demo users of the local runtime. Both have verified e-mail addresses and the demo password. */
const demoUsers = [
  { email: 'admin@demo.okisnavn.fo', name: 'Sigrid Umsitari', isAdmin: true, language: 'fo' as const },
  { email: 'user@demo.okisnavn.fo', name: 'Jógvan Brúkari', isAdmin: false, language: undefined },
];

export interface DemoSignIn {
  name: string;
  email: string;
  is_admin: boolean;
  /** A development bearer token, valid 30 days, accepted only where development tokens are allowed. */
  token: string;
}

const developmentTokenLifetimeSeconds = 30 * 24 * 3600;

/**
 * A new development session for a demo user (the development sign-in on /login): each click
 * gets its own token, so logging out ends that session only, not every tab's and test's.
 * Null for an address that is not a demo user's.
 */
export async function issueDevelopmentSession(table: PortalTable, email: string): Promise<string | null> {
  if (!demoUsers.some((demo) => demo.email === email)) return null;
  const userId = await createUserRepository(table).idByEmail(email);
  if (!userId) return null;
  const { token } = await createAccessTokenRepository(table).issue({
    userId,
    kind: 'development',
    label: 'development sign-in (npm start)',
    now: new Date(),
    lifetimeSeconds: developmentTokenLifetimeSeconds,
  });
  return token;
}

/**
 * Seeds what the portal needs to run (settings, countries) and the demo users, then issues
 * each demo user a fresh development token to print. Safe on every start. With the registry
 * simulator it also seeds a domain at another registrar to transfer in (seed-transfer-demo.ts)
 * and registers the plain demo user's domains (seed-demo-domains.ts).
 */
export async function seedLocalData(portal: LocalComposition, registry?: Pick<RegistrySimulator, 'domain' | 'register'>): Promise<DemoSignIn[]> {
  const table = portalTableOf(portal.config);
  const userRepository = createUserRepository(table);
  const credentialRepository = createCredentialRepository(table);
  const accessTokenRepository = createAccessTokenRepository(table);
  if (registry) seedTransferDemo(registry);
  await seedReferenceData({ settings: createSettingsRepository(table), countries: createCountryRepository(table) }, defaultSettings, countries, portal.config.SELLER);
  const signIns: DemoSignIn[] = [];
  const now = new Date();
  for (const demo of demoUsers) {
    let userId = await userRepository.idByEmail(demo.email);
    if (!userId) {
      userId = randomUUID();
      await userRepository.create({
        userId,
        email: demo.email,
        name: demo.name,
        isAdmin: demo.isAdmin,
        language: demo.language,
        street: 'Tinganesvegur 1',
        zip: '100',
        city: 'Tórshavn',
        countryCode: 'FO',
        phone: '123456',
        phoneCode: '+298',
        emailVerifiedAt: now.toISOString(),
      });
    }
    if (!(await credentialRepository.passwordHashOf(userId))) {
      await credentialRepository.setIfAbsent(userId, demoPasswordHash, now);
    }
    const { token } = await accessTokenRepository.issue({
      userId,
      kind: 'development',
      label: 'development sign-in (npm start)',
      now,
      lifetimeSeconds: developmentTokenLifetimeSeconds,
    });
    signIns.push({ name: demo.name, email: demo.email, is_admin: demo.isAdmin, token });
    if (registry && !demo.isAdmin) {
      const user = await userRepository.get(userId);
      if (user) await seedDemoDomains(portal, user);
    }
  }
  return signIns;
}
