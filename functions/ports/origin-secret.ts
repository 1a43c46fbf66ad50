import * as z from 'zod';

/**
 * The origin secret as Secrets Manager keeps it: the one CloudFront sends, and the one before it
 * while a rotation reaches every edge. Read by the HTTP pipeline's origin check, written by the
 * rotation (functions/edge/), stored by the secrets adapters.
 */
export const originSecretValue = z.object({ current: z.string().min(32), previous: z.string().min(32).optional() });
export type OriginSecretValue = z.infer<typeof originSecretValue>;
