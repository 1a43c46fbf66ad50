import { defineContext } from '../context-declaration.ts';
import { transfersApi } from '#shared/api/transfers.ts';
import { allPublished } from '#events/context-events.ts';
import { transferEvents } from './events.ts';

export const context = defineContext({
  name: 'transfers',
  routes: transfersApi,
  events: transferEvents,
  http: {
    description: 'Transfer in from another registrar with the holder’s transfer code; following and cancelling it.',
    stackGroup: 'domains',
    table: 'readwrite',
    writes: ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OPENTRANSFER#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'TRANSFER#', 'USER#'],
    publishes: allPublished(transferEvents),
    sendsMessages: false,
    usesRegistry: true,
  },
  schedules: [
    {
      name: 'transfer-auto-approval',
      job: 'transfer-auto-approval',
      description:
        'Transfers in requested at least days_until_transfer_auto_processing days ago: asks the registry (which approves by itself after five days) and applies approvals and cancellations.',
      cron: 'cron(7 * * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OPENTRANSFER#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'TRANSFER#', 'USER#'],
      publishes: transferEvents.publishes.outcome,
      usesRegistry: true,
    },
  ],
});
