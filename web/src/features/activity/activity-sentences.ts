import { formatDate } from '#shared/format.ts';
import type { LoggedEventName } from '#events/logged-events.ts';
import type { ActivityChange, ActivityEntryView, ActivityRecordSummary } from '#shared/schemas/activity.ts';

/** The UI texts' translate function, as `i18n.t` or `useTranslation().t` give it. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

type Change<What extends ActivityChange['what']> = Extract<ActivityChange, { what: What }>;
type ForwardingRule = NonNullable<Change<'forwarding'>['before']>;
type NameServers = Change<'name_servers'>['after'];
type DsRecord = Change<'ds_records'>['after'][number];

/** Who acted, as the sentence names them: a user by name, otherwise the registry, a job, the portal. */
export function actorOf(entry: ActivityEntryView, t: Translate): string {
  switch (entry.actor.kind) {
    case 'user':
    case 'admin':
      return entry.actor.name ?? t('activity.actors.someone');
    default:
      return t(`activity.actors.${entry.actor.kind}`);
  }
}

/** A record's value in a change: its value, with its TTL when only the TTL (or also the TTL) changed. */
function recordValue(record: ActivityRecordSummary, other: ActivityRecordSummary | null, t: Translate): string {
  return other && other.ttl !== record.ttl ? t('activity.records.withTtl', { value: record.value, ttl: record.ttl }) : record.value;
}

function recordSentence(change: Change<'dns_record'>, actor: string, t: Translate): string {
  const { before, after } = change;
  const record = (after ?? before)!;
  const named = record.name === '@' ? '' : 'Named';
  const params = { actor, type: record.type, name: record.name };
  if (before && after) return t(`activity.records.changed${named}`, { ...params, before: recordValue(before, after, t), after: recordValue(after, before, t) });
  if (after) return t(`activity.records.added${named}`, { ...params, after: after.value });
  return t(`activity.records.removed${named}`, { ...params, before: before!.value });
}

function forwardingText(rule: ForwardingRule, t: Translate): string {
  return t(rule.keep_path ? 'activity.forwarding.ruleKeepPath' : 'activity.forwarding.rule', { url: rule.url, statusCode: rule.status_code });
}

function nameServersText(servers: NameServers, t: Translate): string {
  return servers.mode === 'product' ? t('activity.productNameServers') : servers.name_servers.join(', ');
}

const sameDs = (a: DsRecord, b: DsRecord) => a.key_tag === b.key_tag && a.algorithm === b.algorithm && a.digest_type === b.digest_type;

function contactValue(field: string, value: string | null, t: Translate): string {
  if (value === null) return t('activity.emptyValue');
  if (field === 'resident') return t(value === 'yes' ? 'activity.yes' : 'activity.no');
  if (field === 'owner_type') return t(value === 'company' ? 'domainSettings.contacts.company' : 'domainSettings.contacts.person');
  return value;
}

