import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { KeptAmounts, StatisticsCount, StoredMonth } from '../../admin/statistics/model.ts';
import type { OrderItemRecord } from '../../orders/order.ts';
import type { SettledOrders, StatisticsRepository } from '../../admin/statistics/ports.ts';
import { TransactionCanceledException } from './errors.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { orderEntity } from './order-entities.ts';
import { activeDomainEntity, countedEventEntity, statisticsKeys, statisticsMonthEntity } from './statistics-entities.ts';
import type { PortalTable } from './table.ts';

/** How long an event's mark is kept (a redelivery or a replay of the bus archive comes well within it). */
const countedEventDays = 90;

function cancelledAt(error: unknown): Set<number> | null {
  if (!(error instanceof TransactionCanceledException)) return null;
  return new Set((error.CancellationReasons ?? []).flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

/**
 * The statistics' counters (patterns S1–S3). One event is one transaction: its mark (on the
 * event id not being there), the month's counters (`ADD`, so concurrent events never lose a
 * count) and, for a start or an end, the domain's active mark (put on its absence, deleted on its
 * presence). When only the active mark's condition fails, the event counts again without it.
 */
export function createStatisticsRepository(table: PortalTable): StatisticsRepository {
  const months = { query: queryItems(statisticsMonthEntity(table)), transactUpdate: updateTransaction(statisticsMonthEntity(table)) };
  const events = { transactPut: putTransaction(countedEventEntity(table)) };
  const active = { transactPut: putTransaction(activeDomainEntity(table)), transactDelete: deleteTransaction(activeDomainEntity(table)) };

  async function write(eventId: string, count: StatisticsCount, countedAt: Date, withActive: boolean): Promise<void> {
    const at = countedAt.toISOString();
    const counters: Record<string, ReturnType<typeof $add>> = {};
    for (const [name, value] of Object.entries(count.counters)) if (value) counters[name] = $add(value);
    const change = withActive && count.active ? count.active : null;
    if (change) counters.activeChange = $add(change.change === 'start' ? 1 : -1);
    await executeTransactWrite(
      events.transactPut(
        { eventId, countedAt: at, expiresAt: Math.floor(countedAt.getTime() / 1000) + countedEventDays * 24 * 3600 },
        { condition: { attr: 'eventId', exists: false } },
      ),
      months.transactUpdate({ month: count.month, ...counters, updatedAt: at }),
      ...(change
        ? [
            change.change === 'start'
              ? active.transactPut({ domainId: change.domainId, since: at }, { condition: { attr: 'domainId', exists: false } })
              : active.transactDelete({ domainId: change.domainId }, { condition: { attr: 'domainId', exists: true } }),
          ]
        : []),
    );
  }

  return {
    async countOnce(eventId, count, countedAt) {
      try {
        await write(eventId, count, countedAt, true);
        return 'counted';
      } catch (error) {
        const failed = cancelledAt(error);
        if (!failed || failed.size === 0) throw error;
        if (failed.has(0)) return 'already-counted';
        // Only the active mark refused: the domain was active already (or was not): the rest counts.
        try {
          await write(eventId, count, countedAt, false);
          return 'counted';
        } catch (again) {
          if (cancelledAt(again)?.has(0)) return 'already-counted';
          throw again;
        }
      }
    },

    async months(): Promise<StoredMonth[]> {
      const { Items = [] } = await months.query({ partition: statisticsKeys.monthPartition, range: { beginsWith: statisticsKeys.monthPrefix } }, { maxPages: Infinity });
      return Items.map((item) => ({
        month: item.month,
        registrations: item.registrations ?? 0,
        renewals: item.renewals ?? 0,
        transfersIn: item.transfersIn ?? 0,
        transfersOut: item.transfersOut ?? 0,
        revenueNet: item.revenueNet ?? 0,
        revenueVat: item.revenueVat ?? 0,
        activeChange: item.activeChange ?? 0,
      }));
    },
  };
}

/** What a settled order kept: the net and VAT of its registered (or renewed) names, from the order item. */
export function createSettledOrders(table: PortalTable): SettledOrders {
  const orders = { get: getItem(orderEntity(table)) };
  return {
    async keptAmounts(orderId): Promise<KeptAmounts | null> {
      const { Item } = await orders.get({ orderId }, { consistent: true, attributes: ['items'] });
      if (!Item) return null;
      const kept = (Item.items as Pick<OrderItemRecord, 'status' | 'net' | 'vat'>[]).filter((entry) => entry.status === 'registered');
      return { net: kept.reduce((sum, entry) => sum + entry.net, 0), vat: kept.reduce((sum, entry) => sum + entry.vat, 0) };
    },
  };
}
