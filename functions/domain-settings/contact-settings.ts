import type { ContactRole, ContactsView, UpdateContactsRequest } from '#shared/schemas/domain-settings.ts';
import { contactRoles } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { DomainContactRecord } from '../domains/model.ts';
import { newEvent } from './events.ts';
import type { DomainContactType, DomainUpdate } from '../ports/registry.ts';
import { type ContactSet, contactFieldChanges, contactPlan, type PlacedContact, profileContact, requestedContacts, sameContact } from './domain-contacts.ts';
import { assertMayChangeRegistrant, assertNotRegistrationLocked, type DomainRole, domainRole } from './domain-locks.ts';
import { atRegistry, changeAtRegistry, saveAfterRegistry } from './registry-changes.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { ownDomain } from '../domains/own-domain.ts';
import { assertPortalLockAllows } from './portal-lock-rules.ts';

/**
 * A domain's contacts. Until the owner saves them, all four are the owner's profile (the
 * registry got it as registrant, admin, tech and billing at purchase). Saving writes the contact
 * objects at the registry, then points the domain at them, then stores our copy.
 */

interface CurrentContacts {
  placed: Record<ContactRole, PlacedContact>;
  source: 'profile' | 'saved';
  sameForAll: boolean;
}

async function currentContacts(domain: DomainRecord, ports: Pick<DomainSettingsPorts, 'store' | 'owners'>): Promise<CurrentContacts> {
  const saved = await ports.store.contacts(domain.domainId);
  if (contactRoles.every((role) => saved.some((record) => record.role === role))) {
    const byRole = Object.fromEntries(saved.map((record) => [record.role, { contact: record.contact, registryContactId: record.registryContactId }])) as Record<
      ContactRole,
      PlacedContact
    >;
    return { placed: byRole, source: 'saved', sameForAll: saved.find((record) => record.role === 'registrant')!.sameForAll };
  }
  const owner = await ports.owners.get(domain.ownerId);
  if (!owner) throw new Error(`Domain ${domain.domainId}: its owner ${domain.ownerId} is gone`);
  const contact = profileContact(owner);
  const placed = { contact, registryContactId: domain.registrantContactId };
  return { placed: { registrant: placed, admin: placed, tech: placed, billing: placed }, source: 'profile', sameForAll: true };
}

function contactsView(domain: DomainRecord, current: CurrentContacts, role: DomainRole): ContactsView {
  return {
    source: current.source,
    same_for_all: current.sameForAll,
    registrant: current.placed.registrant.contact,
    admin: current.placed.admin.contact,
    tech: current.placed.tech.contact,
    billing: current.placed.billing.contact,
    can_change_registrant: role === 'owner',
    registration_locked: domain.registrationLock,
  };
}

/** The caller's role on the domain, with their place in the team that holds it. */
async function roleOn(domain: DomainRecord, userId: string, ports: Pick<DomainSettingsPorts, 'domains'>): Promise<DomainRole> {
  return domainRole(domain, userId, domain.ownerType === 'team' ? await ports.domains.teamRoleOf(domain.ownerId, userId) : null);
}

export async function getContacts(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<ContactsView> {
  const domain = await ownDomain(domainId, userId, ports.domains);
  return contactsView(domain, await currentContacts(domain, ports), await roleOn(domain, userId, ports));
}

/** The `<domain:update>` that points the domain's roles at the planned contact objects. */
export function contactUpdate(
  registry: { registrantId: string | null; contacts: readonly { type: DomainContactType; id: string }[] },
  ids: Record<ContactRole, string>,
): DomainUpdate {
  const update: DomainUpdate = {};
  if (registry.registrantId !== ids.registrant) update.registrantId = ids.registrant;
  const addContacts: { type: DomainContactType; id: string }[] = [];
  const removeContacts: { type: DomainContactType; id: string }[] = [];
  for (const type of ['admin', 'tech', 'billing'] as const) {
    const present = registry.contacts.filter((contact) => contact.type === type);
    removeContacts.push(...present.filter((contact) => contact.id !== ids[type]));
    if (!present.some((contact) => contact.id === ids[type])) addContacts.push({ type, id: ids[type] });
  }
  if (addContacts.length) update.addContacts = addContacts;
  if (removeContacts.length) update.removeContacts = removeContacts;
  return update;
}

export async function changeContacts(domainId: string, userId: string, request: UpdateContactsRequest, ports: DomainSettingsPorts): Promise<ContactsView> {
  return changeAtRegistry(domainId, userId, ports, (domain) => saveContacts(domain, userId, request, ports), {
    refuse: (domain) => {
      assertPortalLockAllows(domain, { kind: 'contacts' }, ports.clock.now());
      assertNotRegistrationLocked(domain);
    },
  });
}

async function saveContacts(domain: DomainRecord, userId: string, request: UpdateContactsRequest, ports: DomainSettingsPorts): Promise<ContactsView> {
  const role = await roleOn(domain, userId, ports);
  // Spec §6: a team's members see its domains' contacts; its owners change them.
  if (domain.ownerType === 'team') assertMayChangeRegistrant(role);
  const current = await currentContacts(domain, ports);
  const wanted: ContactSet = requestedContacts(request);
  if (!sameContact(current.placed.registrant.contact, wanted.registrant)) assertMayChangeRegistrant(role);

  const plan = contactPlan(domain.domainId, current.placed, wanted);
  const unchanged = plan.changedRoles.length === 0 && contactRoles.every((role) => plan.ids[role] === current.placed[role].registryContactId);
  if (unchanged && current.source === 'saved' && current.sameForAll === request.same_for_all) return contactsView(domain, current, role);

  for (const contact of plan.upserts) {
    // Our own ids: `exists` is our earlier object (an earlier save, or a retry), brought up to date.
    const outcome = await atRegistry(() => ports.registry.createContact(contact));
    if (outcome === 'exists') await atRegistry(() => ports.registry.updateContact(contact));
  }
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  const update = contactUpdate(info, plan.ids);
  if (Object.keys(update).length > 0) await atRegistry(() => ports.registry.updateDomain(domain.name, update));

  const at = ports.clock.now().toISOString();
  const records: DomainContactRecord[] = contactRoles.map((role) => ({
    role,
    contact: wanted[role],
    registryContactId: plan.ids[role],
    sameForAll: request.same_for_all,
    updatedAt: at,
  }));
  const event = newEvent(
    'domain.contacts-changed',
    {
      domainId: domain.domainId,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      roles: plan.changedRoles,
      changes: contactFieldChanges(current.placed, wanted, plan.changedRoles),
    },
    ports.clock,
  );
  const saved = await saveAfterRegistry(
    domain,
    { set: { registrantContactId: plan.ids.registrant, registrantEmail: wanted.registrant.email.toLowerCase() }, contacts: records },
    [event],
    ports,
  );
  const placed = Object.fromEntries(contactRoles.map((role) => [role, { contact: wanted[role], registryContactId: plan.ids[role] }])) as Record<ContactRole, PlacedContact>;
  return contactsView(saved, { placed, source: 'saved', sameForAll: request.same_for_all }, role);
}
