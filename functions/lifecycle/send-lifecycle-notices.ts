import { newEvent } from './events.ts';
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
  const report: LifecycleNoticeReport = { checked: 0, sent: 0, failed: 0 };
  let startKey: Record<string, unknown> | undefined;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const page = await ports.due.listDue(job, now, batchSize, startKey);
    for (const entry of page.entries) {
      report.checked += 1;
      try {
        const domain = await ports.domains.get(entry.domainId);
        const decision = domain ? noticeDecision(domain, thresholds, now) : { due: null, nextAt: null };
        if (domain && decision.due !== null) {
          const event = newEvent(
            'domain.expiry-notice-due',
            { domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId, expiresAt: domain.expiresAt, daysBefore: decision.due },
            ports.clock,
          );
          const marker = { domainId: domain.domainId, expiresAt: domain.expiresAt, daysBefore: decision.due, sentAt: now.toISOString() };
          if (await ports.notices.record(marker, event)) {
            await ports.deliver([event]);
            report.sent += 1;
          }
        }
        if (decision.nextAt) await ports.due.schedule(entry.domainId, job, decision.nextAt);
        else await ports.due.remove(entry.domainId, job);
      } catch (error) {
        // Left due: the next run tries it again.
        report.failed += 1;
        ports.logger.error('lifecycle notice failed', { domainId: entry.domainId, error: error as Error });
      }
    }
    startKey = page.nextKey;
    if (!startKey) break;
  }
  return report;
}
