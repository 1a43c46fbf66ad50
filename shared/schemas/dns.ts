import * as z from 'zod';
import { dataEnvelope, severalLines } from './common.ts';

/**
 * DNS records, the zone file and forwarding: the API's and the forms' schemas (one source).
 * Record names are relative to the domain (`@` is the domain itself); host names in values are
 * full names (`mail.example.fo`, a trailing dot is allowed) or `@` for the domain itself.
 * Checks that need the domain's name or its other records (the name's full length, a CNAME
 * beside other records, …) are `recordSetProblems` in `shared/dns-records.ts`.
 */
export const dnsRecordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'] as const;
export type DnsRecordType = (typeof dnsRecordTypes)[number];

export const dnsLimits = {
  /** Seconds. Route 53 and most resolvers honour anything; below a minute only adds load. */
  minTtl: 60,
  maxTtl: 604_800,
  defaultTtl: 3600,
  /** RFC 1035 §2.3.4. */
  labelOctets: 63,
  nameOctets: 255,
  /** One character-string of a TXT record (RFC 1035 §3.3.14): longer texts are split on save. */
  txtStringOctets: 255,
  /** A TXT value in all (Route 53's limit per value). */
  txtValueLength: 4000,
  /** Records a domain may hold (one transaction must fit an import; docs/decisions/README.md). */
  recordsPerDomain: 100,
  /**
   * Records one change set may add, change or remove: a DynamoDB transaction holds 100 items,
   * and the records' version, the version kept of them and the change's event take three
   * (docs/decisions/dns-record-checks.md, dns-versions.md).
   */
  changesPerSet: 97,
  /** A zone file to import, in characters. */
  zoneFileLength: 200_000,
} as const;

export const srvProtocols = ['tcp', 'udp', 'tls'] as const;
export const caaTags = ['issue', 'issuewild', 'iodef'] as const;
export const forwardingStatusCodes = [301, 302] as const;

