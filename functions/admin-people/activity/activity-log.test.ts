import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../activity/model.ts';
import { csvCell, rangeOf, readActivityLog } from './activity-log.ts';
import type { ActivityLog } from './ports.ts';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('the activity log', () => {
  it('reads a date as the whole day, and a year back by default', () => {
    expect(rangeOf({ from: '2026-03-01', to: '2026-03-01' }, now)).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' });
    expect(rangeOf({}, now)).toEqual({ from: '2025-03-10T12:00:00.001Z', to: '2026-03-10T12:00:00.001Z' });
    expect(() => rangeOf({ from: '2026-03-02', to: '2026-03-01' }, now)).toThrow('validation_failed');
  });

  it('goes back month by month when no actor or subject is asked, and stops at the first month asked', async () => {
    const asked: string[] = [];
    const entry = (month: string): ActivityEntry => ({ eventId: month, subject: 'settings', occurredAt: `${month}-05T00:00:00.000Z`, actor: 'a', activity: 'settings.changed' });
    const log: ActivityLog = {
      page: async (source) => {
        asked.push(source.by === 'month' ? source.month : source.by);
        return { entries: source.by === 'month' && source.month !== '2026-02' ? [entry(source.month)] : [] };
      },
    };
    const read = await readActivityLog({ from: '2025-12-20', to: '2026-03-10' }, 10, undefined, { log, clock: { now: () => now } });
    expect(asked).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);
    expect(read.entries.map((found) => found.eventId)).toEqual(['2026-03', '2026-01', '2025-12']);
    expect(read.next).toBeNull();
  });

  it('writes CSV cells a spreadsheet reads as text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
  });
});
