import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { type LocalRuntime, startLocalRuntime } from '#infra/local/runtime.ts';

/**
 * Every function is composed from its runtime's own configuration object and stand-ins, never
 * from process.env or a module-level singleton: two portals in one process keep their tables,
 * registries, clocks, buses and sessions apart.
 */
let first: LocalRuntime;
let second: LocalRuntime;

beforeAll(async () => {
  const start = () =>
    startLocalRuntime({
      port: 0,
      dynamoDbEndpoint: inject('dynamoDbEndpoint'),
      tableName: `two-runtimes-${randomUUID()}`,
      scheduler: false,
      identityProvider: false,
      functionSettings: { PASSWORD_HASHING: 'test' },
    });
  first = await start();
  second = await start();
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
});

const call = async (runtime: LocalRuntime, path: string, token: string) => {
  const response = await fetch(`${runtime.url}/api${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
};
const demoToken = (runtime: LocalRuntime) => runtime.demoSignIns.find((demo) => !demo.is_admin)!.token;

describe('two local runtimes in one process', () => {
  it('each answers from its own table: a session of one is unknown to the other', async () => {
    expect(first.tableName).not.toBe(second.tableName);
    expect((await call(first, '/users/me', demoToken(first))).status).toBe(200);
    expect((await call(second, '/users/me', demoToken(second))).status).toBe(200);
    expect((await call(second, '/users/me', demoToken(first))).status).toBe(401);
    expect((await call(first, '/users/me', demoToken(second))).status).toBe(401);
    const userId = (await createUserRepository(first.table).idByEmail('user@demo.okisnavn.fo'))!;
    expect(await createUserRepository(second.table).get(userId)).toBeNull();
  });

  it('each talks to its own registry simulator', async () => {
    const name = `kept-apart-${randomUUID().slice(0, 8)}`;
    first.registry.register(`${name}.fo`);
    const statusOn = async (runtime: LocalRuntime) =>
      ((await call(runtime, `/domains/availability?domains=${name}`, demoToken(runtime))).body.data as { status: string }[])[0]!.status;
    expect(await statusOn(first)).toBe('taken');
    expect(await statusOn(second)).toBe('available');
  });

  it('each has its own clock and its own event bus', async () => {
    first.clock.advance(3_600_000);
    try {
      expect(first.clock.now().getTime() - second.clock.now().getTime()).toBeGreaterThanOrEqual(3_590_000);
    } finally {
      first.clock.reset();
    }
    const publishedOnSecond = second.bus.published.length;
    const answer = await fetch(`${first.url}/api/users/me/language`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${demoToken(first)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    });
    expect(answer.status).toBe(200);
    await first.bus.drain();
    expect(first.bus.published.some((event) => event.metadata.name === 'user.language-changed')).toBe(true);
    expect(second.bus.published.length).toBe(publishedOnSecond);
  });
});
