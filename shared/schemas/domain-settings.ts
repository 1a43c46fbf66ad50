import * as z from 'zod';
import { isHostName, nameServerLimits, nameServerProblems, normalizeHostName } from '../name-servers.ts';
import { countryCodeField, emailField, phoneCodeField, phoneField } from './contact-fields.ts';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/**
 * The settings of a domain that the registry keeps: name servers, DNSSEC, contacts, locks and
 * the transfer code. One schema per request, used by the API (routes.ts) and the forms, so both
 * show the same `validation.<key>` messages.
 */

// ── name servers ────────────────────────────────────────────────────────────────────────────────

export const hostNameField = z
  .string({ error: 'validation.required' })
  .max(255, { error: 'validation.host_name_invalid' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine(isHostName, { error: 'validation.host_name_invalid' })
  .transform(normalizeHostName);

export const ipAddressField = z
  .string({ error: 'validation.required' })
  .max(64, { error: 'validation.invalid_ip' })
  .trim()
  .refine((value) => z.regexes.ipv4.test(value) || z.regexes.ipv6.test(value), { error: 'validation.invalid_ip' })
  .transform((value) => value.toLowerCase());

export const nameServerEntrySchema = z.strictObject({
  host: hostNameField,
  /** Glue: only for a server inside the domain itself, and required there. */
  addresses: z.array(ipAddressField).max(nameServerLimits.addressesPerServer, { error: 'validation.invalid_value' }).default([]),
});

export const nameServerListField = z
  .array(nameServerEntrySchema, { error: 'validation.name_servers_count' })
  .min(nameServerLimits.min, { error: 'validation.name_servers_count' })
  .max(nameServerLimits.max, { error: 'validation.name_servers_count' });

/**
 * `PUT /domains/{domainId}/name-servers`. `confirm`: save even though some servers did not
 * answer for the domain (the answer without it is 409 `name_servers_not_answering`, naming them).
 */
export const updateNameServersRequest = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('product') }),
    z.strictObject({ mode: z.literal('custom'), name_servers: nameServerListField, confirm: z.boolean({ error: 'validation.invalid_type' }).default(false) }),
  ],
  { error: 'validation.invalid_value' },
);
export type UpdateNameServersRequest = z.infer<typeof updateNameServersRequest>;

/** The same request with the glue and duplicate rules of `domain` (the form; the API applies them in the use case). */
export function updateNameServersRequestFor(domain: string) {
  return updateNameServersRequest.superRefine((request, context) => {
    if (request.mode !== 'custom') return;
    for (const problem of nameServerProblems(domain, request.name_servers)) {
      context.addIssue({ code: 'custom', path: ['name_servers', problem.index, problem.field], message: `validation.${problem.key}` });
    }
  });
}

export const nameServersViewSchema = z.object({
  mode: z.enum(['product', 'custom']),
  /** As the registry has them now, with glue. */
  name_servers: z.array(z.object({ host: z.string(), addresses: z.array(z.string()) })),
  product_name_servers: z.array(z.string()),
  /** DS records at the registry: switching to other servers removes them (a stale DS takes the domain offline). */
  ds_records_count: z.int().min(0),
  registration_locked: z.boolean(),
});
export type NameServersView = z.infer<typeof nameServersViewSchema>;
export const nameServersResponse = dataEnvelope(nameServersViewSchema);

// ── DNSSEC ──────────────────────────────────────────────────────────────────────────────────────

/**
 * DNSSEC algorithms a zone may be signed with (IANA; RFC 8624 leaves out the obsolete ones), by
 * the names people read (IANA's mnemonics such as `ECDSAP256SHA256` are for zone files, not
 * for a screen). Technical names, the same in every language.
 */
export const dnssecAlgorithms = {
  5: 'RSA/SHA-1',
  7: 'RSA/SHA-1 (NSEC3)',
  8: 'RSA/SHA-256',
  10: 'RSA/SHA-512',
  13: 'ECDSA P-256 SHA-256',
  14: 'ECDSA P-384 SHA-384',
  15: 'Ed25519',
  16: 'Ed448',
} as const satisfies Record<number, string>;
export const dnssecAlgorithmNumbers = Object.keys(dnssecAlgorithms).map(Number);