const label = /^(\*|[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)$/;
const hostLabel = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?$/;
const octets = (text: string) => new TextEncoder().encode(text).length;
/** A leading dot, two dots in a row, or a name that is nothing but a dot: an empty label. */
const hasStrayDots = (name: string) => name.startsWith('.') || name.includes('..');
const isAddress = (text: string) => z.regexes.ipv4.test(text) || z.regexes.ipv6.test(text);

/**
 * An IPv6 address in its canonical text form (RFC 5952): lower case, leading zeros dropped, the
 * longest run of zero groups compressed. The WHATWG URL parser (in Node and every browser)
 * serializes a host address exactly so; an IPv4-mapped address keeps its dotted tail (§5).
 */
export function canonicalIpv6(address: string): string {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return `::ffff:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** A relative owner name: `@`, `www`, `_dmarc`, `*.shop`; at most 63 octets a label. */
export const recordName = z
  .string({ error: 'validation.required' })
  .max(dnsLimits.nameOctets, { error: 'validation.dns_name_too_long' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .superRefine((name, context) => {
    if (name === '@') return;
    // A trailing dot makes the name absolute (it must then end with the domain's name: normalizeRecord).
    const labels = name.replace(/\.$/, '').split('.');
    if (hasStrayDots(name)) context.addIssue({ code: 'custom', message: 'validation.dns_name_dots' });
    else if (labels.some((part) => octets(part) > dnsLimits.labelOctets)) context.addIssue({ code: 'custom', message: 'validation.dns_label_too_long' });
    else if (octets(name) > dnsLimits.nameOctets - 2) context.addIssue({ code: 'custom', message: 'validation.dns_name_too_long' });
    else if (labels.some((part, index) => !label.test(part) || (part === '*' && index > 0))) context.addIssue({ code: 'custom', message: 'validation.dns_name_invalid' });
  });

/** A full host name (`mail.example.fo`, trailing dot optional) or `@` for the domain itself. */
export const hostName = z
  .string({ error: 'validation.required' })
  .max(dnsLimits.nameOctets, { error: 'validation.dns_name_too_long' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .superRefine((name, context) => {
    if (name === '@') return;
    const labels = name.replace(/\.$/, '').split('.');
    // A host name, not an address: MX, SRV, CNAME and NS point at names (RFC 1035 §3.3, RFC 2782).
    if (isAddress(name.replace(/\.$/, ''))) context.addIssue({ code: 'custom', message: 'validation.dns_host_is_address' });
    else if (hasStrayDots(name)) context.addIssue({ code: 'custom', message: 'validation.dns_name_dots' });
    else if (labels.some((part) => octets(part) > dnsLimits.labelOctets)) context.addIssue({ code: 'custom', message: 'validation.dns_label_too_long' });
    else if (octets(name.replace(/\.$/, '')) > dnsLimits.nameOctets - 2) context.addIssue({ code: 'custom', message: 'validation.dns_name_too_long' });
    else if (labels.length < 2 || labels.some((part) => !hostLabel.test(part))) context.addIssue({ code: 'custom', message: 'validation.dns_hostname_invalid' });
  });

/** An integer in a range; a text or a fraction is "must be a number", out of range its own key. */
const integer = (min: number, max: number, rangeKey: string) =>
  z
    .int({ error: (issue) => (issue.input === undefined ? 'validation.required' : issue.code === 'invalid_type' ? 'validation.must_be_number' : rangeKey) })
    .min(min, { error: rangeKey })
    .max(max, { error: rangeKey });

const ttl = integer(dnsLimits.minTtl, dnsLimits.maxTtl, 'validation.dns_ttl_range').default(dnsLimits.defaultTtl);
const uint16 = (key: string) => integer(0, 65_535, key);

const base = { name: recordName, ttl };

const caaValue = /^(;|[a-z0-9]([a-z0-9.-]*[a-z0-9])?\.?\s*(;.*)?)$/i;
const iodefValue = /^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https?:\/\/[^\s]+)$/i;

const aRecord = z.strictObject({
  type: z.literal('A'),
  ...base,
  value: z
    .string({ error: 'validation.required' })
    .max(64, { error: 'validation.invalid_ipv4' })
    .trim()
    .pipe(z.ipv4({ error: 'validation.invalid_ipv4' })),
});
const aaaaRecord = z.strictObject({
  type: z.literal('AAAA'),
  ...base,
  value: z
    .string({ error: 'validation.required' })
    .max(64, { error: 'validation.invalid_ipv6' })
    .trim()
    .toLowerCase()
    .pipe(z.ipv6({ error: 'validation.invalid_ipv6' }))
    .transform(canonicalIpv6),
});
const cnameRecord = z.strictObject({
  type: z.literal('CNAME'),
  name: recordName.refine((name) => name !== '@', { error: 'validation.dns_cname_at_apex' }),
  ttl,
  value: hostName,
});
const mxRecord = z.strictObject({ type: z.literal('MX'), ...base, priority: uint16('validation.dns_priority_range'), value: hostName });
const txtRecord = z.strictObject({
  type: z.literal('TXT'),
  ...base,
  value: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(dnsLimits.txtValueLength, { error: 'validation.dns_txt_too_long' })
    // Control characters cannot be typed into a zone file sensibly; tabs and the rest can.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((text) => !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(text), { error: 'validation.dns_txt_invalid' }),
});
const srvRecord = z.strictObject({
  type: z.literal('SRV'),
  ...base,
  /** `sip` or `_sip`: the record's name starts `_sip._tcp`. */
  service: z
    .string({ error: 'validation.required' })
    .max(dnsLimits.labelOctets, { error: 'validation.dns_srv_service' })
    .trim()
    .toLowerCase()
    .transform((service) => service.replace(/^_/, ''))
    .pipe(z.string().regex(/^[a-z0-9]([a-z0-9-]{0,13}[a-z0-9])?$/, { error: 'validation.dns_srv_service' })),
  protocol: z
    .string({ error: 'validation.required' })
    .max(dnsLimits.labelOctets, { error: 'validation.dns_srv_protocol' })
    .trim()
    .toLowerCase()
    .transform((protocol) => protocol.replace(/^_/, ''))
    .pipe(z.enum(srvProtocols, { error: 'validation.dns_srv_protocol' })),
  priority: uint16('validation.dns_port_range'),
  weight: uint16('validation.dns_port_range'),
  port: uint16('validation.dns_port_range'),
  value: hostName,
});
const caaRecord = z
  .strictObject({
    type: z.literal('CAA'),
    ...base,
    flags: integer(0, 255, 'validation.dns_caa_flags'),
    tag: z.enum(caaTags, { error: 'validation.dns_caa_tag' }),
    value: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(255, { error: 'validation.dns_caa_value' }),
  })
  .superRefine((record, context) => {
    const valid = record.tag === 'iodef' ? iodefValue.test(record.value) : caaValue.test(record.value);
    if (!valid) context.addIssue({ code: 'custom', path: ['value'], message: record.tag === 'iodef' ? 'validation.dns_caa_iodef' : 'validation.dns_caa_value' });
  });
const nsRecord = z.strictObject({
  type: z.literal('NS'),
  // The domain's own name servers are the product's; NS records delegate a name below it.
  name: recordName.refine((name) => name !== '@', { error: 'validation.dns_ns_at_apex' }),
  ttl,
  value: hostName,
});

/** One record as the user enters it (`POST`/`PUT …/dns-records`). */
export const dnsRecordInput = z.discriminatedUnion('type', [aRecord, aaaaRecord, cnameRecord, mxRecord, txtRecord, srvRecord, caaRecord, nsRecord], {
  error: (issue) => {
    const input = issue.input as { type?: unknown } | undefined;
    return input === undefined || (typeof input === 'object' && input !== null && input.type === undefined) ? 'validation.required' : 'validation.dns_type';
  },
});
export type DnsRecordInput = z.infer<typeof dnsRecordInput>;

/** The form's values are texts; numbers become numbers (an empty text stays missing). */
const numberFields = ['ttl', 'priority', 'weight', 'port', 'flags'] as const;
const formFields = {
  A: [],
  AAAA: [],
  CNAME: [],
  MX: ['priority'],
  TXT: [],
  SRV: ['service', 'protocol', 'priority', 'weight', 'port'],
  CAA: ['flags', 'tag'],
  NS: [],
} as const satisfies Record<DnsRecordType, readonly string[]>;

/** The fields a record of a type has besides type, name, value and TTL (what the form shows). */
export const dnsTypeFields: Record<DnsRecordType, readonly string[]> = formFields;

export const dnsRecordForm = z
  .record(z.string(), z.union([z.string(), z.boolean()]))
  .transform((values) => {
    const type = String(values.type ?? '') as DnsRecordType;
    const extra: readonly string[] = formFields[type] ?? [];
    const body: Record<string, unknown> = { type, name: values.name, value: values.value, ttl: values.ttl };
    for (const key of extra) body[key] = values[key];
    for (const key of numberFields) {
      if (!(key in body)) continue;
      const text = String(body[key] ?? '').trim();
      body[key] = text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : text;
    }
    return body;
  })
  .pipe(dnsRecordInput);

/** A saved record. `rdata` is its data as the zone file writes it (TXT split into strings). */
export const dnsRecordSchema = z.object({
  id: z.string(),
  type: z.enum(dnsRecordTypes),
  name: z.string(),
  /** The full name: `www.example.fo`. */
  fqdn: z.string(),
  value: z.string(),
  ttl: z.int(),
  priority: z.int().nullable(),
  weight: z.int().nullable(),
  port: z.int().nullable(),
  service: z.string().nullable(),
  protocol: z.enum(srvProtocols).nullable(),
  flags: z.int().nullable(),
  tag: z.enum(caaTags).nullable(),
  rdata: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const dnsRecordsResponse = dataEnvelope(
  z.object({
    domain: z.string(),
    records: z.array(dnsRecordSchema),
    limit: z.int(),
    /** The records' version (a change set may name it to be refused when they changed since). */
    version: z.int(),
    /** Forwarding holds the domain and www: their A, AAAA and CNAME records are refused meanwhile. */
    forwarding: z.boolean(),
    /** The service templates applied (shared/dns-templates), oldest first, with the values given. */
    templates: z.array(z.object({ id: z.string(), variables: z.record(z.string(), z.string()) })),
  }),
);
export const dnsRecordResponse = dataEnvelope(dnsRecordSchema);

/** `GET …/zone-file`: the zone in BIND format (RFC 1035 §5). */
export const zoneFileResponse = dataEnvelope(z.object({ domain: z.string(), filename: z.string(), zone_file: z.string() }));

/** `POST …/zone-file/import`: `apply: false` answers the preview only. */
export const zoneFileImportRequest = z.strictObject({
  zone_file: severalLines(
    z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(dnsLimits.zoneFileLength, { error: 'validation.zone_file_too_long' }),
  ),
  apply: z.boolean({ error: 'validation.invalid_type' }).default(false),
});
export type ZoneFileImportRequest = z.infer<typeof zoneFileImportRequest>;

const recordDraftSchema = dnsRecordSchema.omit({ id: true });
export const zoneImportPreviewSchema = z.object({
  added: z.array(recordDraftSchema),
  changed: z.array(z.object({ before: dnsRecordSchema, after: recordDraftSchema })),
  removed: z.array(dnsRecordSchema),
  unchanged: z.int(),
  /** Lines the import leaves alone: SOA, the domain's own NS, DNSSEC records (the host's). */
  ignored: z.array(z.object({ line: z.int(), type: z.string() })),
  applied: z.boolean(),
});
export type ZoneImportPreview = z.infer<typeof zoneImportPreviewSchema>;
export const zoneFileImportResponse = dataEnvelope(zoneImportPreviewSchema);

const recordId = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.dns_record_unknown' });

/**
 * One change of a change set: a record added, a saved record (`id`) replaced, or one removed.
 * A template, the editor or a restore says what it changes in these words.
 */
export const dnsRecordChangeInput = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('add'), record: dnsRecordInput }),
    z.strictObject({ action: z.literal('change'), id: recordId, record: dnsRecordInput }),
    z.strictObject({ action: z.literal('remove'), id: recordId }),
  ],
  { error: 'validation.dns_change_action' },
);
export type DnsRecordChangeInput = z.infer<typeof dnsRecordChangeInput>;

/**
 * A service template (shared/dns-templates) as a change set: applied with the values of its
 * variables, or (`remove`) taken off again. The change set is made from the template by the
 * API, with the same functions the DNS tab previews with.
 */
export const dnsTemplateChange = z.strictObject({
  id: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.dns_template_unknown' }),
  variables: z.record(z.string().max(40), z.string({ error: 'validation.invalid_type' }).max(dnsLimits.txtValueLength, { error: 'validation.dns_txt_too_long' })).default({}),
  remove: z.boolean({ error: 'validation.invalid_type' }).default(false),
});
export type DnsTemplateChange = z.infer<typeof dnsTemplateChange>;

/** Who can hand in a change set of records: the record editor, the e-mail authentication wizard. */
export const dnsChangeSetSources = ['editor', 'email-authentication'] as const;
export type DnsChangeSetSource = (typeof dnsChangeSetSources)[number];

/**
 * `POST …/dns-change-sets`: several records added, changed and removed together, saved whole or
 * not at all, or a service template's records (`template`, then without `changes`).
 * `apply: false` answers what it would do; `version` (from a list or a preview) refuses it with
 * 409 when the records changed since.
 */
export const dnsChangeSetRequest = z
  .strictObject({
    changes: z
      .array(dnsRecordChangeInput, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(dnsLimits.changesPerSet, { error: 'validation.dns_change_set_too_large' })
      .optional(),
    template: dnsTemplateChange.optional(),
    /** What built `changes`, named so in the versions: the editor, or the e-mail authentication wizard (a template's set is the template's). */
    source: z.enum(dnsChangeSetSources, { error: 'validation.invalid_value' }).default('editor'),
    apply: z.boolean({ error: 'validation.invalid_type' }).default(false),
    version: z.int({ error: 'validation.must_be_number' }).min(0, { error: 'validation.must_be_number' }).optional(),
  })
  .superRefine((request, context) => {
    if (request.template && request.changes) context.addIssue({ code: 'custom', path: ['changes'], message: 'validation.dns_template_with_changes' });
    else if (request.template && request.source !== 'editor') context.addIssue({ code: 'custom', path: ['source'], message: 'validation.dns_template_with_changes' });
    else if (!request.template && !request.changes) context.addIssue({ code: 'custom', path: ['changes'], message: 'validation.required' });
  });
export type DnsChangeSetRequest = z.infer<typeof dnsChangeSetRequest>;

/** What touching these records means, said in words before saving (shared/dns-templates/apply.ts `changeWarnings`). */
export const dnsChangeWarnings = ['mail', 'name_servers', 'certificates'] as const;

export const dnsChangeSetSchema = z.object({
  added: z.array(recordDraftSchema),
  changed: z.array(z.object({ before: dnsRecordSchema, after: recordDraftSchema })),
  removed: z.array(dnsRecordSchema),
  /** Why records are replaced or merged (a template's conflicts): `dns.templates.notes.<key>`. */
  notes: z.array(z.object({ key: z.string(), name: z.string(), values: z.array(z.string()) })),
  warnings: z.array(z.enum(dnsChangeWarnings)),
  applied: z.boolean(),
  /** The records' version: after the change when applied, else the one the preview was made on. */
  version: z.int(),
});
export type DnsChangeSet = z.infer<typeof dnsChangeSetSchema>;
export const dnsChangeSetResponse = dataEnvelope(dnsChangeSetSchema);

export const dnsVersionSources = ['editor', 'zone-import', 'restore', 'template', 'email-authentication'] as const;

/** One version of a domain's records: who made it, when, from which device, and what it did. */
export const dnsVersionSchema = z.object({
  version: z.int(),
  at: z.string(),
  actor: z.string(),
  /** The browser and system of the request, when known. */
  device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }).nullable(),
  source: z.enum(dnsVersionSources),
  /** The version a restore went back to. */
  restored_from: z.int().nullable(),
  /** The service template applied (`apply`) or taken off (`remove`). */
  template: z.object({ id: z.string(), action: z.enum(['apply', 'remove']) }).nullable(),
  added: z.int(),
  changed: z.int(),
  removed: z.int(),
});
export type DnsVersionView = z.infer<typeof dnsVersionSchema>;

/** `GET …/dns-versions`: the versions kept, newest first, and the records' version now. */
export const dnsVersionsResponse = dataEnvelope(z.object({ versions: z.array(dnsVersionSchema), current: z.int() }));

/** `GET …/dns-versions/{version}`: the version and the records it left. */
export const dnsVersionResponse = dataEnvelope(dnsVersionSchema.extend({ records: z.array(dnsRecordSchema) }));

/** `POST …/dns-versions/{version}/restore`: `apply: false` answers what the restore would change. */
export const dnsRestoreRequest = z.strictObject({
  apply: z.boolean({ error: 'validation.invalid_type' }).default(false),
  version: z.int({ error: 'validation.must_be_number' }).min(0, { error: 'validation.must_be_number' }).optional(),
});
export type DnsRestoreRequest = z.infer<typeof dnsRestoreRequest>;

/** Forwarding: the domain and `www` redirect to `url`. */
export const forwardingRequest = z.strictObject({
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.invalid_url' })
    // People type `example.com/landing`: an address without a scheme means https.
    .transform((url) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.invalid_url' })),
  status_code: z.union([z.literal(301), z.literal(302)], { error: 'validation.forwarding_status' }).default(301),
  /** `/a/b?c` on the domain goes to `<url>/a/b?c`; otherwise everything goes to `url` itself. */
  keep_path: z.boolean({ error: 'validation.invalid_type' }).default(false),
});
export type ForwardingRequest = z.infer<typeof forwardingRequest>;

export const forwardingSchema = z.object({
  domain: z.string(),
  url: z.string(),
  status_code: z.union([z.literal(301), z.literal(302)]),
  keep_path: z.boolean(),
  /** The names that redirect: the domain and www. */
  hosts: z.array(z.string()),
  updated_at: z.string(),
});
export type Forwarding = z.infer<typeof forwardingSchema>;
export const forwardingResponse = dataEnvelope(forwardingSchema.nullable());

/** The forwarding form's values (the status is chosen as text) → the API's request. */
export const forwardingForm = z.preprocess(
  (values) => (typeof values === 'object' && values !== null ? { ...values, status_code: Number((values as { status_code?: unknown }).status_code) } : values),
  forwardingRequest,
);

/**
 * The ACME protocols (issue 30, docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md): the
 * bodies acme-dns clients and lego's httpreq send. The values are checked by the use case
 * (functions/dns/acme-challenges.ts), which answers 400 with its own code, as acme-dns does.
 */
const acmeText = z.string({ error: 'validation.required' }).max(300, { error: 'validation.invalid_value' });
/** acme-dns's `POST /update`: `subdomain` is the credential's (the domain's id), `txt` the challenge's value. */
export const acmeDnsUpdateRequest = z.strictObject({ subdomain: acmeText, txt: acmeText });
/** acme-dns answers the value it keeps, not in `data` (its clients read `txt`). */
export const acmeDnsUpdateResponse = z.object({ txt: z.string() });
/** The headers acme-dns clients send: the credential's user (the token's id) and key (its secret). */
export const acmeDnsHeaders = z.object({
  'X-Api-User': z.string().max(100, { error: 'validation.invalid_value' }).optional(),
  'X-Api-Key': z.string().max(100, { error: 'validation.invalid_value' }).optional(),
});
/** lego's httpreq (its default mode, not RAW): the challenge's full name and value. */
export const httpreqRequest = z.strictObject({ fqdn: acmeText, value: acmeText });
export const httpreqResponse = dataEnvelope(z.object({ fqdn: z.string(), value: z.string() }));
