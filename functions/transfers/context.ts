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
});