/** Digest types of a DS record and the hex length of their digest (1 SHA-1, 2 SHA-256, 4 SHA-384). */
export const dsDigestHexLength = { 1: 40, 2: 64, 4: 96 } as const satisfies Record<number, number>;
export const dsDigestTypeNumbers = Object.keys(dsDigestHexLength).map(Number);

/** Public key sizes fixed by the algorithm (RFC 6605, RFC 8080); RSA keys vary (at least 64 octets here). */
const publicKeyOctets: Partial<Record<number, number>> = { 13: 64, 14: 96, 15: 32, 16: 57 };
const minRsaKeyOctets = 64;

export const dsLimits = { maxRecords: 8, keyTagMax: 65_535 } as const;

/** Octets of a base64 text (spaces allowed, as in zone files), or null when it is not base64. */
export function base64Octets(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return (compact.length / 4) * 3 - (compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0);
}

const wholeNumber = (error: string) => z.number({ error: 'validation.must_be_number' }).int({ error });
const algorithmField = wholeNumber('validation.dnssec_algorithm').refine((value) => dnssecAlgorithmNumbers.includes(value), { error: 'validation.dnssec_algorithm' });
const digestTypeField = wholeNumber('validation.digest_type').refine((value) => dsDigestTypeNumbers.includes(value), { error: 'validation.digest_type' });
const understoodField = z.literal(true, { error: 'validation.must_understand' });

export const dsRecordFields = z.strictObject({
  key_tag: wholeNumber('validation.key_tag_range').min(0, { error: 'validation.key_tag_range' }).max(dsLimits.keyTagMax, { error: 'validation.key_tag_range' }),
  algorithm: algorithmField,
  digest_type: digestTypeField,
  digest: z
    .string({ error: 'validation.required' })
    .max(500, { error: 'validation.digest_length' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value.length > 0, { error: 'validation.required' }),
});

/** A DS record (RFC 4034 §5): its digest is hex of the length its digest type gives. */
export const dsRecordSchema = dsRecordFields.superRefine((record, context) => {
  const length = dsDigestHexLength[record.digest_type as keyof typeof dsDigestHexLength];
  if (length !== undefined && (record.digest.length !== length || !/^[0-9A-F]+$/.test(record.digest))) {
    context.addIssue({ code: 'custom', path: ['digest'], message: 'validation.digest_length' });
  }
});
export type DsRecordInput = z.infer<typeof dsRecordSchema>;

/** A DNSKEY as in a zone file (RFC 4034 §2): a zone key (256, or 257 with the SEP bit), protocol 3, a base64 key. */
export const dnskeySchema = z
  .strictObject({
    flags: wholeNumber('validation.dnskey_flags').refine((value) => value === 256 || value === 257, { error: 'validation.dnskey_flags' }),
    protocol: wholeNumber('validation.dnskey_protocol').refine((value) => value === 3, { error: 'validation.dnskey_protocol' }),
    algorithm: algorithmField,
    public_key: z.string({ error: 'validation.required' }).max(4000, { error: 'validation.public_key_invalid' }).trim().min(1, { error: 'validation.required' }),
  })
  .superRefine((key, context) => {
    const octets = base64Octets(key.public_key);
    const fixed = publicKeyOctets[key.algorithm];
    const fits = octets !== null && (fixed !== undefined ? octets === fixed : octets >= minRsaKeyOctets);
    if (!fits) context.addIssue({ code: 'custom', path: ['public_key'], message: 'validation.public_key_invalid' });
  });
export type DnskeyInput = z.infer<typeof dnskeySchema>;

/**
 * `POST /domains/{domainId}/dnssec/ds-records` (custom name servers): a DS record as the user's
 * DNS operator gives it, or a DNSKEY from which the portal computes the DS (SHA-256 unless
 * `digest_type` says otherwise). `understood`: the spec's "I understand" checkbox.
 */
export const addDsRecordRequest = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('ds'), understood: understoodField, ds: dsRecordSchema }),
    z.strictObject({ source: z.literal('dnskey'), understood: understoodField, dnskey: dnskeySchema, digest_type: digestTypeField.default(2) }),
  ],
  { error: 'validation.invalid_value' },
);
export type AddDsRecordRequest = z.infer<typeof addDsRecordRequest>;

