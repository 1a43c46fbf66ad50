import { createHash } from 'node:crypto';
import type { ContactFieldChange } from '#events/catalogue/change-values.ts';
import type { Contact, ContactRole, UpdateContactsRequest } from '#shared/schemas/domain-settings.ts';
import { contactRoles } from '#shared/schemas/domain-settings.ts';
import { type BuyerProfile, eppPhone } from '../orders/registrant.ts';
import type { RegistryContact } from '../ports/registry.ts';

/**
 * The rules of a domain's four contacts (registrant, administrative, technical, billing): what
 * "use the same information for all" means, where they start (the owner's profile), and which
 * contact objects at the registry each role points to.
 */

export type ContactSet = Record<ContactRole, Contact>;

/** The four contacts a request asks for: with `same_for_all`, three copies of the registrant. */
export function requestedContacts(request: UpdateContactsRequest): ContactSet {
  if (request.same_for_all) return { registrant: request.registrant, admin: request.registrant, tech: request.registrant, billing: request.registrant };
  return { registrant: request.registrant, admin: request.admin, tech: request.tech, billing: request.billing };
}

/** Whether two contacts carry the same information (field by field; e-mail and country regardless of case). */
export function sameContact(a: Contact, b: Contact): boolean {
  const comparable = (contact: Contact) => ({ ...contact, email: contact.email.toLowerCase(), country_code: contact.country_code.toUpperCase() });
  const left = comparable(a);
  const right = comparable(b);
  return (Object.keys(left) as (keyof Contact)[]).every((key) => left[key] === right[key]);
}

/**
 * What changed, field by field, in the roles that changed (the change history's before and
 * after). Values as the owner typed them, an empty text as null, the resident flag as `yes`/`no`.
 */
export function contactFieldChanges(before: Record<ContactRole, { contact: Contact }>, after: ContactSet, roles: readonly ContactRole[]): ContactFieldChange[] {
  const text = (value: string | boolean): string | null => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value === '' ? null : value);
  return roles.flatMap((role) =>
    (Object.keys(after[role]) as (keyof Contact)[])
      .filter((field) => text(before[role].contact[field]) !== text(after[role][field]))
      .map((field) => ({ role, field, before: text(before[role].contact[field]), after: text(after[role][field]) })),
  );
}

/** Whether all four are the registrant's information. */
export function allSameAsRegistrant(contacts: ContactSet): boolean {
  return contactRoles.every((role) => sameContact(contacts[role], contacts.registrant));
}

/**
 * The owner's profile as a contact — what the registry got at purchase for all four roles. The
 * profile keeps one name: its last word is taken as the last name. It may lack a phone number,
 * which the owner then fills in before saving.
 */
export function profileContact(profile: BuyerProfile): Contact {
  const words = profile.name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? words.pop()! : '';
  const countryCode = (profile.countryCode ?? '').toUpperCase();
  return {
    owner_type: 'person',
    first_name: words.join(' '),
    last_name: lastName,
    company: '',
    street: profile.street ?? '',
    postal_code: profile.zip ?? '',
    town: profile.city ?? '',
    state: '',
    country_code: countryCode,
    phone_code: profile.phoneCode ?? '',
    phone_number: profile.phone ?? '',
    email: profile.email,
    vat_number: '',
    v_number: '',
    resident: countryCode === 'FO',
  };
}

const roleLetter: Record<ContactRole, string> = { registrant: 'R', admin: 'A', tech: 'T', billing: 'B' };

/**
 * A registry contact id of one role of one domain: `OD` + role letter + 13 hex of sha256(domain
 * id) — 16 characters, the schema's maximum. A domain's own contact objects are changed only for
 * it; the owner's shared registrant object (`OK…`, functions/orders/registrant.ts), which their
 * other domains also point to, is never changed from here.
 */
export function domainContactId(domainId: string, role: ContactRole): string {
  return `OD${roleLetter[role]}${createHash('sha256').update(domainId).digest('hex').slice(0, 13).toUpperCase()}`;
}

/** The contact as a registry contact object (RFC 5733 postal info, voice, e-mail). */
export function registryContactOf(id: string, contact: Contact): RegistryContact {
  return {
    id,
    name: `${contact.first_name} ${contact.last_name}`.trim(),
    organization: contact.company === '' ? null : contact.company,
    street: contact.street,
    city: contact.town,
    zip: contact.postal_code,
    countryCode: contact.country_code.toUpperCase(),
    email: contact.email,
    phone: eppPhone(contact.phone_code, contact.phone_number),
  };
}

/** A role as it stands: its information and the registry contact object it points to. */
export interface PlacedContact {
  contact: Contact;
  registryContactId: string;
}

export interface ContactPlan {
  /** Each role's registry contact id after the change. */
  ids: Record<ContactRole, string>;
  /** Contact objects to create (or update, when they exist) at the registry, once each. */
  upserts: RegistryContact[];
  /** The roles whose information changes. */
  changedRoles: ContactRole[];
}

/**
 * Which registry contact object each role points to after the change, and which objects must
 * be written. A role with the registrant's information shares the registrant's object; any
 * other role gets the domain's own object of that role. An unchanged registrant keeps its object
 * (the owner's shared one right after purchase); a changed one moves to the domain's own.
 */
export function contactPlan(domainId: string, current: Record<ContactRole, PlacedContact>, wanted: ContactSet): ContactPlan {
  const changedRoles = contactRoles.filter((role) => !sameContact(current[role].contact, wanted[role]));
  const registrantChanged = changedRoles.includes('registrant');
  const registrantId = registrantChanged ? domainContactId(domainId, 'registrant') : current.registrant.registryContactId;
  const ids = { registrant: registrantId } as Record<ContactRole, string>;
  const upserts = new Map<string, RegistryContact>();
  if (registrantChanged) upserts.set(registrantId, registryContactOf(registrantId, wanted.registrant));
  for (const role of contactRoles.filter((candidate) => candidate !== 'registrant')) {
    if (sameContact(wanted[role], wanted.registrant)) {
      ids[role] = registrantId;
      continue;
    }
    const own = domainContactId(domainId, role);
    ids[role] = own;
    // The object already holds exactly this information when the role pointed to it unchanged.
    const alreadyThere = current[role].registryContactId === own && !changedRoles.includes(role);
    if (!alreadyThere) upserts.set(own, registryContactOf(own, wanted[role]));
  }
  return { ids, upserts: [...upserts.values()], changedRoles };
}
