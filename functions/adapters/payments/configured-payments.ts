import type { Config } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Payments, SavedCards } from '../../ports/payments.ts';
import { configuredClock } from '../clock/configured-clock.ts';
import type { LocalStandIns } from '../local-stand-ins.ts';
import { type StripeCredentials, stripeCredentialsFrom } from './stripe-credentials.ts';
import { createStripePayments, type StripeCommand, stripePaymentsOf } from './stripe-payments.ts';

type PaymentsConfig = Pick<Config, 'PAYMENTS_API_BASE' | 'PAYMENTS_API_KEY' | 'PAYMENTS_WEBHOOK_SECRET' | 'PAYMENTS_SECRET_ARN'> & Partial<Pick<Config, 'PAYMENTS_TIMEOUT_MS'>>;

/**
 * Where the Stripe keys come from: fixed (local runtime, tests), or the Secrets Manager secret
 * (AWS). Without either, the portal still runs and every payment call answers
 * payment_provider_unavailable, naming what is missing in the logged cause.
 */
function credentialsFrom(settings: PaymentsConfig): () => Promise<StripeCredentials> {
  const { PAYMENTS_API_KEY: apiKey, PAYMENTS_WEBHOOK_SECRET: webhookSecret, PAYMENTS_SECRET_ARN: secretArn } = settings;
  if (apiKey && webhookSecret) return async () => ({ apiKey, webhookSecret });
  if (secretArn) return stripeCredentialsFrom(secretArn);
  const missing = [apiKey ? null : 'PAYMENTS_API_KEY', webhookSecret ? null : 'PAYMENTS_WEBHOOK_SECRET'].filter(Boolean).join(' and ');
  const cause = new Error(`No payment provider configured: ${missing} not set, and no PAYMENTS_SECRET_ARN`);
  return async () => {
    throw new DomainError('payment_provider_unavailable', undefined, { cause });
  };
}

const optionsFrom = (settings: PaymentsConfig, clock: Clock) => ({
  apiBase: settings.PAYMENTS_API_BASE,
  credentials: credentialsFrom(settings),
  now: () => clock.now(),
  timeoutMs: settings.PAYMENTS_TIMEOUT_MS,
});

/** Payments on Stripe (or the simulator) as the given configuration says. */
export function paymentsFromConfig(settings: PaymentsConfig, clock: Clock): Payments & SavedCards {
  return createStripePayments(optionsFrom(settings, clock));
}

/**
 * The Payments a configuration selects. Safe to build at cold start: the keys are read at the
 * first call, and the local clock is used locally so the webhook tolerance moves with
 * `POST /dev/clock`.
 */
export function configuredPayments(config: Config, local?: LocalStandIns): Payments & SavedCards {
  return paymentsFromConfig(config, configuredClock(config, local));
}

/** The payment commands a function calls (`stripeCreateCheckout`, …), as `configuredPayments` makes them: its bundle carries only those. */
export function configuredPaymentsOf<K extends keyof (Payments & SavedCards)>(
  config: Config,
  local: LocalStandIns | undefined,
  commands: { [P in K]: StripeCommand<P> },
): Pick<Payments & SavedCards, K> {
  return stripePaymentsOf(optionsFrom(config, configuredClock(config, local)), commands);
}