/** `DELETE /domains/{domainId}/dnssec/ds-records/{dsId}?understood=true`. */
export const removeDsRecordQuery = z.strictObject({
  understood: z.literal('true', { error: 'validation.must_understand' }),
});

/** `PUT /domains/{domainId}/dnssec` (the product's name servers): signing on or off. */
export const setDnssecRequest = z.strictObject({
  enabled: z.boolean({ error: 'validation.invalid_type' }),
  understood: understoodField,
});

export const dsRecordViewSchema = z.object({
  /** `<key tag>-<algorithm>-<digest type>-<digest>`: the record's address under `/ds-records/`. */
  id: z.string(),
  key_tag: z.int(),
  algorithm: z.int(),
  digest_type: z.int(),
  digest: z.string(),
});
export type DsRecordView = z.infer<typeof dsRecordViewSchema>;

export const dnssecViewSchema = z.object({
  name_server_mode: z.enum(['product', 'custom']),
  /** Signing by the product's DNS host (product name servers only). */
  signing: z.boolean(),
  ds_records: z.array(dsRecordViewSchema),
  registration_locked: z.boolean(),
});
export type DnssecView = z.infer<typeof dnssecViewSchema>;
export const dnssecResponse = dataEnvelope(dnssecViewSchema);

// ── contacts ────────────────────────────────────────────────────────────────────────────────────

export const contactRoles = ['registrant', 'admin', 'tech', 'billing'] as const;
export type ContactRole = (typeof contactRoles)[number];

