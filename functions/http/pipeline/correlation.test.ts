import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { userLanguageChanged } from '#events/catalogue/user-language-changed.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import { settingsApi } from '#shared/api/settings.ts';
import { DomainError } from '../../errors.ts';
import { eventFactory } from '../../events/new-event.ts';
import { httpContextHandler } from './context-handler.ts';

const newEvent = eventFactory(userLanguageChanged);
const clock = { now: () => new Date('2026-11-26T12:00:00Z') };

/** A context handler whose routes report what they saw: a log line and an event built in the request. */
function portal() {
  const seen: { line?: Record<string, unknown>; event?: EventEnvelope }[] = [];
  const handler = httpContextHandler(
    settingsApi,
    {
      getSettings: async ({ logger }) => {
        seen.push({
          line: JSON.parse(logger.format('INFO', 'settings read')) as Record<string, unknown>,
          event: newEvent('user.language-changed', { userId: 'u1', language: 'en', previousLanguage: 'fo' }, clock),
        });
        return { data: {} } as never;
      },
      getSettingsVideo: async () => {
        throw new DomainError('not_found');
      },
      listCountries: async () => {
        throw new Error('boom');
      },
      getOpenApiDocument: async () => ({}),
    },
    { STAGE: 'production', originCheck: undefined },
    [],
  );
  const call = (path: string, headers: Record<string, string> = {}) =>
    handler(
      {
        version: '2.0',
        routeKey: `GET /api${path}`,
        rawPath: `/api${path}`,
        rawQueryString: '',
        headers,
        requestContext: { http: { method: 'GET', path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: '' }, requestId: 'api-request-1' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'lambda-request-1' } as Context,
    ) as Promise<APIGatewayProxyStructuredResultV2>;
  return { call, seen };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the correlation id of a request', () => {
  it("takes the browser's well-formed id: on every log line, on every event the request publishes, and on the answer", async () => {
    const { call, seen } = portal();
    const answer = await call('/settings', { 'x-correlation-id': '1b4e28ba-2fa1-41d2-883f-0016d3cca427' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['x-correlation-id']).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(seen[0]!.line).toMatchObject({ correlation_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', request_id: 'api-request-1' });
    expect(seen[0]!.event!.metadata.correlationId).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    // The answer keeps the pipeline's own headers.
    expect(answer.headers?.['cache-control']).toBe('no-store');
    // And the id stays with its request: an event built after it, outside any request, has none.
    expect(newEvent('user.language-changed', { userId: 'u1', language: 'en', previousLanguage: null }, clock).metadata).not.toHaveProperty('correlationId');
  });

  it('makes a new one for a request without one, or with one that is not a short token (log injection, megabytes)', async () => {
    const { call, seen } = portal();
    for (const received of [undefined, '', 'short', 'a"b\nlevel:ERROR xxxxxxxx', 'x'.repeat(65), 'ok-but-with space']) {
      const answer = await call('/settings', received === undefined ? {} : { 'x-correlation-id': received });
      const made = answer.headers?.['x-correlation-id'];
      expect(made, String(received)).toMatch(uuid);
      expect(seen.at(-1)!.line!.correlation_id).toBe(made);
      expect(seen.at(-1)!.event!.metadata.correlationId).toBe(made);
    }
    const ids = new Set(seen.map((entry) => entry.event!.metadata.correlationId));
    expect(ids.size).toBe(seen.length);
  });

  it('is on refusals and failures too', async () => {
    const { call } = portal();
    const refused = await call('/settings/video', { 'x-correlation-id': 'refused-request-0001' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers?.['x-correlation-id']).toBe('refused-request-0001');
    const failed = await call('/countries', { 'x-correlation-id': 'failed-request-0001' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers?.['x-correlation-id']).toBe('failed-request-0001');
  });
});
