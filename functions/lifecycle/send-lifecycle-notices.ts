import { newEvent } from './events.ts';
import { visitDueDomains } from './due-domains.ts';
import { noticeDecision, noticeThresholds } from './due-rules.ts';
import type { LifecycleNoticePorts } from './ports.ts';

export interface LifecycleNoticeReport {
  checked: number;
  /** Notices this run sent (a notice another run sent first is not counted). */
  sent: number;
  failed: number;
}

const job = 'lifecycle-notices';

/**
 * The lifecycle-notices job (issue 14, "Jobs"): the domains whose entry is due (index query, page
 * by page) are read with the settings' thresholds; a domain without automatic renewal whose
 * latest threshold has passed gets its notice (`domain.expiry-notice-due`, which the notifications
 * consumer turns into the owner's notification). The notice's marker (domain, expiry,
 * threshold) and its event are one conditional transaction, so a second or concurrent run
 * sends nothing twice. Each domain is put back on its schedule: the next threshold. The notice on
 * deletion is the registry's `domain.deleted-at-registry` (webhook or expiry sync), not this job's.
 */
export async function sendLifecycleNotices(ports: LifecycleNoticePorts, options: { batchSize?: number; maxBatches?: number } = {}): Promise<LifecycleNoticeReport> {
  const { batchSize = 25, maxBatches = 40 } = options;
  const now = ports.clock.now();
  const thresholds = noticeThresholds(await ports.settings.get());
  let sent = 0;
  const counts = await visitDueDomains(job, ports, now, { batchSize, maxBatches, failureMessage: 'lifecycle notice failed' }, async (domain) => {
    if (!domain) return null;
    const decision = noticeDecision(domain, thresholds, now);
    if (decision.due !== null) {
      const event = newEvent(
        'domain.expiry-notice-due',
        { domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId, expiresAt: domain.expiresAt, daysBefore: decision.due },
        ports.clock,
      );
      const marker = { domainId: domain.domainId, expiresAt: domain.expiresAt, daysBefore: decision.due, sentAt: now.toISOString() };
      if (await ports.notices.record(marker, event)) {
        await ports.deliver([event]);
        sent += 1;
      }
    }
    return decision.nextAt;
  });
  const report: LifecycleNoticeReport = { checked: counts.checked, sent, failed: counts.failed };
  return report;
}
