import type { EventEnvelope } from '../../events/envelope.ts';
import type { EventData, EventName } from '../../events/catalogue/index.ts';
import type { ActivityEntry } from '../adapters/dynamodb/activity-repository.ts';

type Described = Pick<ActivityEntry, 'actor' | 'subject' | 'details'>;

/** How each event reads in the activity log: who acted, on what, with which details. */
const describe: { [Name in EventName]: (data: EventData<Name>) => Described } = {
  'user.language-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { language: data.language, previousLanguage: data.previousLanguage } }),
  'user.registered': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { method: data.method } }),
  'user.email-verified': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { email: data.email, previousEmail: data.previousEmail } }),
  'user.phone-verified': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { phone: `${data.phoneCode} ${data.phone}` } }),
  'user.profile-updated': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { fields: data.fields } }),
  'user.password-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { via: data.via } }),
  'user.signed-in': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { method: data.method, tokenId: data.tokenId } }),
  'user.eid-linked': (data) => ({ actor: data.userId, subject: `user:${data.userId}` }),
  'user.deleted': (data) => ({ actor: data.userId, subject: `user:${data.userId}` }),
};

export function activityOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): ActivityEntry {
  const describeEvent = describe[event.metadata.name] as (data: unknown) => Described;
  return {
    eventId: event.metadata.id,
    activity: event.metadata.name,
    occurredAt: event.metadata.occurredAt,
    ...describeEvent(event.data),
  };
}
