import type { ActivityEntryView } from '#shared/schemas/activity.ts';
import { presentActivity } from '../../activity/read-activity.ts';
import type { ActivityEntry } from '../../activity/model.ts';
import { DomainError } from '../../errors.ts';
import type { Clock } from '../../ports/clock.ts';
import type { ActivityLog, ActivitySourceQuery } from './ports.ts';

/** Entries a page shows. */
export const activityLogPerPage = 50;
/** Queries one page reads at most (a rare activity filtered from many may need more: the page then links on). */
const maxReads = 10;
/** Rows one CSV export holds at most. */
export const csvMaxRows = 10_000;
const day = 24 * 3600 * 1000;

export interface ActivityLogFilter {
  actor?: string | undefined;
  subject?: string | undefined;
  activity?: string | undefined;
  /** ISO dates or instants: from (inclusive) and to (exclusive; a date means the end of that day). */
  from?: string | undefined;
  to?: string | undefined;
}

interface Cursor {
  /** The month being read (everything by month). */
  m?: string;
  k?: Record<string, unknown>;
}

const instantOf = (value: string, endOfDay: boolean) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(Date.parse(`${value}T00:00:00.000Z`) + (endOfDay ? day : 0)) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('validation_failed', { [endOfDay ? 'to' : 'from']: 'validation.invalid_value' });
  return date;
};

/** The dates asked: to now (and a year back) unless given. */
export function rangeOf(filter: ActivityLogFilter, now: Date): { from: string; to: string } {
  const to = filter.to ? instantOf(filter.to, true) : new Date(now.getTime() + 1);
  const from = filter.from ? instantOf(filter.from, false) : new Date(to.getTime() - 365 * day);
  if (from.getTime() >= to.getTime()) throw new DomainError('validation_failed', { from: 'validation.invalid_value' });
  return { from: from.toISOString(), to: to.toISOString() };
}

const previousMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string): Cursor {
  try {
    const cursor: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (cursor && typeof cursor === 'object' && !Array.isArray(cursor)) return cursor as Cursor;
  } catch {
    // answered below
  }
  throw new DomainError('validation_failed', { cursor: 'validation.invalid_value' });
}

/**
 * Reads the log newest first: an actor's entries (gsi1) when an actor is asked, else a subject's
 * (the table), else every entry month by month (gsi2), each cut to the dates asked; the activity
 * (and, by actor, the subject) is kept from what is read. Up to `limit` entries and the cursor
 * after the last one (null: the end).
 */
export async function readActivityLog(filter: ActivityLogFilter, limit: number, cursorText: string | undefined, ports: { log: ActivityLog; clock: Clock }, reads = maxReads) {
  const range = rangeOf(filter, ports.clock.now());
  const fromMonth = range.from.slice(0, 7);
  const cursor = cursorText ? decode(cursorText) : {};
  const fixed: ActivitySourceQuery | null = filter.actor ? { by: 'actor', actor: filter.actor } : filter.subject ? { by: 'subject', subject: filter.subject } : null;
  let month = fixed ? undefined : (cursor.m ?? new Date(Date.parse(range.to) - 1).toISOString().slice(0, 7));
  let start = cursor.k;
  const keeps = (entry: ActivityEntry) => (!filter.activity || entry.activity === filter.activity) && (!filter.subject || entry.subject === filter.subject);
  const found: ActivityEntry[] = [];
  let more = true;
  for (let read = 0; read < reads && found.length < limit && more; read += 1) {
    const source: ActivitySourceQuery = fixed ?? { by: 'month', month: month! };
    const page = await ports.log.page(source, range, limit - found.length, start);
    found.push(...page.entries.filter(keeps));
    start = page.next;
    if (!start) {
      if (fixed || month! <= fromMonth) more = false;
      else month = previousMonth(month!);
    }
  }
  const next = more ? encode({ ...(month ? { m: month } : {}), ...(start ? { k: start } : {}) }) : null;
  return { entries: found, next };
}

/** A page of the log as the API answers it, with the link to the next page. */
export async function listActivityLog(filter: ActivityLogFilter & { cursor?: string | undefined }, ports: { log: ActivityLog; clock: Clock }) {
  const { entries, next } = await readActivityLog(filter, activityLogPerPage, filter.cursor, ports);
  const query = new URLSearchParams(
    Object.entries({ actor: filter.actor, subject: filter.subject, activity: filter.activity, from: filter.from, to: filter.to }).filter((pair): pair is [string, string] =>
      Boolean(pair[1]),
    ),
  );
  if (next) query.set('cursor', next);
  const data = entries.map((entry) => {
    const view = presentActivity(entry);
    return { ...view, actor: { ...view.actor, id: entry.actor } };
  });
  return { data, links: { next: next ? `/api/admin/activity?${query.toString()}` : null } };
}

const csvColumns = ['occurred_at', 'actor_kind', 'actor_id', 'actor_name', 'activity', 'subject', 'subject_name', 'details'] as const;

/** One CSV cell: quoted when needed; a leading =, +, - or @ made text, so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvRow(entry: ActivityEntry, view: ActivityEntryView): string {
  const cells = [
    view.occurred_at,
    view.actor.kind,
    entry.actor,
    view.actor.name ?? '',
    view.activity,
    entry.subject,
    view.subject.name ?? '',
    Object.keys(view.details).length > 0 || view.changes.length > 0 ? JSON.stringify({ ...view.details, ...(view.changes.length > 0 ? { changes: view.changes } : {}) }) : '',
  ];
  return cells.map(csvCell).join(',');
}

/** The log as CSV (UTF-8 with a byte-order mark, for spreadsheets), every entry the filter finds up to 10 000. */
export async function exportActivityLog(filter: ActivityLogFilter, ports: { log: ActivityLog; clock: Clock }): Promise<{ bytes: Uint8Array; filename: string }> {
  const lines: string[] = [csvColumns.join(',')];
  let cursor: string | undefined;
  let rows = 0;
  do {
    const { entries, next } = await readActivityLog(filter, Math.min(1000, csvMaxRows - rows), cursor, ports, 50);
    for (const entry of entries) lines.push(csvRow(entry, presentActivity(entry)));
    rows += entries.length;
    cursor = next ?? undefined;
  } while (cursor && rows < csvMaxRows);
  const today = ports.clock.now().toISOString().slice(0, 10);
  return { bytes: new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`), filename: `activity-log-${today}.csv` };
}
