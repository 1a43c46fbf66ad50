import { createHash } from 'node:crypto';
import type { RegistryContact } from '../ports/registry.ts';

/** The profile fields a registrant needs at the registry (RFC 5733 postal info and e-mail). */
export interface BuyerProfile {
  userId: string;
  name: string;
  email: string;
  street?: string;
  zip?: string;
  city?: string;
  countryCode?: string;
  phone?: string;
  phoneCode?: string;
}

/**
 * The registry contact id of an owner: 16 characters (the schema allows 3–16), the same for
 * every order of that owner, so a retried registration finds the contact it made before.
 */
export function registrantContactId(ownerId: string): string {
  return `OK${createHash('sha256').update(ownerId).digest('hex').slice(0, 14).toUpperCase()}`;
}

/** Which address fields the profile lacks for a registration (empty when complete). */
export function missingRegistrantFields(profile: BuyerProfile): string[] {
  const required = { street: profile.street, zip: profile.zip, city: profile.city, country_code: profile.countryCode } as const;
  return Object.entries(required)
    .filter(([, value]) => !value || value.trim().length === 0)
    .map(([field]) => field);
}

/** EPP's phone form `+CCC.NNNN` (RFC 5733 e164Type), or null when the profile has none usable. */
export function eppPhone(phoneCode: string | undefined, phone: string | undefined): string | null {
  if (!phoneCode || !phone) return null;
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  const code = phoneCode.replace(/\D/g, '');
  const candidate = `+${code}.${digits}`;
  return /^\+\d{1,3}\.\d{1,14}$/.test(candidate) ? candidate : null;
}

/** The buyer's profile as the registrant contact of their domains. */
export function registrantContact(ownerId: string, profile: BuyerProfile): RegistryContact {
  const missing = missingRegistrantFields(profile);
  if (missing.length > 0) throw new Error(`The registrant's profile lacks ${missing.join(', ')}`);
  return {
    id: registrantContactId(ownerId),
    name: profile.name,
    street: profile.street!,
    zip: profile.zip!,
    city: profile.city!,
    countryCode: profile.countryCode!.toUpperCase(),
    email: profile.email,
    phone: eppPhone(profile.phoneCode, profile.phone),
  };
}
