import * as z from 'zod';
import { codeField } from './auth.ts';
import { dataEnvelope, isoTimestamp } from './common.ts';
import { emailField } from './contact-fields.ts';
import { domainLifecycleStates } from './domains.ts';

/**
 * Claiming domains registered under another e-mail address (issue 16): the caller proves the
 * address with a 6-digit code, sees the domains whose registrant e-mail it is, and claims them
 * into their own archive or a team they own. Spec §7 shows no paths for these: ours.
 */

/** How long a proven address may be used to list and claim, once the code was right. */
export const claimProofMinutes = 60;
/** At most this many domains in one claim ("claim all"). */
export const maxClaimDomains = 100;

/** `POST /claims/codes`: send a code to the address. */
export const claimCodeRequest = z.strictObject({ email: emailField });
export type ClaimCodeRequest = z.infer<typeof claimCodeRequest>;

/** `POST /claims/verify`: the code sent to the address. */
export const claimVerifyRequest = z.strictObject({ email: emailField, code: codeField });
export type ClaimVerifyRequest = z.infer<typeof claimVerifyRequest>;

export const provenEmailSchema = z.object({
  /** Lower-case. */
  email: z.string(),
  /** Until when the proof lets the caller list and claim (ISO). */
  proven_until: isoTimestamp,
});
export type ProvenEmail = z.infer<typeof provenEmailSchema>;
export const provenEmailResponse = dataEnvelope(provenEmailSchema);

/** `GET /claims/domains?email=`: the domains registered under a proven address. */
export const claimableDomainsQuery = z.strictObject({ email: emailField });

export const claimableDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(domainLifecycleStates),
  expires_at: z.string(),
});
export type ClaimableDomain = z.infer<typeof claimableDomainSchema>;

export const claimableDomainsResponse = dataEnvelope(provenEmailSchema.extend({ domains: z.array(claimableDomainSchema) }));

/** `POST /claims/domains`: claim one, some or all into the caller's archive (`team_id: null`) or a team they own. */
export const claimDomainsRequest = z.strictObject({
  email: emailField,
  domain_ids: z
    .array(z.string({ error: 'validation.invalid_value' }).min(1, { error: 'validation.invalid_value' }).max(100, { error: 'validation.invalid_value' }), {
      error: 'validation.select_one_or_more',
    })
    .min(1, { error: 'validation.select_one_or_more' })
    .max(maxClaimDomains, { error: 'validation.invalid_value' }),
  team_id: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_value') }).nullable(),
});
export type ClaimDomainsRequest = z.infer<typeof claimDomainsRequest>;

export const claimedDomainsResponse = dataEnvelope(
  z.object({
    claimed: z.array(z.object({ id: z.string(), name: z.string() })),
    owner: z.object({ type: z.enum(['user', 'team']), id: z.string() }),
  }),
);

/** The web's choice of where claims go: '' is the caller's own archive, otherwise a team's id. */
export const claimTargetForm = z.strictObject({ target: z.string() });
