import { describe, expect, it } from 'vitest';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createSettingsRepository } from '#functions/adapters/dynamodb/settings-repository.ts';
import { localSeller } from '#infra/local/runtime.ts';
import { usePortal } from './portal.ts';

/**
 * The settings in the administration area (issue 17): an administrator reads and saves every
 * field; bad values are refused field by field in the caller's language; a change applies at
 * once and is in the activity log with the administrator as actor and each field's old and new value.
 */
const portal = usePortal();
const settingsNow = () => createSettingsRepository(portal.runtime.table).get();

describe('the settings, for administrators', () => {
  it('reads every field, saves a change that applies at once, and logs it with the administrator and the old and new values', async () => {
    const read = await portal.call('GET', '/admin/settings', { token: portal.tokens.admin });
    expect(read.status).toBe(200);
    const current = read.body.data;
    expect(current).toMatchObject({ receipt_email: expect.any(String), error_email: expect.any(String), seller: localSeller });

    const { currency: _currency, ...editable } = current;
    const update = {
      ...editable,
      price_per_year: current.price_per_year + 1500,
      url_for_privacy_policy: { ...current.url_for_privacy_policy, en: 'https://example.fo/en/privacy' },
      seller: { ...localSeller, vat_number: '654321' },
    };
    const saved = await portal.call('PUT', '/admin/settings', { token: portal.tokens.admin, body: update });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ price_per_year: update.price_per_year, seller: { vat_number: '654321' } });
    // At once: the public settings and the next reader see it.
    expect((await portal.call('GET', '/settings')).body.data.price_per_year).toBe(update.price_per_year);
    expect((await settingsNow()).url_for_privacy_policy.en).toBe('https://example.fo/en/privacy');

    await portal.runtime.bus.drain();
    const adminId = (await portal.call('GET', '/users/me', { token: portal.tokens.admin })).body.data.id as string;
    const [entry] = (await createActivityRepository(portal.runtime.table).pageBySubject('settings', 1, 10)).entries;
    expect(entry).toMatchObject({
      activity: 'settings.changed',
      actor: adminId,
      actorKind: 'admin',
      details: {
        changes: [
          { field: 'price_per_year', before: current.price_per_year, after: update.price_per_year },
          { field: 'url_for_privacy_policy', before: current.url_for_privacy_policy, after: update.url_for_privacy_policy },
          { field: 'seller', before: localSeller, after: update.seller },
        ],
      },
    });

    // Put back as it was (the other tests' prices and seller), logged too.
    expect((await portal.call('PUT', '/admin/settings', { token: portal.tokens.admin, body: editable })).status).toBe(200);
    expect(await settingsNow()).toEqual(current);
  });

  it('refuses bad values field by field, in Faroese and in English, and changes nothing', async () => {
    const { currency: _currency, ...editable } = (await portal.call('GET', '/admin/settings', { token: portal.tokens.admin })).body.data;
    const bad = {
      ...editable,
      days_before_expiry_for_warning: 400,
      price_per_year: -1,
      receipt_email: 'not-an-address',
      url_for_help_page: { fo: 'ikki ein leinki', en: 'https://example.fo/help' },
      seller: { ...editable.seller, vat_number: '12' },
    };
    const expected = {
      fo: {
        days_before_expiry_for_warning: 'Skriva eitt heilt tal av døgnum frá 0 til 365.',
        price_per_year: 'Skriva prísin í oyrum sum eitt heilt tal, 0 ella meira.',
        receipt_email: 'Vinaliga skriva ein rættan teldubústað.',
        'url_for_help_page.fo': 'Vinaliga skriva eina rætta URL.',
        'seller.vat_number': 'V-talið er 6 tøl.',
      },
      en: {
        days_before_expiry_for_warning: 'Enter a whole number of days from 0 to 365.',
        price_per_year: 'Enter the price in øre as a whole number, 0 or more.',
        receipt_email: 'Please enter a valid email address',
        'url_for_help_page.fo': 'Please enter a valid URL.',
        'seller.vat_number': 'The V-tal is 6 digits.',
      },
    };
    for (const language of ['fo', 'en'] as const) {
      const refused = await portal.call('PUT', '/admin/settings', { token: portal.tokens.admin, body: bad, language });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).not.toContain('validation.');
      for (const [field, message] of Object.entries(expected[language])) expect(JSON.stringify(refused.body), field).toContain(message);
    }
    expect((await settingsNow()).price_per_year).toBe(editable.price_per_year);
    // A user who is not an administrator may not even read them.
    expect((await portal.call('GET', '/admin/settings', { token: portal.tokens.user })).status).toBe(403);
  });
});
