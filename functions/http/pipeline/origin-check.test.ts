import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '#shared/api/settings.ts';
import { DomainError } from '../../errors.ts';
import { httpContextHandler } from './context-handler.ts';
import { originVerifyHeader, viewerAddressHeader } from './edge-headers.ts';
import type { OriginSecretValue } from '../../ports/origin-secret.ts';
import { originCheck } from './origin-check.ts';

const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);

/** A secret store whose value the test changes, counting reads. */
function store(initial: OriginSecretValue) {
  const state = { value: initial, reads: 0, now: 0 };
  const read = async () => {
    state.reads++;
    return state.value;
  };
  return { state, check: originCheck(read, () => state.now) };
}

const refused = expect.objectContaining({ code: 'forbidden' });

describe('the origin check', () => {
  it('lets through the current secret and refuses a missing or wrong one (403)', async () => {
    const { check } = store({ current: secretA });
    await expect(check(secretA)).resolves.toBeUndefined();
    await expect(check(undefined)).rejects.toEqual(refused);
    await expect(check('')).rejects.toEqual(refused);
    await expect(check(secretB)).rejects.toBeInstanceOf(DomainError);
    await expect(check(secretA.slice(1))).rejects.toEqual(refused);
  });

  it('accepts the previous secret too, while a rotation reaches every edge location', async () => {
    const { check } = store({ current: secretB, previous: secretA });
    await expect(check(secretA)).resolves.toBeUndefined();
    await expect(check(secretB)).resolves.toBeUndefined();
  });

  it('reads the secret once per five minutes, and again at once (but at most every 30 s) when an unknown value arrives after a rotation', async () => {
    const { state, check } = store({ current: secretA });
    await check(secretA);
    await check(secretA);
    expect(state.reads).toBe(1);
    state.value = { current: secretB, previous: secretA };
    state.now = 10_000;
    await expect(check(secretB)).rejects.toEqual(refused); // read 10 s ago: no reread yet
    expect(state.reads).toBe(1);
    state.now = 31_000;
    await expect(check(secretB)).resolves.toBeUndefined(); // the rotation is picked up
    expect(state.reads).toBe(2);
    await expect(check('c'.repeat(40))).rejects.toEqual(refused); // a wrong value cannot make it read on every request
    expect(state.reads).toBe(2);
    state.now = 31_000 + 5 * 60 * 1000 + 1;
    await check(secretA);
    expect(state.reads).toBe(3);
  });

  it('refuses while the secret cannot be read, and reads it again on the next request', async () => {
    let fail = true;
    const check = originCheck(async () => {
      if (fail) throw new Error('Secrets Manager down');
      return { current: secretA };
    });
    await expect(check(secretA)).rejects.toThrow('Secrets Manager down');
    fail = false;
    await expect(check(secretA)).resolves.toBeUndefined();
  });
});

describe('a context handler with an origin secret', () => {
  const handler = httpContextHandler(
    settingsApi,
    {
      getSettings: async () => ({ data: {} }) as never,
      getSettingsVideo: async () => ({ data: {} }) as never,
      listCountries: async () => ({ data: [] }) as never,
      getOpenApiDocument: async ({ sourceIp }) => ({ sourceIp }),
    },
    { STAGE: 'production', originCheck: originCheck(async () => ({ current: secretA })) },
    [],
  );
  const call = (headers: Record<string, string>) =>
    handler(
      {
        version: '2.0',
        routeKey: 'GET /api/openapi.json',
        rawPath: '/api/openapi.json',
        rawQueryString: '',
        headers: { 'accept-language': 'fo', ...headers },
        requestContext: { http: { method: 'GET', path: '/api/openapi.json', protocol: 'HTTP/1.1', sourceIp: '130.176.1.1', userAgent: '' }, requestId: 'r1' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    ) as Promise<APIGatewayProxyStructuredResultV2>;

  it('refuses a request that did not come through the edge before any route runs, in the caller’s language', async () => {
    const answer = await call({ [viewerAddressHeader]: '198.51.100.1' });
    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(answer.body!).error).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    expect((await call({ [originVerifyHeader]: secretB })).statusCode).toBe(403);
  });

  it('is composed without a check where there is no edge (a handler alone, the bench)', async () => {
    const alone = httpContextHandler(
      settingsApi,
      {
        getSettings: async () => ({ data: {} }) as never,
        getSettingsVideo: async () => ({ data: {} }) as never,
        listCountries: async () => ({ data: [] }) as never,
        getOpenApiDocument: async ({ sourceIp }) => ({ sourceIp }),
      },
      { STAGE: 'production', originCheck: undefined },
      [],
    );
    const answer = (await alone(
      {
        version: '2.0',
        routeKey: 'GET /api/openapi.json',
        rawPath: '/api/openapi.json',
        rawQueryString: '',
        headers: {},
        requestContext: { http: { method: 'GET', path: '/api/openapi.json', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: '' }, requestId: 'r2' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    )) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(200);
  });

  it("answers one that did, with the viewer's address the edge wrote", async () => {
    const answer = await call({ [originVerifyHeader]: secretA, [viewerAddressHeader]: '203.0.113.7' });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body!)).toEqual({ sourceIp: '203.0.113.7' });
  });
});
