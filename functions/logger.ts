import { currentInvocation } from './invocation-context.ts';

/**
 * Structured JSON logs, one line per entry, with the service name, the X-Ray trace id, and the
 * request id and correlation id of the work under way (invocation-context.ts), so CloudWatch
 * Logs Insights can join a request's lines and follow a user's action into the consumers and
 * jobs it set off. Our own small logger rather than
 * Powertools Logger: the few methods used here cost 20 KB in every bundle there
 * (docs/performance.md).
 */
const levels = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40 } as const;
type Level = keyof typeof levels;

function plain(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack, ...(value.cause ? { cause: plain(value.cause) } : {}) };
  return value;
}

export class Logger {
  private readonly threshold: number;
  private readonly service: string;

  constructor(options: { level?: string; service?: string } = {}) {
    const level = (options.level ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO').toUpperCase();
    this.threshold = levels[level as Level] ?? levels.INFO;
    this.service = options.service ?? process.env.POWERTOOLS_SERVICE_NAME ?? 'okisnavn';
  }

  debug(message: string, extra?: object): void {
    this.write('DEBUG', message, extra);
  }

  info(message: string, extra?: object): void {
    this.write('INFO', message, extra);
  }

  warn(message: string, extra?: object): void {
    this.write('WARN', message, extra);
  }

  error(message: string, extra?: object): void {
    this.write('ERROR', message, extra);
  }

  /** The line as written (exposed for tests). */
  format(level: Level, message: string, extra?: object): string {
    const fields = Object.fromEntries(Object.entries(extra ?? {}).map(([key, value]) => [key, plain(value)]));
    const traceId = process.env._X_AMZN_TRACE_ID || undefined;
    const invocation = currentInvocation();
    return JSON.stringify({
      level,
      message,
      service: this.service,
      timestamp: new Date().toISOString(),
      // Absent ones (undefined) are left out by JSON.stringify.
      request_id: invocation?.requestId,
      correlation_id: invocation?.correlationId,
      xray_trace_id: traceId,
      ...fields,
    });
  }

  private write(level: Level, message: string, extra?: object): void {
    if (levels[level] < this.threshold) return;
    const line = this.format(level, message, extra);
    if (level === 'ERROR') console.error(line);
    else if (level === 'WARN') console.warn(line);
    else console.log(line);
  }
}
