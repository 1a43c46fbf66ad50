import type { EventEnvelope } from '#events/envelope.ts';
import { notificationTexts } from '#shared/i18n/ui.ts';
import { formatDateTime } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import { interpolate } from '#shared/notification-values.ts';
import type { PortalLockView } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord, DomainSettingsChange, PortalLock, PortalLockLift } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import type { SmsSender } from '../ports/sms-sender.ts';
import { e164 } from '../auth/phone.ts';
import { newEvent } from './events.ts';
import { assertMayChangeRegistrant, domainRole } from './domain-locks.ts';
import { managedDomain, ownDomain } from '../domains/own-domain.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { assertMayApproveLift, liftApprovalOf, liftLapsed, liftsAtOf, portalLockState } from './portal-lock-rules.ts';

/**
 * The portal's own lock on a domain (docs/decisions/domain-portal-lock.md): an owner puts it on
 * at once; lifting it is out of band — a team's domain needs a second owner's approval from their
 * own sign-in, a personal domain waits 24 hours, announced to its owner by e-mail (the
 * notifications consumer) and by SMS to a verified phone (here, at once), and any sign-in of the
 * owner may cancel meanwhile. The lock is evaluated when read (a lapsed wait reads as lifted); the
 * portal-lock-lifts job records the lift in the history. The use cases that change what it
 * protects ask `portal-lock-rules.ts`.
 */

/** Who a personal domain's owner is to an SMS: their language and verified phone (none: not verified, or no phone). */
export interface PortalLockPeople {
  contactOf(userId: string): Promise<{ language: Locale; verifiedPhone: { phoneCode: string; phone: string } | null } | null>;
}

export type PortalLockPorts = Pick<DomainSettingsPorts, 'domains' | 'shares' | 'store' | 'clock' | 'deliver' | 'logger'> & {
  sms: SmsSender;
  people: PortalLockPeople;
};

async function callerIsOwner(domain: DomainRecord, userId: string, ports: Pick<PortalLockPorts, 'domains'>): Promise<boolean> {
  const teamRole = domain.ownerType === 'team' ? await ports.domains.teamRoleOf(domain.ownerId, userId) : null;
  return domainRole(domain, userId, teamRole) === 'owner';
}

export function portalLockView(domain: DomainRecord, userId: string, isOwner: boolean, now: Date): PortalLockView {
  const state = portalLockState(domain.portalLock, now);
  const lift = state === 'lift_requested' ? domain.portalLock?.lift : undefined;
  return {
    state,
    locked_at: state === 'unlocked' ? null : (domain.portalLock?.lockedAt ?? null),
    lift: lift
      ? {
          requested_at: lift.requestedAt,
          requested_by_me: lift.requestedBy === userId,
          approval: lift.approval,
          lifts_at: lift.liftsAt ?? null,
          sms_sent: lift.smsSent === true,
        }
      : null,
    may_change: isOwner,
    may_approve: isOwner && lift?.approval === 'second_owner' && lift.requestedBy !== userId,
  };
}

/** The lock as the caller sees it: owners, team members and technical managers alike (they see why a change is refused). */
export async function getPortalLock(domainId: string, userId: string, ports: PortalLockPorts): Promise<PortalLockView> {
  const { role: _role, ...domain } = await managedDomain(domainId, userId, ports);
  return portalLockView(domain, userId, await callerIsOwner(domain, userId, ports), ports.clock.now());
}

/** The caller's domain for a change of the lock: its owner, or an owner of the team that holds it (`only_owners` otherwise). */
async function ownersDomain(domainId: string, userId: string, ports: PortalLockPorts): Promise<DomainRecord> {
  const domain = await ownDomain(domainId, userId, ports.domains);
  assertMayChangeRegistrant((await callerIsOwner(domain, userId, ports)) ? 'owner' : 'member');
  return domain;
}

/** What every event of the lock says of the domain. */
export const lockFacts = (domain: DomainRecord) => ({ domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId });

/** The lift a personal domain's wait made, not yet recorded: the job's event (the history says when it lifted). */
function lapsedLiftEvents(domain: DomainRecord, ports: Pick<PortalLockPorts, 'clock'>): EventEnvelope[] {
  const lift = domain.portalLock?.lift;
  if (!lift || !liftLapsed(lift, ports.clock.now())) return [];
  return [newEvent('domain.portal-lock-lifted', { ...lockFacts(domain), actorId: 'job', actorKind: 'job', requestedAt: lift.requestedAt }, ports.clock)];
}

