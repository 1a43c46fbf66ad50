import type { TFunction } from 'i18next';
import type { WebhookAttempt } from '#shared/schemas/webhooks.ts';

/** An event type's name in the reader's language: its key under webhooks.eventNames has an underscore for the dot. */
export const eventName = (type: string, t: TFunction): string => t(`webhooks.eventNames.${type.replace('.', '_')}` as 'webhooks.eventNames.domain_renewed');

/** What an attempt's answer was: its HTTP status, or why none came. */
export const attemptResult = (attempt: Pick<WebhookAttempt, 'ok' | 'status' | 'error'>, t: TFunction): string =>
  attempt.ok
    ? t('webhooks.result.ok', { status: attempt.status })
    : t(`webhooks.result.${attempt.error ?? 'http_status'}` as 'webhooks.result.http_status', { status: attempt.status });
