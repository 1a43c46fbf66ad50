import { contactCreateData, readContactCreate, readContactUpdate } from '#functions/adapters/registry/epp-contact-codec.ts';
import type { RegistryContact } from '#functions/ports/registry.ts';
import { type CommandHandler, refuse } from './command-context.ts';
import { contactIdPattern } from './rules.ts';

/** Contact create and update (RFC 5733): the registrant and the admin/tech/billing contacts of domains. */

export const createContact: CommandHandler = (command, context) => {
  const { contact, authInfo } = readContactCreate(command);
  if (!contactIdPattern.test(contact.id)) refuse(2005, 'A contact id is 3-16 characters');
  if (context.data.contacts.has(contact.id)) refuse(2302, `Contact ${contact.id} exists`);
  if (!contact.name || !contact.city || !contact.countryCode || !contact.email) refuse(2003, 'Name, city, country and e-mail are required');
  if (!authInfo) refuse(2003, 'authInfo is required');
  assertContactFields(contact);
  const createdAt = context.now.toISOString();
  context.data.contacts.set(contact.id, { ...contact, countryCode: contact.countryCode.toUpperCase(), registrar: context.registrar, authInfo, createdAt, updatedAt: null });
  return { code: 1000, resData: contactCreateData({ id: contact.id, createdAt }), changed: true };
};

/** Only the sponsoring registrar changes a contact (2201). */
export const updateContact: CommandHandler = (command, context) => {
  const { id, changes } = readContactUpdate(command);
  const contact = context.data.contacts.get(id) ?? refuse(2303, `No contact ${id}`);
  if (contact.registrar !== context.registrar) refuse(2201, `Contact ${id} is sponsored by another registrar`);
  if (Object.keys(changes).length === 0) refuse(2003, 'Nothing to change');
  const changed = { ...contact, ...changes };
  if (!changed.name || !changed.city || !changed.countryCode || !changed.email) refuse(2003, 'Name, city, country and e-mail are required');
  assertContactFields(changed);
  context.data.contacts.set(id, { ...changed, countryCode: changed.countryCode.toUpperCase(), updatedAt: context.now.toISOString() });
  return { code: 1000, changed: true };
};

/** The schema's shapes: two-letter country, E.164 `+CC.NUMBER` phone, an e-mail address. */
function assertContactFields(contact: RegistryContact): void {
  if (!/^[A-Za-z]{2}$/.test(contact.countryCode)) refuse(2005, 'Country is a two-letter code');
  if (contact.phone && !/^\+\d{1,3}\.\d{1,14}$/.test(contact.phone)) refuse(2005, 'Phone is +CC.NUMBER');
  if (!/^[^\s@]+@[^\s@]+$/.test(contact.email)) refuse(2005, 'Not an e-mail address');
}
