import { queues } from '#events/queues.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames, httpContexts } from '#functions/http/contexts.ts';
import type { ItemFamily } from '#functions/store/table.ts';

/**
 * The item families (partition keys, functions/store/table.ts) each function that writes the
 * table may write: its role's writes are conditioned on `dynamodb:LeadingKeys`
 * (infra/constructs/portal-function.ts), so the payment webhooks' function, which holds no user entity,
 * cannot delete a user. Derived from the code, not chosen: each list is the families of the
 * entities the function's bundle holds after tree-shaking (read or written), and
 * tests/infra/declarations.test.ts fails with the list to put here when a bundle and its list
 * part. Functions that only read the table have no write actions at all and are not listed.
 * Keys: `http/<context>`, `consumer/<consumer>`, `job/<job>`: each list is the `writes` of its
 * declaration (the context's `http`, `queues` or `schedules` in `functions/<context>/context.ts`).
 */
export const itemFamiliesWritten: Readonly<Record<string, readonly ItemFamily[]>> = {
  ...Object.fromEntries(httpContextNames.flatMap((context) => (httpContexts[context].writes ? [[`http/${context}`, httpContexts[context].writes]] : []))),
  ...Object.fromEntries(queues.flatMap((queue) => (queue.writes ? [[`consumer/${queue.consumer}`, queue.writes]] : []))),
  ...Object.fromEntries(schedules.flatMap((schedule) => (schedule.writes ? [[`job/${schedule.job}`, schedule.writes]] : []))),
  // The deploy-time seed (infra/stacks/stateless-stack.ts), no context's.
  'job/seed-reference-data': ['COUNTRIES', 'OUTBOX#', 'SETTINGS'],
};

/** The `dynamodb:LeadingKeys` patterns of item families: a prefix family (`USER#`) matches its keys (`USER#*`). */
export const leadingKeyPatterns = (families: readonly ItemFamily[]): string[] => families.map((family) => (family.endsWith('#') ? `${family}*` : family));

/** The families a function may write, by its key (`http/users`); none for a function that only reads. */
export const itemFamiliesWrittenBy = (name: string): readonly ItemFamily[] | undefined => itemFamiliesWritten[name];
