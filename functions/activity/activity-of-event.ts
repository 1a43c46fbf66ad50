import type { EventEnvelope } from '#events/envelope.ts';
import type { EventData, EventName } from '#events/catalogue/index.ts';
import type { ActivityActorKind, ActivityChange } from '#shared/schemas/activity.ts';
import type { LoggedEventName } from './events.ts';
import type { ActivityEntry } from './model.ts';

type Described = Pick<ActivityEntry, 'actor' | 'subject' | 'details'>;

/** How each event reads in the activity log: who acted, on what, with which details. */
const describe: { [Name in LoggedEventName]: (data: EventData<Name>) => Described } = {
  'user.language-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { language: data.language, previousLanguage: data.previousLanguage } }),
  'user.registered': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { method: data.method } }),
  'user.email-verified': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { email: data.email, previousEmail: data.previousEmail } }),
  'user.phone-verified': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { phone: `${data.phoneCode} ${data.phone}` } }),
  'user.profile-updated': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { fields: data.fields } }),
  'user.password-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { via: data.via } }),
  'user.authenticator-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { change: data.change } }),
  'user.passkeys-changed': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { change: data.change, passkeyId: data.passkeyId, name: data.name } }),
  'user.api-tokens-changed': (data) => ({
    actor: data.userId,
    subject: data.teamId ? `team:${data.teamId}` : `user:${data.userId}`,
    details: { change: data.change, tokenId: data.tokenId, name: data.name },
  }),
  'user.signed-in': (data) => ({ actor: data.userId, subject: `user:${data.userId}`, details: { method: data.method, tokenId: data.tokenId } }),
  'user.eid-linked': (data) => ({ actor: data.userId, subject: `user:${data.userId}` }),
  'user.deleted': (data) => ({ actor: data.userId, subject: `user:${data.userId}` }),
  'order.placed': (data) => ({ actor: data.ownerId, subject: `order:${data.orderId}`, details: { domains: data.domains, years: data.years, total: data.total } }),
  // Payments and registration are confirmed by the provider's webhook and the registry: no user acts.
  'order.paid': (data) => ({ actor: 'system', subject: `order:${data.orderId}`, details: { paymentId: data.paymentId, amount: data.amount } }),
  'order.payment-failed': (data) => ({ actor: 'system', subject: `order:${data.orderId}`, details: { reason: data.reason } }),
  'order.payment-mismatched': (data) => ({
    actor: 'system',
    subject: `order:${data.orderId}`,
    details: { paymentId: data.paymentId, amount: data.amount, currency: data.currency, expectedAmount: data.expectedAmount, expectedCurrency: data.expectedCurrency },
  }),
  'order.extra-payment-received': (data) => ({
    actor: 'system',
    subject: `order:${data.orderId}`,
    details: { paymentId: data.paymentId, amount: data.amount, currency: data.currency },
  }),
  'order.payment-refunded': (data) => ({
    actor: 'system',
    subject: `order:${data.orderId}`,
    details: { paymentId: data.paymentId, refundId: data.refundId, amount: data.amount, reason: data.reason },
  }),
  'order.settled': (data) => ({
    actor: 'system',
    subject: `order:${data.orderId}`,
    details: { status: data.status, registered: data.registered, refunded: data.refunded, refundedAmount: data.refundedAmount },
  }),
  'domain.renewed': (data) => ({
    actor: 'system',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, orderId: data.orderId, years: data.years, expiresAt: data.expiresAt },
  }),
  // Transfer in: the user asks and may cancel; the holder's or the registry's answer arrives through the registry.
  'transfer.requested': (data) => ({ actor: data.requestedBy, subject: `transfer:${data.transferId}`, details: { name: data.name, autoApprovalAt: data.autoApprovalAt } }),
  'transfer.approved': (data) => ({ actor: 'system', subject: `transfer:${data.transferId}`, details: { name: data.name, domainId: data.domainId, automatic: data.automatic } }),
  'transfer.cancelled': (data) => ({ actor: data.actor, subject: `transfer:${data.transferId}`, details: { name: data.name, reason: data.reason } }),
  'domain.transferred-in': (data) => ({
    actor: 'system',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, transferId: data.transferId, expiresAt: data.expiresAt },
  }),
  // Domain settings: the owner acts; the unlock is confirmed by the registry (the owner's view of the locks notices it).
  'domain.name-servers-changed': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, mode: data.mode, nameServers: data.nameServers, unanswering: data.unanswering, dsRecordsRemoved: data.dsRecordsRemoved },
  }),
  'domain.dnssec-changed': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, change: data.change, keyTag: data.keyTag } }),
  // A CDS bootstrap seen by the health check (a job), or refused by an owner or technical manager.
  'domain.dnssec-bootstrap': (data) => ({
    actor: data.actorKind === 'job' ? 'job' : data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, stage: data.stage, acceptAt: data.acceptAt, keyTags: data.dsRecords.map((ds) => ds.keyTag).join(', ') },
  }),
  'domain.contacts-changed': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, roles: data.roles } }),
  'domain.transfer-lock-changed': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, locked: data.locked } }),
  'domain.registration-locked': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name } }),
  'domain.registration-unlock-requested': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name } }),
  'domain.registration-unlocked': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, requestedAt: data.requestedAt } }),
  'domain.transfer-code-renewed': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name } }),
  // The portal lock: owners lock, ask, approve and cancel; a personal domain's wait is lifted by the job.
  'domain.portal-locked': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, ...(data.via ? { via: data.via } : {}) } }),
  // "This was not me": who reported whose change; every session of the author ended, the lock on.
  'domain.not-me-reported': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, suspectId: data.suspectId, suspect: data.suspectName, locked: data.locked, liftCancelled: data.liftCancelled },
  }),
  'domain.portal-lock-lift-requested': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, approval: data.approval, liftsAt: data.liftsAt },
  }),
  'domain.portal-lock-lift-approved': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, requestedBy: data.requestedBy } }),
  'domain.portal-lock-lift-cancelled': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, requestedBy: data.requestedBy } }),
  'domain.portal-lock-lifted': (data) => ({ actor: data.actorId, subject: `domain:${data.domainId}`, details: { name: data.name, requestedAt: data.requestedAt } }),
  // Payment cards: the owner saves, renames and deletes them; a domain's automatic renewal names its card.
  'payment-card.added': (data) => ({
    actor: data.actorId,
    subject: `payment-card:${data.cardId}`,
    details: { brand: data.brand, last4: data.last4, expMonth: data.expMonth, expYear: data.expYear, name: data.name },
  }),
  // One per owner told: the member joined (the entries differ by the owner each told).
  'team.invite-accepted': (data) => ({
    actor: data.memberId,
    subject: `team:${data.teamId}`,
    details: { teamName: data.teamName, inviteId: data.inviteId, ownerId: data.ownerId },
  }),
  'team.member-removed': (data) => ({
    actor: data.actorId,
    subject: `team:${data.teamId}`,
    details: { teamName: data.teamName, memberId: data.memberId, memberName: data.memberName, left: data.actorId === data.memberId },
  }),
  // Claiming (issue 16): the claimant acts on the domain, which moves to them or their team.
  'domain.claimed': (data) => ({
    actor: data.claimedBy,
    subject: `domain:${data.domainId}`,
    details: {
      name: data.name,
      registrantEmail: data.registrantEmail,
      ownerType: data.ownerType,
      ownerId: data.ownerId,
      previousOwnerType: data.previousOwnerType,
      previousOwnerId: data.previousOwnerId,
      autoRenewalStopped: data.autoRenewalStopped,
      sharesRemoved: data.sharesRemoved,
    },
  }),
  // A user moved a domain between their own domains and a team they own.
  'domain.moved': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, from: data.from, to: data.to, autoRenewalStopped: data.autoRenewalStopped },
  }),
  'payment-card.renamed': (data) => ({ actor: data.actorId, subject: `payment-card:${data.cardId}`, details: { before: data.before, after: data.after } }),
  'payment-card.deleted': (data) => ({ actor: data.actorId, subject: `payment-card:${data.cardId}`, details: { brand: data.brand, last4: data.last4, name: data.name } }),
  'domain.auto-renewal-changed': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, before: data.before, after: data.after, termsAcceptedAt: data.termsAcceptedAt },
  }),
  // The auto-renewal job could not charge the attached card; the domain is as it was.
  'domain.auto-renewal-failed': (data) => ({
    actor: 'job',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, orderId: data.orderId, paymentCardId: data.paymentCardId, expiresAt: data.expiresAt, reason: data.reason, retryAt: data.retryAt },
  }),
  'domain.auto-renewal-card-expiring': (data) => ({
    actor: 'job',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, paymentCardId: data.paymentCardId, expMonth: data.expMonth, expYear: data.expYear, expiresAt: data.expiresAt, renewalAt: data.renewalAt },
  }),
  // DNS: the owner edits records and forwarding in the portal.
  'dns.records-changed': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, source: data.source, added: data.added, changed: data.changed, removed: data.removed },
  }),
  'dns.forwarding-changed': (data) => ({
    actor: data.actorId,
    subject: `domain:${data.domainId}`,
    details: { name: data.name, url: data.url, statusCode: data.statusCode, keepPath: data.keepPath },
  }),
  // The registry acts: its webhooks, applied by the registry-events consumer.
  'registry.event-received': (data) => ({ actor: 'registry', subject: `domain-name:${data.data.domain}`, details: { registryEventId: data.id, type: data.type } }),
  'domain.expired-at-registry': (data) => ({ actor: 'registry', subject: `domain:${data.domainId}`, details: { name: data.name, expiresAt: data.expiresAt } }),
  'domain.renewed-at-registry': (data) => ({
    actor: 'registry',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, expiresAt: data.expiresAt, previousExpiresAt: data.previousExpiresAt },
  }),
  'domain.deleted-at-registry': (data) => ({ actor: 'registry', subject: `domain:${data.domainId}`, details: { name: data.name } }),
  'domain.registry-status-changed': (data) => ({
    actor: 'registry',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, statuses: data.statuses, previousStatuses: data.previousStatuses },
  }),
  'domain.transfer-away-requested': (data) => ({
    actor: 'registry',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, gainingRegistrar: data.gainingRegistrar, actionAt: data.actionAt },
  }),
  'domain.transferred-away': (data) => ({
    actor: 'registry',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, gainingRegistrar: data.gainingRegistrar, automatic: data.automatic },
  }),
  'domain.transfer-away-stopped': (data) => ({ actor: 'registry', subject: `domain:${data.domainId}`, details: { name: data.name, outcome: data.outcome } }),
  'domain.registrant-changed-at-registry': (data) => ({
    actor: 'registry',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, registrantContactId: data.registrantContactId, previousRegistrantContactId: data.previousRegistrantContactId },
  }),
  // The lifecycle-notices job told the owner of a coming (or passed) expiry.
  'domain.expiry-notice-due': (data) => ({
    actor: 'job',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, expiresAt: data.expiresAt, daysBefore: data.daysBefore },
  }),
  // The health checks: a check turned bad, or recovered (the problems' codes and servers as found).
  'domain.health-failing': (data) => ({
    actor: 'job',
    subject: `domain:${data.domainId}`,
    details: { name: data.name, answering: data.answering, total: data.total, problems: data.problems.map((problem) => [problem.code, problem.server].filter(Boolean).join(' ')) },
  }),
  'domain.health-recovered': (data) => ({ actor: 'job', subject: `domain:${data.domainId}`, details: { name: data.name, answering: data.answering, total: data.total } }),
  // An administrator changed the settings: each field's old and new value.
  'settings.changed': (data) => ({ actor: data.actorId, subject: 'settings', details: { changes: data.changes } }),
  // An administrator marked an order paid by hand, or refunded it: the reason is in the details.
  'order.marked-paid': (data) => ({ actor: data.actorId, subject: `order:${data.orderId}`, details: { reason: data.reason, amount: data.amount } }),
  'order.refunded-by-admin': (data) => ({
    actor: data.actorId,
    subject: `order:${data.orderId}`,
    details: { reason: data.reason, amount: data.amount, refundId: data.refundId },
  }),
  // An administrator made the expiry sync look at one domain now, or at every domain.
  'domain.expiry-sync-forced': (data) => ({
    actor: data.actorId,
    subject: data.domainId ? `domain:${data.domainId}` : 'expiry-sync:all',
    details: { name: data.name, all: data.all },
  }),
  // An administrator acted on a user: the user is the subject, the reason in the details.
  'user.deactivated': (data) => ({ actor: data.actorId, subject: `user:${data.userId}`, details: { reason: data.reason, sessionsEnded: data.sessionsEnded } }),
  'user.activated': (data) => ({ actor: data.actorId, subject: `user:${data.userId}`, details: { reason: data.reason } }),
  'user.session-revoked': (data) => ({ actor: data.actorId, subject: `user:${data.userId}`, details: { reason: data.reason, tokenId: data.tokenId } }),
  // The portal switched a failing webhook endpoint off (functions/webhooks/attempt-delivery.ts): no person acted.
  'webhook.endpoint-disabled': (data) => ({
    actor: 'system',
    subject: data.ownerType === 'team' ? `team:${data.ownerId}` : `user:${data.ownerId}`,
    details: { endpointId: data.endpointId, name: data.name, url: data.url, failingSince: data.failingSince },
  }),
  'domain.registered': (data) => ({ actor: 'system', subject: `domain:${data.domainId}`, details: { name: data.name, orderId: data.orderId, expiresAt: data.expiresAt } }),
};

