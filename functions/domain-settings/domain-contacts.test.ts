import { describe, expect, it } from 'vitest';
import type { Contact } from '#shared/schemas/domain-settings.ts';
import { contactUpdate } from './contact-settings.ts';
import {
  allSameAsRegistrant,
  type ContactSet,
  contactFieldChanges,
  contactPlan,
  domainContactId,
  profileContact,
  registryContactOf,
  requestedContacts,
  sameContact,
} from './domain-contacts.ts';

const anna: Contact = {
  owner_type: 'person',
  first_name: 'Anna',
  last_name: 'Hansen',
  company: '',
  street: 'Gøtugøta 1',
  postal_code: '100',
  town: 'Tórshavn',
  state: '',
  country_code: 'FO',
  phone_code: '+298',
  phone_number: '123456',
  email: 'anna@example.fo',
  vat_number: '',
  v_number: '',
  resident: true,
};
const firm: Contact = { ...anna, owner_type: 'company', company: 'Net Sp/f', first_name: 'Tekn', last_name: 'Stuðul', email: 'tech@example.fo', v_number: '123456' };
const domainId = '6ace4a06-8c95-45f2-adc6-6a8f44ebbfad';
const shared = 'OK0123456789ABCD';
const placedAll = (contact: Contact, id = shared) => ({
  registrant: { contact, registryContactId: id },
  admin: { contact, registryContactId: id },
  tech: { contact, registryContactId: id },
  billing: { contact, registryContactId: id },
});

describe('"use the same information for all"', () => {
  it('makes the three others copies of the registrant', () => {
    expect(requestedContacts({ same_for_all: true, registrant: anna })).toEqual({ registrant: anna, admin: anna, tech: anna, billing: anna });
    expect(requestedContacts({ same_for_all: false, registrant: anna, admin: firm, tech: anna, billing: anna }).admin).toBe(firm);
  });

  it('compares contacts field by field, e-mail and country regardless of case', () => {
    expect(sameContact(anna, { ...anna, email: 'Anna@Example.FO', country_code: 'fo' })).toBe(true);
    expect(sameContact(anna, { ...anna, town: 'Klaksvík' })).toBe(false);
    expect(allSameAsRegistrant({ registrant: anna, admin: anna, tech: anna, billing: anna })).toBe(true);
    expect(allSameAsRegistrant({ registrant: anna, admin: firm, tech: anna, billing: anna })).toBe(false);
  });
});

describe("the owner's profile as the first contacts", () => {
  it('splits the name at its last word and takes the address, phone and e-mail', () => {
    expect(
      profileContact({
        userId: 'u',
        name: 'Jóhanna á Ryggi Dam',
        email: 'j@example.fo',
        street: 'Vegur 1',
        zip: '100',
        city: 'Tórshavn',
        countryCode: 'fo',
        phone: '212121',
        phoneCode: '+298',
      }),
    ).toEqual({
      ...anna,
      first_name: 'Jóhanna á Ryggi',
      last_name: 'Dam',
      street: 'Vegur 1',
      email: 'j@example.fo',
      phone_number: '212121',
    });
  });

  it('leaves what the profile lacks empty; a foreign address is not resident', () => {
    expect(profileContact({ userId: 'u', name: 'Cher', email: 'c@example.com', countryCode: 'DK' })).toMatchObject({
      first_name: 'Cher',
      last_name: '',
      street: '',
      phone_code: '',
      phone_number: '',
      resident: false,
    });
  });
});

describe('registry contact objects', () => {
  it('gives each role of a domain its own 16-character id', () => {
    const ids = (['registrant', 'admin', 'tech', 'billing'] as const).map((role) => domainContactId(domainId, role));
    for (const id of ids) expect(id).toMatch(/^OD[RATB][0-9A-F]{13}$/);
    expect(new Set(ids).size).toBe(4);
    expect(domainContactId(domainId, 'admin')).toBe(domainContactId(domainId, 'admin'));
    expect(domainContactId('another', 'admin')).not.toBe(domainContactId(domainId, 'admin'));
  });

  it('writes the contact as postal info with EPP phone form and the company as organisation', () => {
    expect(registryContactOf('ODA1', firm)).toEqual({
      id: 'ODA1',
      name: 'Tekn Stuðul',
      organization: 'Net Sp/f',
      street: 'Gøtugøta 1',
      city: 'Tórshavn',
      zip: '100',
      countryCode: 'FO',
      email: 'tech@example.fo',
      phone: '+298.123456',
    });
    expect(registryContactOf('ODR1', anna).organization).toBeNull();
  });
});

