import * as z from 'zod';
import { domainRoles } from '../domain-roles.ts';
import { dataEnvelope } from './common.ts';

/** Up to this many names in one search: they go to the registry in one check command. */
export const maxSearchNames = 20;
/** Free names offered instead of a taken one, at most. */
export const maxAlternatives = 10;

/** `GET /domains/availability?domains=a,b.fo,c` — the raw comma-separated list (spec §4 rule 1). */
export const domainSearchQuery = z.strictObject({
  domains: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.invalid_value' }),
});

/** A price per year in øre: net, VAT and total (VAT included), from the settings. */
export const yearlyPriceSchema = z.object({ net: z.int(), vat: z.int(), total: z.int() });

export const domainSearchResultSchema = z.object({
  /** Lower-case, with the `.fo` suffix. */
  domain: z.string(),
  status: z.enum(['available', 'taken', 'not_allowed']),
  /**
   * Why not: for `not_allowed` a validation message key (`validation.domain_…`), for `taken` the
   * registry's reason (free text, may be null).
   */
  reason: z.string().nullable(),
  /** For names with Faroese letters (no IDN under .fo): the ASCII spelling to try instead. */
  suggestion: z.string().nullable(),
  price_per_year: yearlyPriceSchema,
  /**
   * For a taken name, or one spelt with Faroese letters: up to `maxAlternatives` similar names the
   * registry says are free (written out, hyphenated, with a word added), the most alike first.
   */
  alternatives: z.array(z.string()),
});
export type DomainSearchResult = z.infer<typeof domainSearchResultSchema>;

export const domainSearchResponse = dataEnvelope(z.array(domainSearchResultSchema));

/** A domain's business state (spec §4): expiring soon = within the warning days of settings. */
export const domainLifecycleStates = ['active', 'expiring_soon', 'expired', 'deleted', 'transferred_away'] as const;
export type DomainLifecycleState = (typeof domainLifecycleStates)[number];

export const domainSummarySchema = z.object({
  id: z.string(),
  /** Lower-case with `.fo`. */
  name: z.string(),
  status: z.enum(domainLifecycleStates),
  registered_at: z.string(),
  expires_at: z.string(),
  /** When automatic renewal would charge: expiry minus the settings' days before expiry. */
  renewal_date: z.string(),
  owner: z.object({ type: z.enum(['user', 'team']), id: z.string(), name: z.string() }),
  name_server_mode: z.enum(['product', 'custom']),
  name_servers: z.array(z.string()),
  transfer_lock: z.boolean(),
  registration_lock: z.boolean(),
  auto_renewal: z.boolean(),
  /** The saved card the domain renews with (spec §3 Domain "payment method"), or null. */
  payment_card_id: z.string().nullable(),
});
export type DomainSummary = z.infer<typeof domainSummarySchema>;

/** The single view: our data plus what the registry's `info` answered just now. */
export const domainDetailSchema = domainSummarySchema.extend({
  order_id: z.string().nullable(),
  /** When the domain came to us by transfer in (null: registered here); the trademark-opposition window is for new registrations only. */
  transferred_in_at: z.string().nullable(),
  registry: z
    .object({
      statuses: z.array(z.string()),
      expires_at: z.string(),
      updated_at: z.string().nullable(),
      name_servers: z.array(z.string()),
    })
    .nullable(),
  /** How many years a renewal may add today (0 at the 10-year cap). */
  max_renewal_years: z.int(),
  /** Set when the registry could not be asked (the page then shows our data and says so). */
  registry_error: z.enum(['registry_unavailable', 'domain_not_at_registry']).nullable(),
  /** The caller's role on the domain: its owner, or the technical manager it is shared with (DNS, forwarding, name servers, DNSSEC only). */
  role: z.enum(domainRoles),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;

/**
 * The domain lists' filters (own `/domains`, shared `/domains/shared`, a team's `/teams/{id}/domains`; issue 32
 * "Many domains", docs/decisions/domain-list-filters.md): `active` (not expired, deleted nor gone), `expiring`
 * (expires within `expiringWithinDays` days), `expired`, `locked` (transfer lock on), `not_working` (the last
 * health check failed), automatic renewal `auto_renewal_on` / `auto_renewal_off`.
 */
export const domainListStates = ['active', 'expiring', 'expired', 'locked', 'not_working', 'auto_renewal_on', 'auto_renewal_off'] as const;
export type DomainListState = (typeof domainListStates)[number];
export const domainListSorts = ['name', 'expiry'] as const;
export type DomainListSort = (typeof domainListSorts)[number];
/** "Expiring" in the lists' filter: within this many days from now. */
export const expiringWithinDays = 30;
/** The most domains one page may answer. */
export const maxDomainsPerPage = 100;

/**
 * `?q&state&sort&per_page&cursor`: `q` a part of the name (case-insensitive); `sort` by name (default) or by
 * expiry, soonest first; without `per_page` every matching domain is answered (the JSON export), with it one
 * page, and `links.next` the cursor of the next (a cursor keeps its place when domains come or go).
 */
export const domainListQuery = z.strictObject({
  q: z.string().trim().toLowerCase().max(253, { error: 'validation.invalid_value' }).optional(),
  state: z.enum(domainListStates, { error: 'validation.invalid_value' }).optional(),
  sort: z.enum(domainListSorts, { error: 'validation.invalid_value' }).optional(),
  per_page: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, { error: 'validation.must_be_number' })
    .transform(Number)
    .pipe(z.int().min(1).max(maxDomainsPerPage, { error: 'validation.invalid_value' }))
    .optional(),
  cursor: z.string().max(2000, { error: 'validation.invalid_value' }).optional(),
});
export type DomainListQuery = z.infer<typeof domainListQuery>;

/** A domain list: the page (or every match) and `links.next`, the next page's cursor (null on the last). */
export const domainsResponse = z.object({ data: z.array(domainSummarySchema), links: z.object({ next: z.string().nullable() }) });
/**
 * A domain of the shared list (`GET /domains/shared`) with the caller's role on it: `technical_manager`, or
 * `owner` when the caller is also a member of the team that owns it; the list's bulk actions follow it.
 */
export const sharedDomainSummarySchema = domainSummarySchema.extend({ role: z.enum(domainRoles) });
export type SharedDomainSummary = z.infer<typeof sharedDomainSummarySchema>;
export const sharedDomainsResponse = domainsResponse.extend({ data: z.array(sharedDomainSummarySchema) });
export const domainDetailResponse = dataEnvelope(domainDetailSchema);

/**
 * `POST /domains/{domainId}/move {team_id}` (spec §2 "move domain"): to a team the caller owns
 * (its id), or to the caller's own domains (null).
 */
export const moveDomainRequest = z.strictObject({
  team_id: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_value') }).nullable(),
});
export const moveDomainResponse = dataEnvelope(domainSummarySchema);
/** The move form: where to (`personal`, or a team's id), chosen from a list. */
export const moveDomainForm = z.object({ target: z.string({ error: 'validation.required' }).min(1, 'validation.required') });