/** The sentences one change makes (a DS list can add and remove several records at once). */
export function changeSentences(change: ActivityChange, actor: string, t: Translate): string[] {
  switch (change.what) {
    case 'dns_record':
      return [recordSentence(change, actor, t)];
    case 'forwarding':
      if (change.before && change.after) return [t('activity.forwarding.changed', { actor, before: forwardingText(change.before, t), after: forwardingText(change.after, t) })];
      if (change.after) return [t('activity.forwarding.on', { actor, after: forwardingText(change.after, t) })];
      return change.before ? [t('activity.forwarding.off', { actor, before: forwardingText(change.before, t) })] : [];
    case 'name_servers':
      return [
        t('activity.nameServers.changed', { actor, before: change.before ? nameServersText(change.before, t) : t('activity.emptyValue'), after: nameServersText(change.after, t) }),
      ];
    case 'dnssec_signing':
      return [t(change.after ? 'activity.dnssec.signingOn' : 'activity.dnssec.signingOff', { actor })];
    case 'ds_records':
      return [
        ...change.after.filter((ds) => !change.before.some((other) => sameDs(ds, other))).map((ds) => t('activity.dnssec.dsAdded', { actor, keyTag: ds.key_tag })),
        ...change.before.filter((ds) => !change.after.some((other) => sameDs(ds, other))).map((ds) => t('activity.dnssec.dsRemoved', { actor, keyTag: ds.key_tag })),
      ];
    case 'contact':
      return [
        t('activity.contacts.changed', {
          actor,
          role: t(`activity.contacts.roles.${change.role}`),
          field: t(`activity.contacts.fields.${change.field}`),
          before: contactValue(change.field, change.before, t),
          after: contactValue(change.field, change.after, t),
        }),
      ];
    case 'transfer_lock':
      return [t(change.after ? 'activity.locks.transferOn' : 'activity.locks.transferOff', { actor })];
    case 'registration_lock':
      return [
        t(
          change.after === 'locked'
            ? 'activity.locks.registrationLocked'
            : change.after === 'unlock_requested'
              ? 'activity.locks.registrationUnlockRequested'
              : 'activity.locks.registrationUnlocked',
          { actor },
        ),
      ];
    case 'auto_renewal':
      return [t(change.after ? 'activity.autoRenewal.on' : 'activity.autoRenewal.off', { actor })];
    case 'owner':
      return [
        change.after.type === 'team'
          ? t('activity.owner.toTeam', { actor, team: change.after.name })
          : t('activity.owner.toUser', { actor, team: change.before.name, user: change.after.name }),
      ];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? String(value) : '');
const dateOf = (value: unknown): string => (typeof value === 'string' ? formatDate(value) : '');

/** How a sign-in went (the event's `method`), in words; older events named only the first two. */
const signInKeys: Partial<
  Record<
    string,
    | 'activity.events.signedInEmail'
    | 'activity.events.signedInEid'
    | 'activity.events.signedInAuthenticator'
    | 'activity.events.signedInRecoveryCode'
    | 'activity.events.signedInPasskey'
  >
> = {
  'email-verification': 'activity.events.signedInEmail',
  'password-and-authenticator': 'activity.events.signedInAuthenticator',
  'password-and-recovery-code': 'activity.events.signedInRecoveryCode',
  'e-id': 'activity.events.signedInEid',
  passkey: 'activity.events.signedInPasskey',
};

/** What changed on the authenticator app (`user.authenticator-changed`'s `change`). */
const authenticatorKeys: Partial<Record<string, 'activity.events.authenticatorOn' | 'activity.events.authenticatorOff' | 'activity.events.recoveryCodesRenewed'>> = {
  'turned-on': 'activity.events.authenticatorOn',
  'turned-off': 'activity.events.authenticatorOff',
  'recovery-codes-renewed': 'activity.events.recoveryCodesRenewed',
};

type Sentence = (entry: ActivityEntryView, actor: string, t: Translate, name: string) => string;

const withReason =
  (withKey: string, withoutKey: string): Sentence =>
  (entry, actor, t) =>
    entry.details.reason ? t(withKey, { actor, reason: text(entry.details.reason) }) : t(withoutKey, { actor });

/**
 * What an activity with no before/after says (a sign-in, a registration, the registry's news; a
 * change written before the events carried its before and after), by its event: one sentence
 * for every event the log records (events/logged-events.ts), so the activity log never shows an event's raw name (the
 * type makes a new event without its sentence fail to compile, and a test reads each in both
 * languages).
 */
const eventSentences: { [Name in LoggedEventName]: Sentence } = {
  'user.signed-in': (entry, actor, t) => t(signInKeys[text(entry.details.method)] ?? 'activity.events.signedInPassword', { actor }),
  'user.registered': (_, actor, t) => t('activity.events.registered', { actor }),
  'user.email-verified': (entry, actor, t) => t('activity.events.emailVerified', { actor, email: text(entry.details.email) }),
  'user.phone-verified': (entry, actor, t) => t('activity.events.phoneVerified', { actor, phone: text(entry.details.phone) }),
  'user.profile-updated': (_, actor, t) => t('activity.events.profileUpdated', { actor }),
  'user.password-changed': (_, actor, t) => t('activity.events.passwordChanged', { actor }),
  'user.passkeys-changed': (entry, actor, t) =>
    t(entry.details.change === 'removed' ? 'activity.events.passkeyRemoved' : 'activity.events.passkeyAdded', { actor, name: text(entry.details.name) }),
  'user.api-tokens-changed': (entry, actor, t) =>
    t(entry.details.change === 'revoked' ? 'activity.events.apiTokenRevoked' : 'activity.events.apiTokenCreated', { actor, name: text(entry.details.name) }),
  'user.authenticator-changed': (entry, actor, t) => t(authenticatorKeys[text(entry.details.change)] ?? 'activity.events.authenticatorOn', { actor }),
  'user.language-changed': (_, actor, t) => t('activity.events.languageChanged', { actor }),
  'user.eid-linked': (_, actor, t) => t('activity.events.eidLinked', { actor }),
  'user.deleted': (_, actor, t) => t('activity.events.userDeleted', { actor }),
  'user.deactivated': withReason('activity.events.userDeactivatedReason', 'activity.events.userDeactivated'),
  'user.activated': withReason('activity.events.userActivatedReason', 'activity.events.userActivated'),
  'user.session-revoked': (_, actor, t) => t('activity.events.userSessionRevoked', { actor }),
  'webhook.endpoint-disabled': (entry, _, t) => t('activity.events.webhookDisabled', { name: text(entry.details.name) }),
  'order.placed': (entry, actor, t) => t('activity.events.orderPlaced', { actor, domains: text(entry.details.domains) }),
  'order.paid': (_, __, t) => t('activity.events.orderPaid'),
  'order.payment-failed': (_, __, t) => t('activity.events.orderPaymentFailed'),
  'order.payment-mismatched': (_, __, t) => t('activity.events.orderPaymentMismatched'),
  'order.extra-payment-received': (_, __, t) => t('activity.events.orderExtraPaymentReceived'),
  'order.payment-refunded': (_, __, t) => t('activity.events.orderPaymentRefunded'),
  'order.settled': (_, __, t) => t('activity.events.orderSettled'),
  'order.marked-paid': withReason('activity.events.orderMarkedPaidReason', 'activity.events.orderMarkedPaid'),
  'order.refunded-by-admin': withReason('activity.events.orderRefundedByAdminReason', 'activity.events.orderRefundedByAdmin'),
  'domain.registered': (_, __, t, name) => t('activity.events.domainRegistered', { name }),
  'domain.renewed': (entry, _, t) => t('activity.events.domainRenewed', { date: dateOf(entry.details.expiresAt) }),
  'transfer.requested': (_, actor, t, name) => t('activity.events.transferRequested', { actor, name }),
  'transfer.approved': (_, __, t, name) => t('activity.events.transferApproved', { name }),
  'transfer.cancelled': (_, actor, t, name) => t('activity.events.transferCancelled', { actor, name }),
  'domain.transferred-in': (_, __, t, name) => t('activity.events.transferredIn', { name }),
  'domain.name-servers-changed': (_, actor, t) => t('activity.events.nameServersChanged', { actor }),
  'domain.dnssec-changed': (_, actor, t) => t('activity.events.dnssecChanged', { actor }),
  'domain.dnssec-bootstrap': (entry, actor, t) =>
    entry.details.stage === 'refused'
      ? t('activity.events.dnssecBootstrapRefused', { actor, keyTags: text(entry.details.keyTags) })
      : t('activity.events.dnssecBootstrapSeen', { keyTags: text(entry.details.keyTags), at: dateOf(entry.details.acceptAt) }),
  // Written before the events carried each contact field.
  'domain.contacts-changed': (_, actor, t) => t('activity.contacts.changedRoles', { actor }),
  'domain.transfer-lock-changed': (entry, actor, t) => t(entry.details.locked ? 'activity.locks.transferOn' : 'activity.locks.transferOff', { actor }),
  'domain.registration-locked': (_, actor, t) => t('activity.locks.registrationLocked', { actor }),
  'domain.registration-unlock-requested': (_, actor, t) => t('activity.locks.registrationUnlockRequested', { actor }),
  'domain.registration-unlocked': (_, actor, t) => t('activity.locks.registrationUnlocked', { actor }),
  'domain.transfer-code-renewed': (_, actor, t) => t('activity.events.transferCodeRenewed', { actor }),
  'domain.portal-locked': (entry, actor, t) => t(entry.details.via === 'not-me' ? 'activity.locks.portalLockedNotMe' : 'activity.locks.portalLocked', { actor }),
  // A waiting lift it cancelled is its own line (`domain.portal-lock-lift-cancelled`, just before).
  'domain.not-me-reported': (entry, actor, t) => t('activity.locks.notMeReported', { actor, suspect: text(entry.details.suspect) }),
  'domain.portal-lock-lift-requested': (entry, actor, t) =>
    entry.details.approval === 'wait'
      ? t('activity.locks.portalLiftRequestedWait', { actor, date: dateOf(entry.details.liftsAt) })
      : t('activity.locks.portalLiftRequestedApproval', { actor }),
  'domain.portal-lock-lift-approved': (_, actor, t) => t('activity.locks.portalLiftApproved', { actor }),
  'domain.portal-lock-lift-cancelled': (_, actor, t) => t('activity.locks.portalLiftCancelled', { actor }),
  'domain.portal-lock-lifted': (entry, actor, t) => (entry.actor.kind === 'job' ? t('activity.locks.portalLiftedAfterWait') : t('activity.locks.portalLifted', { actor })),
  'domain.claimed': (entry, actor, t) => t('activity.events.claimed', { actor, email: text(entry.details.registrantEmail) }),
  'domain.moved': (_, actor, t) => t('activity.events.domainMoved', { actor }),
  'domain.auto-renewal-changed': (_, actor, t) => t('activity.events.autoRenewalCardChanged', { actor }),
  'domain.auto-renewal-failed': (_, __, t) => t('activity.events.autoRenewalFailed'),
  'domain.auto-renewal-card-expiring': (_, __, t) => t('activity.events.autoRenewalCardExpiring'),
  'payment-card.added': (entry, actor, t) => t('activity.events.paymentCardAdded', { actor, last4: text(entry.details.last4) }),
  'payment-card.renamed': (entry, actor, t) =>
    t('activity.events.paymentCardRenamed', {
      actor,
      before: text(entry.details.before) || t('activity.emptyValue'),
      after: text(entry.details.after) || t('activity.emptyValue'),
    }),
  'payment-card.deleted': (entry, actor, t) => t('activity.events.paymentCardDeleted', { actor, last4: text(entry.details.last4) }),
  'team.invite-accepted': (entry, actor, t) => t('activity.events.teamInviteAccepted', { actor, team: text(entry.details.teamName) }),
  'team.member-removed': (entry, actor, t) =>
    entry.details.left === true
      ? t('activity.events.teamMemberLeft', { actor, team: text(entry.details.teamName) })
      : t('activity.events.teamMemberRemoved', { actor, member: text(entry.details.memberName), team: text(entry.details.teamName) }),
  // Written before the events carried each record: the counts.
  'dns.records-changed': (entry, actor, t) =>
    t('activity.records.counted', { actor, added: Number(entry.details.added ?? 0), changed: Number(entry.details.changed ?? 0), removed: Number(entry.details.removed ?? 0) }),
  'dns.forwarding-changed': (_, actor, t) => t('activity.events.forwardingChanged', { actor }),
  'registry.event-received': (_, __, t) => t('activity.events.registryNotice'),
  'domain.expired-at-registry': (_, __, t) => t('activity.events.expiredAtRegistry'),
  'domain.renewed-at-registry': (entry, _, t) => t('activity.events.renewedAtRegistry', { date: dateOf(entry.details.expiresAt) }),
  'domain.deleted-at-registry': (_, __, t) => t('activity.events.deletedAtRegistry'),
  'domain.registry-status-changed': (entry, _, t) =>
    t('activity.events.statusChanged', {
      before: text(entry.details.previousStatuses) || t('activity.emptyValue'),
      after: text(entry.details.statuses) || t('activity.emptyValue'),
    }),
  'domain.transfer-away-requested': (_, __, t) => t('activity.events.transferAwayRequested'),
  'domain.transferred-away': (_, __, t) => t('activity.events.transferredAway'),
  'domain.transfer-away-stopped': (_, __, t) => t('activity.events.transferAwayStopped'),
  'domain.registrant-changed-at-registry': (_, __, t) => t('activity.events.registrantChanged'),
  'domain.expiry-notice-due': (entry, _, t) => t('activity.events.expiryNotice', { date: dateOf(entry.details.expiresAt) }),
  'domain.expiry-sync-forced': (_, actor, t) => t('activity.events.expirySyncForced', { actor }),
  'domain.health-failing': (entry, _, t) => t('activity.events.healthFailing', { answering: text(entry.details.answering), total: text(entry.details.total) }),
  'domain.health-recovered': (entry, _, t) => t('activity.events.healthRecovered', { answering: text(entry.details.answering), total: text(entry.details.total) }),
  'settings.changed': (_, actor, t) => t('activity.events.settingsChanged', { actor }),
};

/** An event no longer in the catalogue (kept in old entries) still says who and what. */
function eventSentence(entry: ActivityEntryView, actor: string, t: Translate): string {
  const name = entry.subject.name ?? text(entry.details.name);
  const sentence = (eventSentences as Partial<Record<string, Sentence>>)[entry.activity];
  return sentence ? sentence(entry, actor, t, name) : t('activity.events.other', { actor, activity: entry.activity });
}

/**
 * What an entry says, in the reader's language: one sentence per change ("Jógvan broytti
 * MX-postin 10 mail.a.fo → 20 mail.b.fo"), a zone import led by its own line; an entry without
 * before/after (a sign-in, or one written before the events carried them) says what happened.
 */
export function activitySentences(entry: ActivityEntryView, t: Translate): string[] {
  const actor = actorOf(entry, t);
  const lines = entry.changes.flatMap((change) => changeSentences(change, actor, t));
  if (lines.length === 0) return [eventSentence(entry, actor, t)];
  return entry.activity === 'dns.records-changed' && entry.details.source === 'zone-import' ? [t('activity.records.imported', { actor }), ...lines] : lines;
}