const requiredText = (max: number) =>
  oneLine(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.invalid_value' }));
const optionalText = (max: number) => oneLine(z.string({ error: 'validation.invalid_type' }).trim().max(max, { error: 'validation.invalid_value' })).default('');

/**
 * A contact (spec §3): required are what a registry needs to reach a person — name, postal
 * address (RFC 5733 limits: postal code ≤ 16), country, phone and e-mail. A company needs its
 * name, and a Faroese company its V-tal; state, VAT number stay optional.
 */
export const contactSchema = z
  .strictObject({
    owner_type: z.enum(['person', 'company'], { error: 'validation.invalid_value' }),
    first_name: requiredText(100),
    last_name: requiredText(100),
    company: optionalText(200),
    street: requiredText(200),
    postal_code: requiredText(16),
    town: requiredText(100),
    state: optionalText(100),
    country_code: countryCodeField,
    phone_code: phoneCodeField,
    phone_number: phoneField,
    email: emailField,
    vat_number: optionalText(20).refine((value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 .-]{1,19}$/.test(value), { error: 'validation.vat_number_invalid' }),
    /** The Faroese company register's number (V-tal). */
    v_number: optionalText(10).refine((value) => value === '' || /^\d{4,8}$/.test(value), { error: 'validation.v_number_invalid' }),
    /** Lives (a company: is registered) in the Faroe Islands. */
    resident: z.boolean({ error: 'validation.invalid_type' }),
  })
  .superRefine((contact, context) => {
    if (contact.owner_type !== 'company') return;
    if (contact.company === '') context.addIssue({ code: 'custom', path: ['company'], message: 'validation.company_required' });
    if (contact.resident && contact.v_number === '') context.addIssue({ code: 'custom', path: ['v_number'], message: 'validation.v_number_required' });
  });
export type Contact = z.infer<typeof contactSchema>;

/**
 * `PUT /domains/{domainId}/contacts`: all four contacts, or the registrant and `same_for_all`
 * ("use the same information for all"), which makes the other three the registrant's copy.
 */
export const updateContactsRequest = z.discriminatedUnion(
  'same_for_all',
  [
    z.strictObject({ same_for_all: z.literal(true), registrant: contactSchema }),
    z.strictObject({ same_for_all: z.literal(false), registrant: contactSchema, admin: contactSchema, tech: contactSchema, billing: contactSchema }),
  ],
  { error: 'validation.invalid_value' },
);
export type UpdateContactsRequest = z.infer<typeof updateContactsRequest>;

/** A contact as shown: the same fields, possibly incomplete (a profile without a phone number). */
export const contactViewSchema = z.object({
  owner_type: z.enum(['person', 'company']),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  street: z.string(),
  postal_code: z.string(),
  town: z.string(),
  state: z.string(),
  country_code: z.string(),
  phone_code: z.string(),
  phone_number: z.string(),
  email: z.string(),
  vat_number: z.string(),
  v_number: z.string(),
  resident: z.boolean(),
});

export const contactsViewSchema = z.object({
  /** `profile`: nothing saved yet; the four are the owner's profile, as registered at purchase. */
  source: z.enum(['profile', 'saved']),
  same_for_all: z.boolean(),
  registrant: contactViewSchema,
  admin: contactViewSchema,
  tech: contactViewSchema,
  billing: contactViewSchema,
  /** Only the domain's owner changes the registrant (spec §6). */
  can_change_registrant: z.boolean(),
  registration_locked: z.boolean(),
});
export type ContactsView = z.infer<typeof contactsViewSchema>;
export const contactsResponse = dataEnvelope(contactsViewSchema);

// ── locks and transfer code ─────────────────────────────────────────────────────────────────────

export const setTransferLockRequest = z.strictObject({ locked: z.boolean({ error: 'validation.invalid_type' }) });
/** `locked: false` asks for the unlock; it takes effect when the registry confirms. */
export const setRegistrationLockRequest = z.strictObject({ locked: z.boolean({ error: 'validation.invalid_type' }) });

export const registrationLockStates = ['unlocked', 'locked', 'unlock_requested'] as const;
export type RegistrationLockState = (typeof registrationLockStates)[number];

export const locksViewSchema = z.object({
  transfer_lock: z.boolean(),
  registration_lock: z.enum(registrationLockStates),
  unlock_requested_at: isoTimestamp.nullable(),
});
export type LocksView = z.infer<typeof locksViewSchema>;
export const locksResponse = dataEnvelope(locksViewSchema);

export const transferCodeResponse = dataEnvelope(z.object({ transfer_code: z.string() }));

// ── the portal lock (docs/decisions/domain-portal-lock.md) ──────────────────────────────────────

/** How long a personal domain's request to lift the portal lock waits before the lock lifts. */
export const portalLockLiftWaitHours = 24;

export const portalLockStates = ['unlocked', 'locked', 'lift_requested'] as const;
export type PortalLockState = (typeof portalLockStates)[number];

export const portalLockViewSchema = z.object({
  state: z.enum(portalLockStates),
  locked_at: isoTimestamp.nullable(),
  /** The request to lift it, while one waits. */
  lift: z
    .object({
      requested_at: isoTimestamp,
      requested_by_me: z.boolean(),
      /** `wait`: a personal domain's lock lifts at `lifts_at` unless cancelled; `second_owner`: another owner of the team approves. */
      approval: z.enum(['wait', 'second_owner']),
      lifts_at: isoTimestamp.nullable(),
      /** Whether an SMS told the owner too (a verified phone), besides the e-mail. */
      sms_sent: z.boolean(),
    })
    .nullable(),
  /** The caller is an owner of the domain: may put the lock on, ask to lift it and cancel the request. */
  may_change: z.boolean(),
  /** The caller may approve the waiting request (a team owner other than the one who asked). */
  may_approve: z.boolean(),
});
export type PortalLockView = z.infer<typeof portalLockViewSchema>;
export const portalLockResponse = dataEnvelope(portalLockViewSchema);

// ── "This was not me" (docs/decisions/this-was-not-me.md) ───────────────────────────────────────

/** A "This was not me" link's token (from the mail's link): anything not ours is answered `not_me_link_invalid` by the use case, not by the form. */
export const reportNotMeRequest = z.strictObject({
  token: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.required' }),
});

/** What a report did: the domain it locked, and whether the lock went on now or was on already. */
export const notMeReportSchema = z.object({
  /** Null when the domain is gone since (the sessions ended all the same). */
  domain_name: z.string().nullable(),
  /** `now`: the report put the portal lock on; `already`: it was on (a waiting request to lift it is cancelled); null: no domain. */
  locked: z.enum(['now', 'already']).nullable(),
});
export type NotMeReport = z.infer<typeof notMeReportSchema>;
export const notMeReportResponse = dataEnvelope(notMeReportSchema);
