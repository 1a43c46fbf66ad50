import { formatDate } from '#shared/format.ts';
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
const signInKeys: Partial<Record<string, 'activity.events.signedInEmail' | 'activity.events.signedInEid'>> = {
  'email-verification': 'activity.events.signedInEmail',
  'e-id': 'activity.events.signedInEid',
};

/** What an activity with no before/after says (a sign-in, a registration, the registry's news), by its event. */
function eventSentence(entry: ActivityEntryView, actor: string, t: Translate): string {
  const details = entry.details;
  const name = entry.subject.name ?? text(details.name);
  switch (entry.activity) {
    case 'user.signed-in':
      return t(signInKeys[text(details.method)] ?? 'activity.events.signedInPassword', { actor });
    case 'user.registered':
      return t('activity.events.registered', { actor });
    case 'user.email-verified':
      return t('activity.events.emailVerified', { actor, email: text(details.email) });
    case 'user.phone-verified':
      return t('activity.events.phoneVerified', { actor, phone: text(details.phone) });
    case 'user.profile-updated':
      return t('activity.events.profileUpdated', { actor });
    case 'user.password-changed':
      return t('activity.events.passwordChanged', { actor });
    case 'user.language-changed':
      return t('activity.events.languageChanged', { actor });
    case 'user.eid-linked':
      return t('activity.events.eidLinked', { actor });
    case 'order.placed':
      return t('activity.events.orderPlaced', { actor, domains: text(details.domains) });
    case 'transfer.requested':
      return t('activity.events.transferRequested', { actor, name });
    case 'transfer.cancelled':
      return t('activity.events.transferCancelled', { actor, name });
    case 'domain.transfer-code-renewed':
      return t('activity.events.transferCodeRenewed', { actor });
    case 'user.deactivated':
      return details.reason ? t('activity.events.userDeactivatedReason', { actor, reason: text(details.reason) }) : t('activity.events.userDeactivated', { actor });
    case 'user.activated':
      return details.reason ? t('activity.events.userActivatedReason', { actor, reason: text(details.reason) }) : t('activity.events.userActivated', { actor });
    case 'user.session-revoked':
      return t('activity.events.userSessionRevoked', { actor });
    case 'domain.expiry-sync-forced':
      return t('activity.events.expirySyncForced', { actor });
    case 'domain.registered':
      return t('activity.events.domainRegistered', { name });
    case 'domain.renewed':
      return t('activity.events.domainRenewed', { date: dateOf(details.expiresAt) });
    case 'domain.transferred-in':
      return t('activity.events.transferredIn', { name });
    case 'domain.expired-at-registry':
      return t('activity.events.expiredAtRegistry');
    case 'domain.renewed-at-registry':
      return t('activity.events.renewedAtRegistry', { date: dateOf(details.expiresAt) });
    case 'domain.deleted-at-registry':
      return t('activity.events.deletedAtRegistry');
    case 'domain.registry-status-changed':
      return t('activity.events.statusChanged', { before: text(details.previousStatuses) || t('activity.emptyValue'), after: text(details.statuses) || t('activity.emptyValue') });
    case 'domain.transfer-away-requested':
      return t('activity.events.transferAwayRequested');
    case 'domain.transferred-away':
      return t('activity.events.transferredAway');
    case 'domain.transfer-away-stopped':
      return t('activity.events.transferAwayStopped');
    case 'domain.registrant-changed-at-registry':
      return t('activity.events.registrantChanged');
    case 'domain.claimed':
      return t('activity.events.claimed', { actor, email: text(details.registrantEmail) });
    case 'dns.records-changed':
      // Written before the events carried each record: the counts.
      return t('activity.records.counted', { actor, added: Number(details.added ?? 0), changed: Number(details.changed ?? 0), removed: Number(details.removed ?? 0) });
    case 'domain.contacts-changed':
      return t('activity.contacts.changedRoles', { actor });
    default:
      return t('activity.events.other', { actor, activity: entry.activity });
  }
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
