/**
 * EventBridge Scheduler cron expressions, `cron(minutes hours day-of-month month day-of-week year)`,
 * matched against wall-clock time in a time zone, for the local scheduler. Supports `*`, `?`,
 * numbers, ranges, steps, lists and month/day names; `L`, `W` and `#` are refused rather than
 * silently misread.
 */
const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const fields = [
  { name: 'minutes', min: 0, max: 59 },
  { name: 'hours', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: monthNames },
  { name: 'day-of-week', min: 1, max: 7, names: dayNames },
  { name: 'year', min: 1970, max: 2199 },
] as const;

export type CronMatcher = (instant: Date) => boolean;

export function parseCron(expression: string, timeZone: string): CronMatcher {
  const body = /^cron\((.+)\)$/.exec(expression.trim())?.[1];
  const parts = body?.trim().split(/\s+/);
  if (!parts || parts.length !== 6) throw new Error(`Not an EventBridge cron expression: ${expression}`);
  const allowed = parts.map((part, index) => parseField(part, fields[index]!));
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    minute: 'numeric',
    hour: 'numeric',
    day: 'numeric',
    month: 'numeric',
    weekday: 'short',
    year: 'numeric',
  });
  return (instant) => {
    const byType = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
    const values = [
      Number(byType.minute),
      Number(byType.hour),
      Number(byType.day),
      Number(byType.month),
      dayNames.indexOf(String(byType.weekday).toUpperCase()) + 1,
      Number(byType.year),
    ];
    return values.every((value, index) => allowed[index] === null || allowed[index]!.has(value));
  };
}

function parseField(part: string, field: (typeof fields)[number]): Set<number> | null {
  if (part === '*' || part === '?') return null;
  const withoutNames = 'names' in field ? part.toUpperCase().replace(/[A-Z]{3}/g, (name) => ((field.names as readonly string[]).includes(name) ? '0' : name)) : part;
  if (/[LW#]/i.test(withoutNames)) throw new Error(`The local scheduler does not support '${part}' in ${field.name}`);
  const values = new Set<number>();
  for (const item of part.split(',')) {
    const [range = '', stepText] = item.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [startText = '', endText] = range === '*' ? [String(field.min), String(field.max)] : range.split('-');
    const start = toNumber(startText, field);
    const end = endText === undefined ? (stepText === undefined ? start : field.max) : toNumber(endText, field);
    if (!Number.isInteger(step) || step < 1 || start > end) throw new Error(`Bad ${field.name} in cron: ${part}`);
    for (let value = start; value <= end; value += step) values.add(value);
  }
  return values;
}

function toNumber(text: string, field: (typeof fields)[number]): number {
  const named = 'names' in field ? (field.names as readonly string[]).indexOf(text.toUpperCase()) : -1;
  const value = named >= 0 ? named + 1 : Number(text);
  if (!Number.isInteger(value) || value < field.min || value > field.max) throw new Error(`Bad ${field.name} in cron: ${text}`);
  return value;
}