type ForwardingData = { url: string | null; statusCode: 301 | 302 | null; keepPath: boolean };
const forwardingOf = (rule: ForwardingData | null | undefined) => (rule?.url && rule.statusCode ? { url: rule.url, status_code: rule.statusCode, keep_path: rule.keepPath } : null);
const dsOf = (records: readonly { keyTag: number; algorithm: number; digestType: number }[]) =>
  records.map((record) => ({ key_tag: record.keyTag, algorithm: record.algorithm, digest_type: record.digestType }));

/**
 * The before and after of a change to a domain, as the events carry them (version 2; a version 1
 * event of records, forwarding, name servers, DNSSEC or contacts has none: its counts stay in the
 * details). A lock's before is its opposite: the use cases publish only a real change.
 */
const changesOf: { [Name in EventName]?: (data: EventData<Name>) => ActivityChange[] } = {
  'dns.records-changed': (data) => (data.records ?? []).map((record) => ({ what: 'dns_record', before: record.before, after: record.after })),
  'dns.forwarding-changed': (data) => (data.before === undefined ? [] : [{ what: 'forwarding', before: forwardingOf(data.before), after: forwardingOf(data) }]),
  'domain.name-servers-changed': (data) =>
    data.before
      ? [{ what: 'name_servers', before: { mode: data.before.mode, name_servers: data.before.nameServers }, after: { mode: data.mode, name_servers: data.nameServers } }]
      : [],
  'domain.dnssec-changed': (data) => [
    ...(data.change === 'signing-on' || data.change === 'signing-off'
      ? [{ what: 'dnssec_signing' as const, before: data.change === 'signing-off', after: data.change === 'signing-on' }]
      : []),
    ...(data.dsRecords ? [{ what: 'ds_records' as const, before: dsOf(data.dsRecords.before), after: dsOf(data.dsRecords.after) }] : []),
  ],
  'domain.contacts-changed': (data) => (data.changes ?? []).map((change) => ({ what: 'contact', ...change })),
  'domain.transfer-lock-changed': (data) => [{ what: 'transfer_lock', before: !data.locked, after: data.locked }],
  'domain.registration-locked': () => [{ what: 'registration_lock', before: 'unlocked', after: 'locked' }],
  'domain.registration-unlock-requested': () => [{ what: 'registration_lock', before: 'locked', after: 'unlock_requested' }],
  'domain.registration-unlocked': () => [{ what: 'registration_lock', before: 'unlock_requested', after: 'unlocked' }],
  'domain.auto-renewal-changed': (data) =>
    data.before.autoRenewal === data.after.autoRenewal ? [] : [{ what: 'auto_renewal', before: data.before.autoRenewal, after: data.after.autoRenewal }],
  'domain.moved': (data) => [
    { what: 'owner', before: { type: data.from.type, name: data.from.name }, after: { type: data.to.type, name: data.to.name } },
    ...(data.autoRenewalStopped ? [{ what: 'auto_renewal' as const, before: true, after: false }] : []),
  ],
};