describe('the contact plan', () => {
  it('changes nothing when nothing changes', () => {
    const plan = contactPlan(domainId, placedAll(anna), { registrant: anna, admin: anna, tech: anna, billing: anna });
    expect(plan).toEqual({ ids: { registrant: shared, admin: shared, tech: shared, billing: shared }, upserts: [], changedRoles: [] });
  });

  it("keeps the unchanged registrant's shared object and gives a different admin the domain's own", () => {
    const wanted: ContactSet = { registrant: anna, admin: firm, tech: anna, billing: anna };
    const plan = contactPlan(domainId, placedAll(anna), wanted);
    const adminId = domainContactId(domainId, 'admin');
    expect(plan.ids).toEqual({ registrant: shared, admin: adminId, tech: shared, billing: shared });
    expect(plan.upserts).toEqual([registryContactOf(adminId, firm)]);
    expect(plan.changedRoles).toEqual(['admin']);
  });

  it("moves a changed registrant to the domain's own object; roles equal to it follow, never the shared one", () => {
    const moved = { ...anna, street: 'Nýggjavegur 9' };
    const plan = contactPlan(domainId, placedAll(anna), { registrant: moved, admin: moved, tech: moved, billing: anna });
    const registrantId = domainContactId(domainId, 'registrant');
    expect(plan.ids).toEqual({ registrant: registrantId, admin: registrantId, tech: registrantId, billing: domainContactId(domainId, 'billing') });
    expect(plan.upserts.map((contact) => contact.id)).toEqual([registrantId, domainContactId(domainId, 'billing')]);
    expect(plan.upserts.some((contact) => contact.id === shared)).toBe(false);
    expect(plan.changedRoles).toEqual(['registrant', 'admin', 'tech']);
  });

  it("does not rewrite a role's own object that already holds its information", () => {
    const adminId = domainContactId(domainId, 'admin');
    const current = { ...placedAll(anna), admin: { contact: firm, registryContactId: adminId } };
    const plan = contactPlan(domainId, current, { registrant: anna, admin: firm, tech: anna, billing: anna });
    expect(plan.upserts).toEqual([]);
    expect(plan.ids.admin).toBe(adminId);
  });

  it("a role that becomes different from the registrant again is written to the domain's own object", () => {
    // Admin pointed at the registrant's object (same information); now it differs.
    const plan = contactPlan(domainId, placedAll(anna), { registrant: anna, admin: { ...anna, email: 'other@example.fo' }, tech: anna, billing: anna });
    expect(plan.upserts.map((contact) => contact.id)).toEqual([domainContactId(domainId, 'admin')]);
  });
});

describe('the domain update for the contacts', () => {
  it('changes the registrant and swaps the roles whose object changes', () => {
    const update = contactUpdate(
      {
        registrantId: shared,
        contacts: [
          { type: 'admin', id: shared },
          { type: 'tech', id: shared },
          { type: 'billing', id: shared },
        ],
      },
      { registrant: 'ODR1', admin: 'ODR1', tech: shared, billing: 'ODB1' },
    );
    expect(update).toEqual({
      registrantId: 'ODR1',
      addContacts: [
        { type: 'admin', id: 'ODR1' },
        { type: 'billing', id: 'ODB1' },
      ],
      removeContacts: [
        { type: 'admin', id: shared },
        { type: 'billing', id: shared },
      ],
    });
  });

  it('is empty when the registry already points where the plan does, and adds missing roles', () => {
    expect(
      contactUpdate(
        {
          registrantId: shared,
          contacts: [
            { type: 'admin', id: shared },
            { type: 'tech', id: shared },
            { type: 'billing', id: shared },
          ],
        },
        placedIds(shared),
      ),
    ).toEqual({});
    expect(contactUpdate({ registrantId: shared, contacts: [] }, placedIds(shared)).addContacts).toHaveLength(3);
  });
});

function placedIds(id: string) {
  return { registrant: id, admin: id, tech: id, billing: id };
}

describe('contactFieldChanges', () => {
  const placedOf = (contacts: ContactSet) =>
    ({ registrant: { contact: contacts.registrant }, admin: { contact: contacts.admin }, tech: { contact: contacts.tech }, billing: { contact: contacts.billing } }) as const;

  it('names each field that changed in each role, before and after, an empty text as null', () => {
    const before: ContactSet = { registrant: anna, admin: anna, tech: anna, billing: anna };
    const after: ContactSet = { ...before, registrant: { ...anna, email: 'nyggj@example.fo' }, tech: firm };
    const changes = contactFieldChanges(placedOf(before), after, ['registrant', 'tech']);
    expect(changes).toContainEqual({ role: 'registrant', field: 'email', before: anna.email, after: 'nyggj@example.fo' });
    expect(changes.filter((change) => change.role === 'registrant')).toHaveLength(1);
    expect(changes).toContainEqual({ role: 'tech', field: 'owner_type', before: 'person', after: 'company' });
    expect(changes).toContainEqual({ role: 'tech', field: 'company', before: anna.company === '' ? null : anna.company, after: 'Net Sp/f' });
    expect(changes.some((change) => change.role === 'admin' || change.role === 'billing')).toBe(false);
  });

  it('is empty when nothing changed, and says the resident flag as yes/no', () => {
    const all: ContactSet = { registrant: anna, admin: anna, tech: anna, billing: anna };
    expect(contactFieldChanges(placedOf(all), all, ['registrant', 'admin', 'tech', 'billing'])).toEqual([]);
    const moved = contactFieldChanges(placedOf(all), { ...all, billing: { ...anna, resident: !anna.resident } }, ['billing']);
    expect(moved).toEqual([{ role: 'billing', field: 'resident', before: anna.resident ? 'yes' : 'no', after: anna.resident ? 'no' : 'yes' }]);
  });
});
