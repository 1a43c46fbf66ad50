import type { RegistryContact } from '../../ports/registry.ts';
import {
  arrayOf,
  asNode,
  buildCommand,
  contactNamespace,
  type EppCommand,
  EppProtocolError,
  type EppResponse,
  firstText,
  isoDateTime,
  optionalText,
  textOf,
  type XmlNode,
} from './epp-codec.ts';

/**
 * The contact mapping (RFC 5733), as far as the portal uses it: create and update. Addresses go
 * as `postalInfo type="loc"`, which allows UTF-8 (Faroese names and streets have ø, æ, ð, á…);
 * `int` would allow only 7-bit ASCII.
 */

const contactElement = (content: XmlNode): XmlNode => ({ '@_xmlns:contact': contactNamespace, ...content });

/** At most three street lines (the schema's limit): one per line of the address, the rest joined into the third. */
export function streetLines(street: string): string[] {
  const lines = street
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length <= 3 ? lines : [...lines.slice(0, 2), lines.slice(2).join(', ')];
}

function postalInfoElement(contact: RegistryContact, clearing: boolean): XmlNode {
  const organization = contact.organization ? { 'contact:org': contact.organization } : clearing ? { 'contact:org': '' } : {};
  return {
    '@_type': 'loc',
    'contact:name': contact.name,
    ...organization,
    'contact:addr': {
      'contact:street': streetLines(contact.street),
      'contact:city': contact.city,
      ...(contact.zip ? { 'contact:pc': contact.zip } : {}),
      'contact:cc': contact.countryCode.toUpperCase(),
    },
  };
}

// ── Client → server ─────────────────────────────────────────────────────────────────────────────

/** `<contact:create>`; the contact's own auth info is required by the schema but unused by the portal. */
export function buildContactCreate(contact: RegistryContact, authInfo: string, clTRID: string): string {
  return buildCommand(
    {
      create: {
        'contact:create': contactElement({
          'contact:id': contact.id,
          'contact:postalInfo': postalInfoElement(contact, false),
          ...(contact.phone ? { 'contact:voice': contact.phone } : {}),
          'contact:email': contact.email,
          'contact:authInfo': { 'contact:pw': authInfo },
        }),
      },
    },
    clTRID,
  );
}

/** `<contact:update>` changing every field; an absent organization or phone is cleared (empty element). */
export function buildContactUpdate(contact: RegistryContact, clTRID: string): string {
  return buildCommand(
    {
      update: {
        'contact:update': contactElement({
          'contact:id': contact.id,
          'contact:chg': {
            'contact:postalInfo': postalInfoElement(contact, true),
            'contact:voice': contact.phone ?? '',
            'contact:email': contact.email,
          },
        }),
      },
    },
    clTRID,
  );
}

export function parseContactCreateData(response: EppResponse): { id: string; createdAt: string } {
  const data = asNode(response.resData?.creData);
  if (!data || data.id === undefined) throw new EppProtocolError('EPP response without <contact:creData>');
  return { id: textOf(data.id), createdAt: isoDateTime(textOf(data.crDate)) };
}

// ── Simulator side ──────────────────────────────────────────────────────────────────────────────

/** The postal info to keep: `loc` when both forms are given. */
function readPostalInfo(value: unknown): XmlNode | undefined {
  const forms = arrayOf(value)
    .map(asNode)
    .filter((form): form is XmlNode => !!form);
  return forms.find((form) => form['@_type'] === 'loc') ?? forms[0];
}

/** The address fields of a postal info, as far as they are given. */
function readAddress(postalInfo: XmlNode | undefined): Partial<Omit<RegistryContact, 'id'>> {
  if (!postalInfo) return {};
  const addr = asNode(postalInfo.addr);
  return {
    ...(postalInfo.name !== undefined ? { name: firstText(postalInfo.name) } : {}),
    ...(postalInfo.org !== undefined ? { organization: optionalText(postalInfo.org) } : {}),
    ...(addr
      ? {
          street: arrayOf(addr.street).map(textOf).join('\n'),
          city: textOf(addr.city),
          zip: textOf(addr.pc),
          countryCode: textOf(addr.cc),
        }
      : {}),
  };
}

export function readContactCreate(command: EppCommand): { contact: RegistryContact; authInfo: string | null } {
  const create = asNode(command.body.create) ?? {};
  const address = readAddress(readPostalInfo(create.postalInfo));
  return {
    contact: {
      id: textOf(create.id),
      name: address.name ?? '',
      organization: address.organization ?? null,
      street: address.street ?? '',
      city: address.city ?? '',
      zip: address.zip ?? '',
      countryCode: address.countryCode ?? '',
      email: textOf(create.email),
      phone: optionalText(create.voice),
    },
    authInfo: asNode(create.authInfo) ? textOf(asNode(create.authInfo)!.pw) : null,
  };
}

/** The fields a `<contact:update>` changes (absent ones are not in the result). */
export function readContactUpdate(command: EppCommand): { id: string; changes: Partial<Omit<RegistryContact, 'id'>> } {
  const update = asNode(command.body.update) ?? {};
  const chg = asNode(update.chg) ?? {};
  return {
    id: textOf(update.id),
    changes: {
      ...readAddress(readPostalInfo(chg.postalInfo)),
      ...(chg.voice !== undefined ? { phone: optionalText(chg.voice) } : {}),
      ...(chg.email !== undefined ? { email: textOf(chg.email) } : {}),
    },
  };
}

export function contactCreateData(created: { id: string; createdAt: string }): XmlNode {
  return { 'contact:creData': contactElement({ 'contact:id': created.id, 'contact:crDate': created.createdAt }) };
}