async function save(
  domain: DomainRecord,
  change: DomainSettingsChange,
  events: readonly EventEnvelope[],
  ports: Pick<PortalLockPorts, 'store' | 'clock' | 'deliver'>,
): Promise<DomainRecord> {
  const saved = await ports.store.save(domain, change, ports.clock.now(), events);
  await ports.deliver(events);
  return saved;
}

/** A change of the lock and the events that tell it, for `save`. */
export interface PortalLockStep {
  change: DomainSettingsChange;
  events: EventEnvelope[];
}

/**
 * The lock put on by `actorId` (an unlocked domain's: the caller checks): a lapsed wait's lift
 * recorded first, then `domain.portal-locked` (`via: 'not-me'` when "This was not me" put it on).
 */
export function lockingStep(domain: DomainRecord, actorId: string, ports: Pick<PortalLockPorts, 'clock'>, via?: 'not-me'): PortalLockStep {
  const lock: PortalLock = { lockedAt: ports.clock.now().toISOString(), lockedBy: actorId };
  const events = [
    ...lapsedLiftEvents(domain, ports),
    newEvent('domain.portal-locked', { ...lockFacts(domain), actorId, actorKind: 'user', lockedAt: lock.lockedAt, ...(via ? { via } : {}) }, ports.clock),
  ];
  const hadLift = domain.portalLock?.lift?.liftsAt !== undefined;
  return { change: { set: { portalLock: lock }, ...(hadLift ? { portalLockLiftDue: null } : {}) }, events };
}

/** A waiting request to lift the lock cancelled by `actorId` (the caller checks one waits): the lock stays on. */
export function liftCancellingStep(
  domain: DomainRecord & { portalLock: PortalLock & { lift: PortalLockLift } },
  actorId: string,
  ports: Pick<PortalLockPorts, 'clock'>,
): PortalLockStep {
  const { lift, ...stays } = domain.portalLock;
  const event = newEvent('domain.portal-lock-lift-cancelled', { ...lockFacts(domain), actorId, actorKind: 'user', requestedBy: lift.requestedBy }, ports.clock);
  return { change: { set: { portalLock: stays }, ...(lift.liftsAt ? { portalLockLiftDue: null } : {}) }, events: [event] };
}

/** Saves a step of the lock (with any events of the caller's after it) in one transaction, then delivers the events. */
export async function savePortalLockStep(domain: DomainRecord, step: PortalLockStep, ports: Pick<PortalLockPorts, 'store' | 'clock' | 'deliver'>): Promise<DomainRecord> {
  return save(domain, step.change, step.events, ports);
}

/** Puts the lock on at once; a lock already on (with or without a waiting request) stays as it is. */
export async function lockInPortal(domainId: string, userId: string, ports: PortalLockPorts): Promise<PortalLockView> {
  const domain = await ownersDomain(domainId, userId, ports);
  const now = ports.clock.now();
  if (portalLockState(domain.portalLock, now) !== 'unlocked') return portalLockView(domain, userId, true, now);
  const saved = await savePortalLockStep(domain, lockingStep(domain, userId, ports), ports);
  return portalLockView(saved, userId, true, now);
}

/**
 * Asks to lift the lock. A personal domain: the lock lifts in 24 hours unless cancelled; the owner
 * is told at once by SMS to a verified phone (and by e-mail, through the notifications consumer).
 * A team's domain: another owner of the team approves. A request already waiting stays as it is.
 */
export async function requestPortalLockLift(domainId: string, userId: string, ports: PortalLockPorts): Promise<PortalLockView> {
  const domain = await ownersDomain(domainId, userId, ports);
  const now = ports.clock.now();
  const state = portalLockState(domain.portalLock, now);
  if (state !== 'locked' || !domain.portalLock) return portalLockView(domain, userId, true, now);

  const approval = liftApprovalOf(domain.ownerType);
  const contact = approval === 'wait' ? await ports.people.contactOf(domain.ownerId) : null;
  const liftsAt = approval === 'wait' ? liftsAtOf(now).toISOString() : undefined;
  const lift: PortalLockLift = {
    requestedAt: now.toISOString(),
    requestedBy: userId,
    approval,
    ...(liftsAt ? { liftsAt, smsSent: Boolean(contact?.verifiedPhone) } : {}),
  };
  const event = newEvent('domain.portal-lock-lift-requested', { ...lockFacts(domain), actorId: userId, actorKind: 'user', approval, liftsAt: liftsAt ?? null }, ports.clock);
  const saved = await save(domain, { set: { portalLock: { ...domain.portalLock, lift } }, ...(liftsAt ? { portalLockLiftDue: liftsAt } : {}) }, [event], ports);
  if (liftsAt && contact?.verifiedPhone) {
    const text = interpolate(notificationTexts[contact.language].sms.portalLockLiftRequested, { name: domain.name, date: formatDateTime(liftsAt, contact.language) });
    // The request stands when the SMS fails: the e-mail tells the owner too, and the history shows it.
    await ports.sms
      .send({ to: e164(contact.verifiedPhone.phoneCode, contact.verifiedPhone.phone), text })
      .catch((error: unknown) => ports.logger.warn('could not send the SMS of a portal lock lift request', { domain: domain.name, error: String(error) }));
  }
  return portalLockView(saved, userId, true, now);
}

