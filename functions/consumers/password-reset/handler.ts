import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { EventData } from '#events/catalogue/index.ts';
import { sendPasswordResetLink } from '../../auth/password-reset.ts';
import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { createCredentialRepository, createResetLinkRepository } from '../../adapters/dynamodb/credential-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import { createUserRepository } from '../../adapters/dynamodb/user-repository.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import { configuredMailer } from '../../adapters/messages/configured-messaging.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';

/**
 * Forgot-password's work after the answer (`user.password-reset-requested`): the link to a user
 * with a password, a note without one to anyone else. A redelivery after a failed send writes a
 * new link and sends again; the first link, if it went out, still works within its hour.
 */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const table = portalTableOf(config);
  // Its own wiring: the accounts' (auth/wiring.ts) would load the tokens, the codes and the event publisher, which this consumer never calls.
  const ports = {
    users: createUserRepository(table),
    credentials: createCredentialRepository(table),
    resetLinks: createResetLinkRepository(table),
    mailer: configuredMailer(config, local),
    clock: configuredClock(config, local),
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
  };

  async function sendLink(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    if (event.metadata.name !== 'user.password-reset-requested') return;
    const { email, locale } = event.data as EventData<'user.password-reset-requested'>;
    const sent = await sendPasswordResetLink({ email, locale }, ports);
    // Which one went out tells whether the address has a password: logged by the event id only.
    logger.info('password reset mail', { eventId: event.metadata.id, sent });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(sendLink, context), processor);
}
