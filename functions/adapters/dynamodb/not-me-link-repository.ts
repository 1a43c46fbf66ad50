import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { NotMeLink, NotMeLinkRepository } from '../../domain-settings/not-me-model.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { updateItem } from './commands/update.ts';
import { isConditionFailure } from './conditions.ts';
import { notMeLinkEntity } from './not-me-entities.ts';
import type { PortalTable } from './table.ts';

/** "This was not me" links (pattern D4 in docs/data-model.md): written by the notifications consumer, used once by the public report. */
export function createNotMeLinkRepository(table: PortalTable): NotMeLinkRepository {
  const links = { get: getItem(notMeLinkEntity(table)), put: putItem(notMeLinkEntity(table)), update: updateItem(notMeLinkEntity(table)) };

  return {
    async create(link: NotMeLink): Promise<void> {
      const { usedAt: _usedAt, ...fresh } = link;
      await links.put(fresh, { condition: { attr: 'tokenHash', exists: false } });
    },

    async get(tokenHash: string): Promise<NotMeLink | null> {
      const { Item } = await links.get({ tokenHash }, { consistent: true });
      if (!Item) return null;
      const { tokenHash: hash, actorId, actorName, domainId, recipientId, eventId, createdAt, usedAt, expiresAt } = Item;
      return { tokenHash: hash, actorId, actorName, domainId, recipientId, eventId, createdAt, expiresAt, ...(usedAt ? { usedAt } : {}) };
    },

    async markUsed(tokenHash: string, at: Date): Promise<void> {
      try {
        // Of two uses at once, one finds it unused: the other is told it was used.
        await links.update(
          { tokenHash, usedAt: at.toISOString() },
          {
            condition: {
              and: [
                { attr: 'tokenHash', exists: true },
                { attr: 'usedAt', exists: false },
              ],
            },
          },
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('not_me_link_used', undefined, { cause: error });
        throw error;
      }
    },

    async unmarkUsed(tokenHash: string, at: Date): Promise<void> {
      // Only the use that marked it gives it back.
      await links.update({ tokenHash, usedAt: $remove() }, { condition: { attr: 'usedAt', eq: at.toISOString() } }).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    },
  };
}