/** A second owner of the team approves: the lock lifts at once (approved, then lifted, in the history). */
export async function approvePortalLockLift(domainId: string, userId: string, ports: PortalLockPorts): Promise<PortalLockView> {
  const domain = await ownersDomain(domainId, userId, ports);
  const now = ports.clock.now();
  const lift = assertMayApproveLift(domain, userId, now);
  // Both at times of their own, a millisecond apart: the history sorts by time (then a random event
  // id), and the lift follows the approval. Both from `now`: read again, the clock may have moved
  // past `now` + 1 ms and put the approval after the lift.
  const events = [
    newEvent('domain.portal-lock-lift-approved', { ...lockFacts(domain), actorId: userId, actorKind: 'user', requestedBy: lift.requestedBy }, { now: () => now }),
    newEvent('domain.portal-lock-lifted', { ...lockFacts(domain), actorId: userId, actorKind: 'user', requestedAt: lift.requestedAt }, { now: () => new Date(now.getTime() + 1) }),
  ];
  const saved = await save(domain, { remove: ['portalLock'] }, events, ports);
  return portalLockView(saved, userId, true, now);
}

/** Any owner (any of their sign-ins) cancels a waiting request: the lock stays on. Nothing waiting: nothing changes. */
export async function cancelPortalLockLift(domainId: string, userId: string, ports: PortalLockPorts): Promise<PortalLockView> {
  const domain = await ownersDomain(domainId, userId, ports);
  const now = ports.clock.now();
  const lock = domain.portalLock;
  if (portalLockState(lock, now) !== 'lift_requested' || !lock?.lift) return portalLockView(domain, userId, true, now);
  const saved = await savePortalLockStep(domain, liftCancellingStep({ ...domain, portalLock: { ...lock, lift: lock.lift } }, userId, ports), ports);
  return portalLockView(saved, userId, true, now);
}

export interface PortalLockLiftsPorts extends Pick<PortalLockPorts, 'store' | 'clock' | 'deliver' | 'logger'> {
  domains: Pick<DomainSettingsPorts['domains'], 'get'>;
  lifts: { listDue(upTo: Date, limit: number): Promise<{ domainId: string; liftsAt: string }[]> };
}

/**
 * The portal-lock-lifts job: each personal domain whose wait is over loses the lock, recorded as
 * `domain.portal-lock-lifted` (by the job) in one transaction with the domain and its due entry
 * deleted. A request cancelled meanwhile left no entry; an entry whose domain no longer waits
 * (gone, or locked again) is deleted without an event.
 */
export async function liftDuePortalLocks(ports: PortalLockLiftsPorts, limit = 100): Promise<{ lifted: number; failed: number }> {
  const due = await ports.lifts.listDue(ports.clock.now(), limit);
  let lifted = 0;
  let failed = 0;
  for (const entry of due) {
    try {
      const domain = await ports.domains.get(entry.domainId);
      if (!domain) continue;
      const events = lapsedLiftEvents(domain, ports);
      await ports.store.save(domain, events.length > 0 ? { remove: ['portalLock'], portalLockLiftDue: null } : { portalLockLiftDue: null }, ports.clock.now(), events);
      await ports.deliver(events);
      lifted += events.length;
    } catch (error) {
      // A conflict (the owner changed the domain this instant) or an outage: the entry stays for the next run.
      if (!(error instanceof DomainError)) ports.logger.warn('could not lift a portal lock', { domainId: entry.domainId, error: String(error) });
      failed += 1;
    }
  }
  return { lifted, failed };
}
