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
  'order.placed': (data) => ({ actor: data.ownerId, subject: `order:${data.orderId}`, details: { domains: data.domains, years: data.years, total: data.total } }),
  // Payments and registration are confirmed by the provider's webhook and the registry: no user acts.
  'order.paid': (data) => ({ actor: 'system', subject: `order:${data.orderId}`, details: { paymentId: data.paymentId, amount: data.amount } }),
  'order.payment-failed': (data) => ({ actor: 'system', subject: `order:${data.orderId}`, details: { reason: data.reason } }),
  'order.settled': (data) => ({
    actor: 'system',
    subject: `order:${data.orderId}`,
    details: { status: data.status, registered: data.registered, refunded: data.refunded, refundedAmount: data.refundedAmount },
  }),
  'domain.registered': (data) => ({ actor: 'system', subject: `domain:${data.domainId}`, details: { name: data.name, orderId: data.orderId, expiresAt: data.expiresAt } }),
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
