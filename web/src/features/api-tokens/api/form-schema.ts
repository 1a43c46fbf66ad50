import * as z from 'zod';
import { apiTokenAreas } from '#shared/api/contract.ts';
import { createApiTokenRequest, type CreateApiTokenRequest } from '#shared/schemas/api-tokens.ts';

/**
 * The "New API token" form's values (flat, as the form kit keeps them) and their schema, which
 * checks them as the API will (`createApiTokenRequest`) and puts each problem on its field: the
 * scopes on the first area's choice, a domain list left empty on the choice of domains, a bad
 * range on the addresses.
 */
export const scopeField = (area: string) => `scope_${area}`;
export const domainField = (domainId: string) => `domain_${domainId}`;

export function apiTokenFormSchema(domainIds: readonly string[]): z.ZodType<CreateApiTokenRequest> {
  return z.record(z.string(), z.union([z.string(), z.boolean()])).transform((values, context) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const scopes = apiTokenAreas.flatMap((area) => (['read', 'write'].includes(text(scopeField(area))) ? [`${area}:${text(scopeField(area))}`] : []));
    if (scopes.length === 0) context.addIssue({ code: 'custom', path: [scopeField(apiTokenAreas[0])], message: 'validation.api_token_scope_required' });
    const chosen = domainIds.filter((id) => values[domainField(id)] === true);
    if (text('domains') === 'chosen' && chosen.length === 0) context.addIssue({ code: 'custom', path: ['domains'], message: 'validation.required' });
    const addresses = text('addresses')
      .split(/[\s,]+/)
      .filter(Boolean);
    const badAddress = addresses.some((address) => !z.union([z.cidrv4(), z.cidrv6()]).safeParse(address).success);
    if (badAddress) context.addIssue({ code: 'custom', path: ['addresses'], message: 'validation.invalid_value' });
    const recordName = text('record_name');
    const request = {
      name: text('name'),
      scopes,
      domain_ids: text('domains') === 'chosen' ? chosen : null,
      records: recordName ? [{ name: recordName, types: text('record_type') ? [text('record_type')] : ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'] }] : null,
      addresses: addresses.length > 0 ? addresses : null,
      valid_days: Number(text('valid_days')),
      max_unused_days: text('max_unused_days') ? Number(text('max_unused_days')) : null,
    };
    const parsed = createApiTokenRequest.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first] = issue.path;
        // A record rule's problem is on its name field; the rest are named as the form names them.
        const path = first === 'records' ? 'record_name' : first === 'scopes' || first === 'domain_ids' || first === 'addresses' ? null : String(first);
        if (path) context.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  }) as unknown as z.ZodType<CreateApiTokenRequest>;
}

/** The ACME credential's form: the domain it is for. */
export const acmeCredentialFormSchema = z.object({ domain_id: z.string().trim().min(1, { error: 'validation.required' }) });
