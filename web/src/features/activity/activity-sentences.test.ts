import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ActivityChange, ActivityEntryView } from '#shared/schemas/activity.ts';
import { contactRoles, contactSchema } from '#shared/schemas/domain-settings.ts';
import { catalogue as english } from '#web/lib/i18n-catalogue.en.ts';
import { catalogue as faroese } from '#web/lib/i18n-catalogue.fo.ts';
import { loggedEventNames } from '#events/logged-events.ts';
import { activitySentences, type Translate } from './activity-sentences';

const texts = i18next.createInstance();
void texts.init({
  resources: { fo: { translation: faroese }, en: { translation: english } },
  lng: 'fo',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const fo: Translate = (key, params) => String(texts.t(key as never, { ...params, lng: 'fo' } as never));
const en: Translate = (key, params) => String(texts.t(key as never, { ...params, lng: 'en' } as never));

const entry = (activity: string, changes: ActivityChange[], overrides: Partial<ActivityEntryView> = {}): ActivityEntryView => ({
  id: 'event-1',
  occurred_at: '2026-05-04T10:00:00.000Z',
  activity,
  actor: { kind: 'user', name: 'Jógvan' },
  subject: { kind: 'domain', id: 'd1', name: 'jogvan.fo' },
  details: {},
  changes,
  ...overrides,
});

const mx = (value: string, ttl = 3600) => ({ type: 'MX', name: '@', value, ttl });

describe('activitySentences', () => {
  it('says a changed record old → new in both languages', () => {
    const changed = entry('dns.records-changed', [{ what: 'dns_record', before: mx('10 mail.a.fo'), after: mx('20 mail.b.fo') }]);
    expect(activitySentences(changed, fo)).toEqual(['Jógvan broytti MX-postin 10 mail.a.fo → 20 mail.b.fo']);
    expect(activitySentences(changed, en)).toEqual(['Jógvan changed the MX record 10 mail.a.fo → 20 mail.b.fo']);
  });

  it('names the record’s owner unless it is the domain itself, and shows a TTL that changed', () => {
    const www = { type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 };
    expect(activitySentences(entry('dns.records-changed', [{ what: 'dns_record', before: www, after: { ...www, ttl: 300 } }]), en)).toEqual([
      'Jógvan changed the A record for www 192.0.2.1 (TTL 3600) → 192.0.2.1 (TTL 300)',
    ]);
  });

  it('says added and removed records, a zone import led by its own line', () => {
    const imported = entry(
      'dns.records-changed',
      [
        { what: 'dns_record', before: null, after: mx('10 mail.b.fo') },
        { what: 'dns_record', before: { type: 'TXT', name: '@', value: '"v=spf1 -all"', ttl: 3600 }, after: null },
      ],
      { details: { source: 'zone-import' } },
    );
    expect(activitySentences(imported, en)).toEqual(['Jógvan imported a zone file', 'Jógvan added the MX record 10 mail.b.fo', 'Jógvan removed the TXT record "v=spf1 -all"']);
    expect(activitySentences(imported, fo)[1]).toBe('Jógvan legði MX-post afturat: 10 mail.b.fo');
  });

  it('says name servers, locks on and off, DS records and auto-renewal', () => {
    const sentences = activitySentences(
      entry('mixed', [
        { what: 'name_servers', before: { mode: 'product', name_servers: ['ns1.okisnavn.fo'] }, after: { mode: 'custom', name_servers: ['ns1.a.fo', 'ns2.a.fo'] } },
        { what: 'transfer_lock', before: true, after: false },
        { what: 'registration_lock', before: 'unlocked', after: 'locked' },
        { what: 'ds_records', before: [{ key_tag: 1, algorithm: 13, digest_type: 2 }], after: [{ key_tag: 2, algorithm: 13, digest_type: 2 }] },
        { what: 'auto_renewal', before: false, after: true },
      ]),
      en,
    );
    expect(sentences).toEqual([
      'Jógvan changed the name servers our name servers → ns1.a.fo, ns2.a.fo',
      'Jógvan turned the transfer lock off',
      'Jógvan turned the registration lock on',
      'Jógvan added DS record 2',
      'Jógvan removed DS record 1',
      'Jógvan turned automatic renewal on',
    ]);
  });

  it('says who moved the domain between their own domains and a team, in both languages', () => {
    const toTeam = entry('domain.moved', [
      { what: 'owner', before: { type: 'user', name: 'Jógvan' }, after: { type: 'team', name: 'Húsfelagið' } },
      { what: 'auto_renewal', before: true, after: false },
    ]);
    expect(activitySentences(toTeam, en)).toEqual(['Jógvan moved the domain to the team Húsfelagið', 'Jógvan turned automatic renewal off']);
    expect(activitySentences(toTeam, fo)).toEqual(['Jógvan flutti økisnavnið til toymið Húsfelagið', 'Jógvan slóg sjálvvirkandi endurnýggjan frá']);
    const back = entry('domain.moved', [{ what: 'owner', before: { type: 'team', name: 'Húsfelagið' }, after: { type: 'user', name: 'Jógvan' } }]);
    expect(activitySentences(back, en)).toEqual(['Jógvan moved the domain from the team Húsfelagið to the domains of Jógvan']);
    expect(activitySentences(back, fo)).toEqual(['Jógvan flutti økisnavnið úr toyminum Húsfelagið til økisnøvnini hjá Jógvan']);
  });

  it('says contact changes by field, an emptied field as empty', () => {
    const sentences = activitySentences(
      entry('domain.contacts-changed', [
        { what: 'contact', role: 'registrant', field: 'email', before: 'a@jogvan.fo', after: 'b@jogvan.fo' },
        { what: 'contact', role: 'tech', field: 'company', before: 'Jógvan Sp/f', after: null },
      ]),
      en,
    );
    expect(sentences).toEqual(['Jógvan changed the registrant’s e-mail a@jogvan.fo → b@jogvan.fo', 'Jógvan changed the technical contact’s company name Jógvan Sp/f → (empty)']);
    expect(activitySentences(entry('x', [{ what: 'contact', role: 'registrant', field: 'email', before: 'a@x.fo', after: 'b@x.fo' }]), fo)).toEqual([
      'Jógvan broytti teldubústaðin hjá eigaranum a@x.fo → b@x.fo',
    ]);
  });

  it('has a text for every contact field and role in both languages', () => {
    const fields = Object.keys((contactSchema as unknown as { shape?: object }).shape ?? (contactSchema as unknown as { def: { in: { shape: object } } }).def.in.shape);
    expect(fields.length).toBeGreaterThan(10);
    for (const translate of [fo, en]) {
      for (const role of contactRoles) {
        for (const field of fields) {
          const [sentence] = activitySentences(entry('x', [{ what: 'contact', role, field, before: 'a', after: 'b' }]), translate);
          expect(sentence).not.toMatch(/activity\./);
        }
      }
    }
  });

  it('says forwarding on, changed and off', () => {
    const rule = { url: 'https://a.fo', status_code: 301 as const, keep_path: false };
    expect(activitySentences(entry('dns.forwarding-changed', [{ what: 'forwarding', before: null, after: rule }]), en)).toEqual([
      'Jógvan forwarded the domain to https://a.fo (301)',
    ]);
    expect(activitySentences(entry('dns.forwarding-changed', [{ what: 'forwarding', before: rule, after: { ...rule, keep_path: true } }]), en)).toEqual([
      'Jógvan changed the forwarding https://a.fo (301) → https://a.fo (301, path kept)',
    ]);
    expect(activitySentences(entry('dns.forwarding-changed', [{ what: 'forwarding', before: rule, after: null }]), en)).toEqual([
      'Jógvan stopped the forwarding to https://a.fo (301)',
    ]);
  });

  it('says a sign-in, names the registry as actor, and falls back to counts for entries without before/after', () => {
    expect(activitySentences(entry('user.signed-in', [], { details: { method: 'password-and-code' } }), fo)).toEqual(['Jógvan ritaði inn við loyniorði og kotu']);
    expect(activitySentences(entry('user.signed-in', [], { details: { method: 'e-id' } }), fo)).toEqual(['Jógvan ritaði inn við talgildum samleika']);
    expect(
      activitySentences(
        entry('domain.registration-unlocked', [{ what: 'registration_lock', before: 'unlock_requested', after: 'unlocked' }], { actor: { kind: 'registry', name: null } }),
        en,
      ),
    ).toEqual(['The registry lifted the registration lock']);
    expect(activitySentences(entry('dns.records-changed', [], { details: { added: 1, changed: 2, removed: 0 } }), en)).toEqual([
      'Jógvan changed the DNS records: 1 added, 2 changed, 0 removed',
    ]);
    expect(activitySentences(entry('domain.transfer-code-renewed', [], { actor: { kind: 'user', name: null } }), en)).toEqual(['A user made a new transfer code']);
  });
});

describe('every event of the catalogue reads as a sentence', () => {
  // Details as the activity log keeps them, so each sentence has what it names.
  const details: Record<string, unknown> = {
    name: 'jogvan.fo',
    method: 'password',
    email: 'jogvan@example.fo',
    phone: '+298 123456',
    domains: ['jogvan.fo'],
    expiresAt: '2027-05-04T10:00:00.000Z',
    registrantEmail: 'gamal@example.fo',
    last4: '4242',
    before: 'Gamla kortið',
    after: 'Húskortið',
    teamName: 'Húsfelagið',
    statuses: ['ok'],
    previousStatuses: ['serverHold'],
    locked: true,
    added: 1,
    changed: 0,
    removed: 0,
  };

  for (const name of loggedEventNames) {
    it(`${name}: in Faroese and English, never the raw event name or a text key`, () => {
      for (const translate of [fo, en]) {
        const [sentence] = activitySentences(entry(name, [], { details }), translate);
        expect(sentence).toBeTruthy();
        expect(sentence).not.toContain(name);
        expect(sentence).not.toMatch(/activity\.|\{\{|undefined|NaN/);
        expect(sentence).not.toBe(translate('activity.events.other', { actor: 'Jógvan', activity: name }));
      }
    });
  }

  it('names the team a member joined, in both languages', () => {
    const joined = entry('team.invite-accepted', [], { details: { teamName: 'Húsfelagið' }, subject: { kind: 'team', id: 't1', name: null } });
    expect(activitySentences(joined, en)).toEqual(['Jógvan accepted the invitation and joined the team Húsfelagið']);
    expect(activitySentences(joined, fo)).toEqual(['Jógvan góðtók innbjóðingina og er nú limur í toyminum Húsfelagið']);
  });
});
