import type { NoticeRepository } from '../../orders/ports.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { sentNoticeEntity } from './notice-entities.ts';
import type { PortalTable } from './table.ts';

/** Longer than any queue keeps a message (SQS: 14 days at most). */
const keptSeconds = 30 * 24 * 3600;

/** Which events' e-mails went out (pattern M1 in docs/data-model.md). */
export function createNoticeRepository(table: PortalTable): NoticeRepository {
  const notices = { get: getItem(sentNoticeEntity(table)), put: putItem(sentNoticeEntity(table)) };

  return {
    async wasSent(eventId: string): Promise<boolean> {
      const { Item } = await notices.get({ eventId }, { consistent: true });
      return Boolean(Item);
    },

    async recordSent(eventId: string, to: string, at: Date): Promise<void> {
      await notices.put({ eventId, to, sentAt: at.toISOString(), expiresAt: Math.floor(at.getTime() / 1000) + keptSeconds });
    },
  };
}
