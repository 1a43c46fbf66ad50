import type { Clock } from '../../ports/clock.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import type { OutboxMessageRepository } from '../dynamodb/outbox-message-repository.ts';

/** The local runtime's "sending": every message lands in the outbox shown at /dev/mail. */
export function localOutboxMailer(input: { from: string; outbox: Pick<OutboxMessageRepository, 'record'>; clock: Clock }): Mailer {
  return {
    send: (message) => input.outbox.record({ channel: 'email', from: input.from, ...message, sentAt: input.clock.now() }),
  };
}

export function localOutboxSmsSender(input: { outbox: Pick<OutboxMessageRepository, 'record'>; clock: Clock }): SmsSender {
  return {
    send: (message) => input.outbox.record({ channel: 'sms', from: 'Okisnavn', to: message.to, text: message.text, sentAt: input.clock.now() }),
  };
}
