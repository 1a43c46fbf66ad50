import type { NotMeReport } from '#shared/schemas/domain-settings.ts';
import { spendAllowances, type RateLimitStore } from '../auth/rate-limits.ts';
import { endEverySession, type SessionPorts } from '../auth/sessions.ts';
import { newEvent } from './events.ts';
import type { DomainRecord, PortalLock, PortalLockLift } from '../domains/model.ts';
import type { NotMeLink, NotMeLinkRepository } from './not-me-model.ts';
import { notMeAllowance, notMeLockStep, notMeTokenHash, usableNotMeLink } from './not-me-rules.ts';
import { liftCancellingStep, lockFacts, lockingStep, type PortalLockPorts, type PortalLockStep, savePortalLockStep } from './portal-lock.ts';

/**
 * "This was not me" (issue 29; docs/decisions/this-was-not-me.md): a change's mail carries a
 * link; following it and confirming ends every session of the account that made the change and
 * puts the domain under the portal lock, once.
 */
export interface NotMePorts extends Pick<PortalLockPorts, 'domains' | 'store' | 'clock' | 'deliver'> {
  links: Pick<NotMeLinkRepository, 'get' | 'markUsed' | 'unmarkUsed'>;
  /** Ending sessions: the one function "sign out everywhere" and an administrator use (auth/sessions.ts). */
  sessions: SessionPorts;
  rateLimits: RateLimitStore;
}

/**
 * The report, in one use case: the link is marked used (a conditional write: a second use, also
 * one at the same instant, is `not_me_link_used` and does nothing), every session of the
 * change's author ends (our tokens and the national e-ID's, `endEverySession`), and the domain
 * is put under the portal lock by whom the mail went to — or, locked already, stays locked, a
 * waiting request to lift it cancelled. `domain.not-me-reported` tells the owners and technical
 * managers (the notifications consumer) and the history. Should ending or locking fail, the use
 * is given back, so the link works again; ending sessions twice and a lock already on are
 * harmless on the second try. A domain gone since still ends the sessions.
 */
export async function reportNotMe(input: { token: string; sourceIp: string }, ports: NotMePorts): Promise<NotMeReport> {
  await spendAllowances([notMeAllowance(input.sourceIp)], ports);
  const tokenHash = notMeTokenHash(input.token);
  const usedAt = ports.clock.now();
  const link = usableNotMeLink(await ports.links.get(tokenHash), usedAt);
  await ports.links.markUsed(tokenHash, usedAt);
  try {
    await endEverySession({ userId: link.actorId }, ports.sessions);
    const domain = await ports.domains.get(link.domainId);
    if (!domain) return { domain_name: null, locked: null };
    return { domain_name: domain.name, locked: await lockForReport(domain, link, ports) };
  } catch (error) {
    await ports.links.unmarkUsed(tokenHash, usedAt);
    throw error;
  }
}

type Locked = DomainRecord & { portalLock: PortalLock & { lift: PortalLockLift } };

/** The lock step of the report and its event, saved together: `now` when it put the lock on. */
async function lockForReport(domain: DomainRecord, link: NotMeLink, ports: NotMePorts): Promise<'now' | 'already'> {
  const now = ports.clock.now();
  const step = notMeLockStep(domain.portalLock, now);
  // The step's event at `now` too: read again, the clock may have moved past `now` + 1 ms, the report's time.
  const atNow = { clock: { now: () => now } };
  const taken: PortalLockStep =
    step === 'lock'
      ? lockingStep(domain, link.recipientId, atNow, 'not-me')
      : step === 'cancel-lift'
        ? liftCancellingStep(domain as Locked, link.recipientId, atNow)
        : { change: {}, events: [] };
  const locked = step === 'lock' ? 'now' : 'already';
  // A millisecond after the lock's step: the history sorts by time, and the report follows the lock.
  const reported = newEvent(
    'domain.not-me-reported',
    {
      ...lockFacts(domain),
      actorId: link.recipientId,
      actorKind: 'user',
      suspectId: link.actorId,
      suspectName: link.actorName,
      locked,
      liftCancelled: step === 'cancel-lift',
    },
    { now: () => new Date(now.getTime() + 1) },
  );
  await savePortalLockStep(domain, { change: taken.change, events: [...taken.events, reported] }, ports);
  return locked;
}
