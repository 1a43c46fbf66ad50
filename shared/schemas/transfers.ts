import * as z from 'zod';
import { checkFoName, normalizeDomainEntry } from '../domain-names.ts';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/**
 * Transfer in (spec §2 `/transfer-domain`, §4 "Transfer in"): the user names a domain held at
 * another registrar and gives its transfer code; the registry asks the current holder, who
 * approves at once, rejects, or lets the registry approve by itself after five days.
 */

/**
 * The years a transfer in adds to the domain's expiry: asked for explicitly in the request (EPP
 * `domain:period`), so what the page says before the request is what the registry does. A
 * transfer costs nothing (docs/decisions/README.md, "Transfer in").
 */
export const transferYears = 1;

/** A transfer code (EPP `pwAuthInfoType`, a normalizedString): one line; registries use well under 64 characters. */
export const maxTransferCodeLength = 64;

/** `POST /transfers`. The name gets `.fo` when it has no suffix, as in the search. */
export const requestTransferRequest = z.strictObject({
  domain: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.domain_too_long' })
    .transform((entry) => normalizeDomainEntry(entry))
    .superRefine((name, context) => {
      const check = checkFoName(name);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.reason, input: name });
    }),
  auth_code: oneLine(
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(maxTransferCodeLength, { error: 'validation.transfer_code_format' })
      // Tabs and line breaks are not allowed in an EPP normalizedString.
      .regex(/^[^\t\r\n]*$/, { error: 'validation.transfer_code_format' }),
  ),
  /** A team's transfer (spec §2 `teams-transfer-domain`, team owners only): the team owns the domain. Absent or null: the caller's own. */
  team_id: z.uuid({ error: 'validation.invalid_value' }).nullable().optional(),
});
/** `GET /transfers?team_id=`: the team's transfers (its members see them); without it the caller's own. */
export const transfersQuery = z.strictObject({ team_id: z.uuid({ error: 'validation.invalid_value' }).optional() });
export type RequestTransferRequest = z.infer<typeof requestTransferRequest>;

/**
 * requested: waiting for the current holder (or the registry's five days) · approved: the
 * holder approved · auto_approved: the registry approved by itself after five days ·
 * cancelled: stopped (see `cancel_reason`). Approved and auto-approved domains are the user's.
 */
export const transferStatuses = ['requested', 'approved', 'auto_approved', 'cancelled'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** Who stopped a cancelled transfer: the user, the current holder (rejected), or the registry. */
export const transferCancelReasons = ['cancelled_by_user', 'rejected_by_holder', 'cancelled_by_registry'] as const;
export type TransferCancelReason = (typeof transferCancelReasons)[number];

export const transferSchema = z.object({
  id: z.string(),
  /** Lower-case with `.fo`. */
  domain: z.string(),
  status: z.enum(transferStatuses),
  cancel_reason: z.enum(transferCancelReasons).nullable(),
  requested_at: isoTimestamp,
  /** When the registry approves by itself if the holder does not answer (the registry's action date). */
  auto_approval_at: isoTimestamp,
  approved_at: isoTimestamp.nullable(),
  cancelled_at: isoTimestamp.nullable(),
  /** The domain in the user's archive once approved. */
  domain_id: z.string().nullable(),
  updated_at: isoTimestamp,
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferResponse = dataEnvelope(transferSchema);
export const transfersResponse = dataEnvelope(z.array(transferSchema));
