import Stripe from 'stripe';

/**
 * The `Stripe-Signature` header Stripe would send for this body at this time, made by the SDK's
 * own test helper (the simulator signs its webhooks with it; tests craft webhooks).
 */
export function stripeSignatureHeader(secret: string, rawBody: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: timestampSeconds });
}
