import * as z from 'zod';

/**
 * A DNS service template: the Domain Connect template format (providerId, serviceId, records
 * with `%variable%` placeholders, `SPFM` for an SPF include merged into the one SPF record,
 * `txtConflictMatchingMode`, `essential`: https://github.com/Domain-Connect/spec) plus ours: the
 * variables with their labels and checks, the texts in Faroese and English, what the template
 * touches (for the warning in words) and the page it was taken from. One file a template in this
 * folder, listed in `index.ts`; `template.test.ts` checks every file against this schema
 * (docs/decisions/dns-service-templates.md).
 */

const texts = z.strictObject({ fo: z.string().min(1), en: z.string().min(1) });

/** What a variable holds: checked as the record it lands in would be, and by its own pattern. */
export const templateVariableKinds = ['hostname', 'name', 'ipv4', 'ipv6', 'text'] as const;

export const templateVariable = z.strictObject({
  /** Written `%name%` in the records. */
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  kind: z.enum(templateVariableKinds),
  label: texts,
  hint: texts,
  /** What the value looks like (shown in the field, e.g. `MS=ms12345678`). */
  example: z.string().min(1),
  /** A regular expression the whole value must match (a verification code's form). */
  pattern: z.string().optional(),
  default: z.string().optional(),
  /** Left empty, the records that use it are left out. */
  optional: z.boolean().optional(),
});
export type TemplateVariable = z.infer<typeof templateVariable>;

const ttl = z.int().min(60).max(604_800);
const common = {
  /** `@` for the domain, a name below it, or `%variable%`. */
  host: z.string().min(1),
  ttl,
  essential: z.enum(['Always', 'OnApply']).optional(),
  groupId: z.string().optional(),
};

export const templateRecord = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['A', 'AAAA', 'CNAME', 'NS']), ...common, pointsTo: z.string().min(1) }),
  z.strictObject({ type: z.literal('MX'), ...common, pointsTo: z.string().min(1), priority: z.int().min(0).max(65_535) }),
  z.strictObject({
    type: z.literal('TXT'),
    ...common,
    data: z.string().min(1),
    /** Domain Connect: `None` adds beside the name's TXT records, `All` replaces them, `Prefix` those starting with the prefix. */
    txtConflictMatchingMode: z.enum(['None', 'All', 'Prefix']).optional(),
    txtConflictMatchingPrefix: z.string().min(1).optional(),
  }),
  /** Domain Connect's SPF merge: the rules go into the name's one `v=spf1` record. */
  z.strictObject({ type: z.literal('SPFM'), ...common, spfRules: z.string().min(1) }),
  /** `0 issue "letsencrypt.org"`, as Domain Connect's CAA templates write it. */
  z.strictObject({ type: z.literal('CAA'), ...common, data: z.string().regex(/^\d{1,3} (issue|issuewild|iodef) "[^"]+"$/) }),
]);
export type TemplateRecord = z.infer<typeof templateRecord>;

/** What a template changes that people should be warned about in words. */
export const templateTouches = ['mail', 'web', 'verification', 'certificates'] as const;

export const dnsTemplate = z
  .strictObject({
    providerId: z.string().regex(/^[a-z0-9.-]+$/),
    serviceId: z.string().regex(/^[a-z0-9.-]+$/),
    providerName: z.string().min(1),
    serviceName: z.string().min(1),
    version: z.int().min(1),
    logoUrl: z.url().optional(),
    description: z.string().min(1),
    variableDescription: z.string().optional(),
    records: z.array(templateRecord).min(1),
    // Ours.
    touches: z.array(z.enum(templateTouches)).min(1),
    name: texts,
    summary: texts,
    variables: z.array(templateVariable),
    /** The provider's page the records were taken from. */
    source: z.url({ protocol: /^https$/ }),
  })
  .superRefine((template, context) => {
    const declared = new Set(template.variables.map((variable) => variable.name));
    const used = new Set(
      JSON.stringify(template.records)
        .match(/%[a-zA-Z][a-zA-Z0-9]*%/g)
        ?.map((placeholder) => placeholder.slice(1, -1)) ?? [],
    );
    for (const name of used) if (!builtInVariables.has(name) && !declared.has(name)) context.addIssue({ code: 'custom', message: `%${name}% is not declared` });
    for (const name of declared) if (!used.has(name)) context.addIssue({ code: 'custom', message: `${name} is not used` });
  });
export type DnsTemplate = z.infer<typeof dnsTemplate>;

/** Filled in by us: the domain (`example.fo`) and the domain with dashes (`example-fo`, Microsoft's MX). */
export const builtInVariables = new Set(['domain', 'domainDashes']);

/** `microsoft.com.o365`: the template's id (its file's name). */
export const templateId = (template: Pick<DnsTemplate, 'providerId' | 'serviceId'>) => `${template.providerId}.${template.serviceId}`;
