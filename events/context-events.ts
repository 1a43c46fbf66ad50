import type { EventName } from './catalogue/index.ts';

/**
 * What a bounded context publishes and consumes, said once in `functions/<context>/events.ts`.
 * Events are grouped by the use case (or the few use cases) that publish them, because one
 * Lambda wires only some of a context's use cases: the declarations in `functions/http/contexts.ts`,
 * `events/queues.ts` and `events/schedules.ts` name the groups their code runs, and
 * `events/rules.ts` routes a consumer's `consumes` group to its queue. `tests/infra/declarations.test.ts`
 * checks each group and each Lambda's list against the `newEvent(…)` calls its bundle really holds.
 */
export interface ContextEvents {
  publishes: Readonly<Record<string, readonly EventName[]>>;
  consumes?: Readonly<Record<string, readonly EventName[]>>;
}

export function defineContextEvents<const Events extends ContextEvents>(events: Events): Events {
  return events;
}

/** Several groups as one list: each event once, in the order first named. */
export function eventsOf<const Name extends EventName>(...groups: readonly (readonly Name[])[]): Name[] {
  return [...new Set(groups.flat())];
}

/** Every event a context publishes, all groups together. */
export function allPublished(events: ContextEvents): EventName[] {
  return eventsOf(...Object.values(events.publishes));
}
