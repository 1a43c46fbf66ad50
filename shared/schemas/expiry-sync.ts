import * as z from 'zod';
import { dataEnvelope, isoTimestamp } from './common.ts';

/**
 * POST /admin/expiry-sync (spec §4: administrators "can force an expiry sync"; the admin screen
 * comes later): one domain (`domain_id`) or every domain (`all: true`), one of the two.
 */
export const forceExpirySyncRequest = z
  .strictObject({
    domain_id: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(100).optional(),
    all: z.literal(true, { error: 'validation.required' }).optional(),
  })
  .refine((body) => (body.domain_id === undefined) !== (body.all === undefined), { error: 'validation.required', path: ['domain_id'] });

/** 202: what was started. The expiry-sync job does it within 5 minutes (every domain: over several runs). */
export const forceExpirySyncResponse = dataEnvelope(
  z.union([z.object({ domain_id: z.string(), due_at: isoTimestamp }), z.object({ all: z.literal(true), started_at: isoTimestamp })]),
);
