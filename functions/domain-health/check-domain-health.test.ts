import { describe, expect, it } from 'vitest';
import { eventsToTell } from './check-domain-health.ts';
import { newEvent } from './events.ts';

const clock = { now: () => new Date('2026-12-07T06:00:00.000Z') };
const base = { domainId: 'domain-1', name: 'hav.fo' };
const actor = { ...base, actorId: 'system', actorKind: 'job' as const };
const failing = newEvent('domain.health-failing', { ...base, answering: 1, total: 2, problems: [] }, clock);
const dsChanged = newEvent(
  'domain.dnssec-changed',
  { ...actor, change: 'cds-updated', keyTag: 2371, dsRecords: { before: [{ keyTag: 1, algorithm: 13, digestType: 2 }], after: [{ keyTag: 2371, algorithm: 13, digestType: 2 }] } },
  clock,
);
const bootstrapSeen = newEvent(
  'domain.dnssec-bootstrap',
  { ...actor, stage: 'seen', dsRecords: [{ keyTag: 2371, algorithm: 13, digestType: 2 }], acceptAt: '2026-12-10T06:00:00.000Z' },
  clock,
);

describe('what a health check tells after its save', () => {
  it('tells everything it made when its word stands', () => {
    expect(eventsToTell(true, [failing, dsChanged, bootstrapSeen])).toEqual([failing, dsChanged, bootstrapSeen]);
  });

  it("still tells a DS it changed at the registry when another check saved first; the health news and a bootstrap seen are that check's to tell", () => {
    expect(eventsToTell(false, [failing, dsChanged, bootstrapSeen])).toEqual([dsChanged]);
    expect(eventsToTell(false, [failing, bootstrapSeen])).toEqual([]);
  });
});