const notUsers: readonly string[] = ['system', 'registry', 'job'];

/** Who acted: what the event says (version 2), else a user for a user's id and the named kind for `system`, `registry`, `job`. */
function actorKindOf(actor: string, data: unknown): ActivityActorKind {
  const stated = (data as { actorKind?: ActivityActorKind }).actorKind;
  if (stated) return stated;
  return notUsers.includes(actor) ? (actor as ActivityActorKind) : 'user';
}

export function activityOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): ActivityEntry {
  const describeEvent = describe[event.metadata.name as LoggedEventName] as ((data: unknown) => Described) | undefined;
  // The rule routes only logged events here; a work order that came anyway is refused, not logged blank.
  if (!describeEvent) throw new Error(`${event.metadata.name} is not an activity`);
  const described = describeEvent(event.data);
  const changes = (changesOf[event.metadata.name] as ((data: unknown) => ActivityChange[]) | undefined)?.(event.data) ?? [];
  const name = (event.data as { name?: unknown }).name;
  return {
    eventId: event.metadata.id,
    activity: event.metadata.name,
    occurredAt: event.metadata.occurredAt,
    ...described,
    actorKind: actorKindOf(described.actor, event.data),
    ...(described.subject.startsWith('domain:') && typeof name === 'string' ? { subjectName: name } : {}),
    ...(changes.length > 0 ? { changes } : {}),
  };
}
