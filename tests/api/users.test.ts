import { describe, expect, it, vi } from 'vitest';
import { currentUserResponse } from '#shared/schemas/users.ts';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createOutboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { relayOutbox } from '#functions/events/relay-outbox.ts';
import { usePortal } from './portal.ts';

const portal = usePortal();
const repositories = () => ({ activityRepository: createActivityRepository(portal.runtime.table), outboxRepository: createOutboxRepository(portal.runtime.table) });

describe('GET /users/me', () => {
  it('refuses a caller without a token, in the language asked for', async () => {
    const faroese = await portal.call('GET', '/users/me');
    expect(faroese.status).toBe(401);
    expect(faroese.body).toEqual({ error: { code: 'unauthenticated', message: 'Tú mást rita inn fyrst.' } });
    const english = await portal.call('GET', '/users/me', { language: 'en' });
    expect(english.body.error.message).toBe('Please sign in first.');
  });

  it('refuses a malformed token, an unknown one, and a real secret under another user id', async () => {
    const admin = (await portal.call('GET', '/users/me', { token: portal.tokens.admin })).body.data.id as string;
    const [userId, secret] = portal.tokens.user.split('.');
    for (const token of ['not-a-real-token', `${userId}.${'A'.repeat(43)}`, `${admin}.${secret}`]) {
      const answer = await portal.call('GET', '/users/me', { token });
      expect(answer.status, token).toBe(401);
    }
  });

  it('answers the signed-in user with verification flags and the unread count', async () => {
    const answer = await portal.call('GET', '/users/me', { token: portal.tokens.admin });
    expect(answer.status).toBe(200);
    const user = currentUserResponse.parse(answer.body).data;
    expect(user).toMatchObject({ email: 'admin@demo.okisnavn.fo', is_admin: true, is_email_verified: true, unread_notifications_count: 0 });
  });
});

describe('PATCH /users/me/language', () => {
  it('saves the language and logs the activity through the event bus', async () => {
    const before = await portal.call('GET', '/users/me', { token: portal.tokens.user });
    const userId = before.body.data.id as string;
    const next = before.body.data.language === 'en' ? 'fo' : 'en';

    const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, body: { language: next } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.language).toBe(next);
    expect((await portal.call('GET', '/users/me', { token: portal.tokens.user })).body.data.language).toBe(next);

    await portal.runtime.bus.drain();
    const { activityRepository } = repositories();
    const [entry] = await activityRepository.listBySubject(`user:${userId}`);
    expect(entry).toMatchObject({ actor: userId, activity: 'user.language-changed', details: { language: next } });
    expect(portal.runtime.bus.deadLetters()).toEqual([]);
  });

  it('changes nothing and reports nothing when the language is already chosen', async () => {
    const current = (await portal.call('GET', '/users/me', { token: portal.tokens.admin })).body.data.language;
    const published = portal.runtime.bus.published.length;
    const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.admin, body: { language: current } });
    expect(answer.status).toBe(200);
    expect(portal.runtime.bus.published.length).toBe(published);
  });

  it('keeps the change and relays the event later when the bus is down', async () => {
    const userId = (await portal.call('GET', '/users/me', { token: portal.tokens.admin })).body.data.id as string;
    // The bus refuses every publish for the length of the request.
    const busDown = vi.spyOn(portal.runtime.bus, 'publish').mockRejectedValue(new Error('the event bus is down'));
    try {
      const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.admin, body: { language: 'en' } });
      expect(answer.status).toBe(200);
    } finally {
      busDown.mockRestore();
    }
    const { activityRepository, outboxRepository } = repositories();
    const inAMinute = { now: () => new Date(Date.now() + 61_000) };
    const relayed = await relayOutbox({ outbox: outboxRepository, publisher: portal.runtime.bus, clock: inAMinute });
    expect(relayed).toBe(1);
    await portal.runtime.bus.drain();
    const entries = await activityRepository.listBySubject(`user:${userId}`);
    expect(entries.filter((entry) => (entry.details as { language?: string } | undefined)?.language === 'en')).toHaveLength(1);
    expect(await relayOutbox({ outbox: outboxRepository, publisher: portal.runtime.bus, clock: inAMinute })).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const answer = await portal.call('PATCH', '/users/me/language', { body: { language: 'en' } });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['an unknown language', { language: 'de' }, 'language', 'Málið má vera føroyskt (fo) ella enskt (en).'],
    ['a wrong type', { language: 7 }, 'language', 'Málið má vera føroyskt (fo) ella enskt (en).'],
    ['a missing field', {}, 'language', 'Hetta er ein kravdur teigur.'],
    ['an unknown field', { language: 'en', colour: 'red' }, 'colour', 'Hesin teigurin er ikki kendur.'],
  ])('answers 422 with the field message for %s', async (_case, body, field, message) => {
    const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, body });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.fields[field]).toBe(message);
  });

  it('answers field messages in English when asked', async () => {
    const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, body: {}, language: 'en' });
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not filled in correctly.',
      fields: { language: 'This is a required field.' },
    });
  });

  it('answers 400 for a body that is not JSON, and 415 for another content type', async () => {
    const malformed = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, rawBody: '{"language": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('malformed_request');
    const form = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, rawBody: 'language=en', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
  });
});
