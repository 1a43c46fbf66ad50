import { randomUUID } from 'node:crypto';
import { createEidLinkRepository } from '#functions/adapters/dynamodb/eid-link-repository.ts';
import type { PortalTable } from '#functions/adapters/dynamodb/table.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { linkedTestIdentity, shortLivedTestIdentity, staleSignInTestIdentity } from './test-identities.ts';

/**
 * Links the local identity provider's test identities that sign in as existing users: "Jógvan
 * Joensen" to the seeded plain demo user, and "Stutt Seta" (70-second tokens, for the expiry
 * modal) and "Gomul Innritan" (sign-ins 10 minutes old, for the step-up) each to a verified user
 * of its own, created here. Runs after the demo users are seeded;
 * safe on every start (existing links and users are left as they are).
 */
export async function linkTestIdentities(table: PortalTable, now = new Date()): Promise<void> {
  const userRepository = createUserRepository(table);
  const eidLinkRepository = createEidLinkRepository(table);
  const userId = await userRepository.idByEmail(linkedTestIdentity.email);
  if (userId && !(await eidLinkRepository.userOf(linkedTestIdentity.subject)) && !(await eidLinkRepository.subjectOf(userId))) {
    await eidLinkRepository.link({ subject: linkedTestIdentity.subject, userId, now });
  }

  for (const own of [shortLivedTestIdentity, staleSignInTestIdentity]) {
    if (await eidLinkRepository.userOf(own.subject)) continue;
    if (await userRepository.idByEmail(own.email)) continue;
    await eidLinkRepository.createLinkedUser({
      subject: own.subject,
      now,
      user: {
        userId: randomUUID(),
        email: own.email,
        name: own.name,
        street: 'Áarvegur 3',
        zip: '100',
        city: 'Tórshavn',
        countryCode: 'FO',
        language: 'fo',
        emailVerifiedAt: now.toISOString(),
      },
    });
  }
}
