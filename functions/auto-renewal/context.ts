import { defineContext } from '../context-declaration.ts';
import { orderEvents } from '../orders/events.ts';
import { autoRenewalEvents } from './events.ts';

export const context = defineContext({
  name: 'auto-renewal',
  events: autoRenewalEvents,
  schedules: [
    {
      name: 'auto-renewal',
      job: 'auto-renewal',
      description:
        'Domains due for automatic renewal (by their due entry): the renewal order charged off-session once per domain and period, renewed as a paid renewal order is; a failed charge is told to the owner and retried daily until the expiry.',
      cron: 'cron(15 4 * * ? *)',
      timezone: 'Atlantic/Faroe',
      table: 'readwrite',
      writes: ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTEVENT#', 'SETTINGS', 'TEAM#', 'USER#'],
      publishes: [...autoRenewalEvents.publishes.renewing, ...autoRenewalEvents.publishes.cardWarning, ...orderEvents.publishes.placing, ...orderEvents.publishes.payment],
      usesPayments: true,
    },
  ],
});
