import { nameServerLimits } from '#shared/name-servers.ts';
import type { ContactRole, ContactsView, NameServersView } from '#shared/schemas/domain-settings.ts';

/**
 * The settings forms keep flat values (the form kit's shape): `name_servers.0.host`,
 * `registrant.first_name`, … Here they become the API's requests, and the API's (and the
 * schemas') field paths become the form's field names again. No zod here: the schemas load
 * lazily with the forms (form-schemas.ts).
 */
export type FlatValues = Record<string, string | boolean>;

// ── name servers ────────────────────────────────────────────────────────────────────────────────

export const nameServerRowLimits = { min: nameServerLimits.min, max: nameServerLimits.max };

/** The form's start: the servers at the registry when they are custom, else two empty rows. */
export function nameServerValues(view: NameServersView): { values: FlatValues; rows: number } {
  const servers = view.mode === 'custom' && view.name_servers.length > 0 ? view.name_servers : [];
  const rows = Math.max(nameServerRowLimits.min, servers.length);
  const values: FlatValues = { mode: view.mode, name_servers: '' };
  for (let index = 0; index < rows; index += 1) {
    values[`name_servers.${index}.host`] = servers[index]?.host ?? '';
    values[`name_servers.${index}.addresses`] = (servers[index]?.addresses ?? []).join(', ');
  }
  return { values, rows };
}

/** "192.0.2.1, 2001:db8::1" → the addresses (commas, spaces or both between them). */
export function splitAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

export function nameServersRequestOf(values: FlatValues, rows: number): unknown {
  if (values.mode !== 'custom') return { mode: 'product' };
  const name_servers = Array.from({ length: rows }, (_, index) => ({
    host: String(values[`name_servers.${index}.host`] ?? ''),
    addresses: splitAddresses(String(values[`name_servers.${index}.addresses`] ?? '')),
  }));
  return { mode: 'custom', name_servers };
}

/** `name_servers.1.addresses.0` (one bad address) belongs to the field `name_servers.1.addresses`. */
export function nameServerFieldOf(path: readonly PropertyKey[]): string {
  return path.slice(0, 3).map(String).join('.');
}

/** Moves the rows below `removed` up one, so the form's values stay in row order. */
export function withoutRow(values: FlatValues, rows: number, removed: number): FlatValues {
  const next = { ...values };
  for (let index = removed; index < rows - 1; index += 1) {
    next[`name_servers.${index}.host`] = values[`name_servers.${index + 1}.host`] ?? '';
    next[`name_servers.${index}.addresses`] = values[`name_servers.${index + 1}.addresses`] ?? '';
  }
  delete next[`name_servers.${rows - 1}.host`];
  delete next[`name_servers.${rows - 1}.addresses`];
  return next;
}

// ── contacts ────────────────────────────────────────────────────────────────────────────────────

export const contactFieldNames = [
  'owner_type',
  'first_name',
  'last_name',
  'company',
  'street',
  'postal_code',
  'town',
  'state',
  'country_code',
  'phone_code',
  'phone_number',
  'email',
  'vat_number',
  'v_number',
  'resident',
] as const;
export const roles: readonly ContactRole[] = ['registrant', 'admin', 'tech', 'billing'];

export function contactValues(view: ContactsView): FlatValues {
  const values: FlatValues = { same_for_all: view.same_for_all };
  for (const role of roles) for (const field of contactFieldNames) values[`${role}.${field}`] = view[role][field];
  return values;
}

function contactOf(values: FlatValues, role: ContactRole): Record<string, string | boolean> {
  return Object.fromEntries(contactFieldNames.map((field) => [field, values[`${role}.${field}`] ?? (field === 'resident' ? false : '')]));
}

/** With "the same information for all" only the registrant goes; otherwise all four. */
export function contactsRequestOf(values: FlatValues): unknown {
  if (values.same_for_all === true) return { same_for_all: true, registrant: contactOf(values, 'registrant') };
  return { same_for_all: false, ...Object.fromEntries(roles.map((role) => [role, contactOf(values, role)])) };
}

// ── DS records ──────────────────────────────────────────────────────────────────────────────────

export const dsStartValues: FlatValues = {
  source: 'ds',
  key_tag: '',
  algorithm: '13',
  digest_type: '2',
  digest: '',
  flags: '257',
  protocol: '3',
  public_key: '',
  understood: false,
};

/** A number typed in a text field: blank is missing, anything but digits is not a number. */
function numberOf(value: string | boolean | undefined): number | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function dsRequestOf(values: FlatValues): unknown {
  const understood = values.understood === true;
  if (values.source === 'dnskey') {
    return {
      source: 'dnskey',
      understood,
      dnskey: { flags: numberOf(values.flags), protocol: numberOf(values.protocol), algorithm: numberOf(values.algorithm), public_key: String(values.public_key ?? '') },
      digest_type: numberOf(values.digest_type),
    };
  }
  return {
    source: 'ds',
    understood,
    ds: { key_tag: numberOf(values.key_tag), algorithm: numberOf(values.algorithm), digest_type: numberOf(values.digest_type), digest: String(values.digest ?? '') },
  };
}

/** `ds.key_tag` and `dnskey.public_key` are the form's `key_tag` and `public_key`. */
export function dsFieldOf(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  return names[0] === 'ds' || names[0] === 'dnskey' ? names.slice(1).join('.') : names.join('.');
}
