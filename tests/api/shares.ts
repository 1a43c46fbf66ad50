import { randomUUID } from 'node:crypto';
import { createDomainShareRepository } from '#functions/adapters/dynamodb/domain-share-repository.ts';
import type { Portal } from './portal.ts';

const day = 24 * 3600 * 1000;

/** Shares the domain with `manager` straight in the table, as their accepted invitation from `owner` would (no mail, no rate limits). */
export async function shareDirectly(portal: Portal, domainId: string, owner: { userId: string }, manager: { userId: string; email: string }): Promise<void> {
  const shares = createDomainShareRepository(portal.runtime.table);
  const invite = {
    domainId,
    inviteId: randomUUID(),
    email: manager.email,
    invitedBy: owner.userId,
    createdAt: new Date().toISOString(),
    validUntil: new Date(Date.now() + 30 * day).toISOString(),
  };
  await shares.addInvite(invite);
  await shares.accept(invite, { domainId, userId: manager.userId, email: manager.email, invitedBy: owner.userId, sharedAt: new Date().toISOString() });
}
