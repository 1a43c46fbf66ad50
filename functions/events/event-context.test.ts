import { describe, expect, it } from 'vitest';
import { userLanguageChanged } from '#events/catalogue/user-language-changed.ts';
import { Logger } from '../logger.ts';
import { correlationIdOfRecord, inEventContext, inJobRun } from './event-context.ts';
import { eventFactory } from './new-event.ts';

const newEvent = eventFactory(userLanguageChanged);
const clock = { now: () => new Date('2026-11-26T12:00:00Z') };
const data = { userId: 'u1', language: 'en', previousLanguage: null } as const;
const logger = new Logger({ level: 'DEBUG' });

describe('a consumed event’s correlation id', () => {
  it('carries on into the consumer’s log lines and the events it publishes, with the Lambda’s request id', async () => {
    const caused = newEvent('user.language-changed', data, clock, 'browser-action-0001');
    const handle = inEventContext(
      async (record: { body: string }) => {
        expect(record.body).toContain('browser-action-0001');
        return { line: JSON.parse(logger.format('INFO', 'consumed')) as Record<string, unknown>, published: newEvent('user.language-changed', data, clock) };
      },
      { awsRequestId: 'lambda-request-7' },
    );
    const { line, published } = await handle({ body: JSON.stringify(caused) });
    expect(line).toMatchObject({ correlation_id: 'browser-action-0001', request_id: 'lambda-request-7' });
    expect(published.metadata.correlationId).toBe('browser-action-0001');
  });

  it('is the event’s own id for an event published before correlation ids, and a new one for a body that is no event', () => {
    const old = newEvent('user.language-changed', data, clock);
    expect(old.metadata).not.toHaveProperty('correlationId');
    expect(correlationIdOfRecord(JSON.stringify(old))).toBe(old.metadata.id);
    expect(correlationIdOfRecord('not json')).toMatch(/^[0-9a-f-]{36}$/);
    expect(correlationIdOfRecord(JSON.stringify({ metadata: { id: old.metadata.id, correlationId: 'bad id\nwith a line' } }))).not.toContain('\n');
  });
});

describe('a job run', () => {
  it('has a correlation id of its own, on its lines and on what it publishes, new for each run', async () => {
    const run = inJobRun(async () => ({ line: JSON.parse(logger.format('INFO', 'ran')) as Record<string, unknown>, published: newEvent('user.language-changed', data, clock) }));
    const first = await run(undefined, { awsRequestId: 'lambda-request-8' });
    const second = await run();
    expect(first.line.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.line.request_id).toBe('lambda-request-8');
    expect(first.published.metadata.correlationId).toBe(first.line.correlation_id);
    expect(second.published.metadata.correlationId).not.toBe(first.published.metadata.correlationId);
  });
});
