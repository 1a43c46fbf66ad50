import { config } from '../../config.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import { configuredClock } from '../clock/configured-clock.ts';
import { outboxMessageRepository } from '../dynamodb/outbox-message-repository.ts';
import { localOutboxMailer, localOutboxSmsSender } from './local-outbox.ts';
import { sesMailer } from './ses-mailer.ts';
import { snsSmsSender } from './sns-sms-sender.ts';

/** The mailer this process's configuration selects (MAIL_TRANSPORT). */
export function configuredMailer(): Mailer {
  const { MAIL_TRANSPORT, MAIL_FROM, AWS_REGION } = config();
  if (MAIL_TRANSPORT === 'local') return localOutboxMailer({ from: MAIL_FROM, outbox: outboxMessageRepository, clock: configuredClock() });
  return sesMailer({ from: MAIL_FROM, region: AWS_REGION });
}

/** The SMS sender this process's configuration selects (SMS_TRANSPORT). */
export function configuredSmsSender(): SmsSender {
  const { SMS_TRANSPORT, AWS_REGION } = config();
  if (SMS_TRANSPORT === 'local') return localOutboxSmsSender({ outbox: outboxMessageRepository, clock: configuredClock() });
  return snsSmsSender({ region: AWS_REGION });
}
