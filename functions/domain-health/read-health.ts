import type { DomainHealth } from '#shared/schemas/domain-health.ts';
import { managedDomain } from '../domains/own-domain.ts';
import type { DomainRepository, DomainShares } from '../domains/ports.ts';
import type { CdsState, DomainHealthRecord } from './model.ts';
import type { DomainHealthRepository } from './ports.ts';

const keyTags = (records: readonly { keyTag: number }[]) => records.map((ds) => ds.keyTag);

/** The CDS scan as the API shows it. */
export function toCdsView(cds: CdsState | undefined): DomainHealth['cds'] {
  if (!cds) return null;
  return {
    status: cds.status,
    checked_at: cds.checkedAt,
    detail: cds.detail ?? null,
    pending: cds.pending ? { key_tags: keyTags(cds.pending.ds), first_seen_at: cds.pending.firstSeenAt, accept_at: cds.pending.acceptAt } : null,
    last_change: cds.lastChange
      ? { at: cds.lastChange.at, change: cds.lastChange.change, key_tags_before: keyTags(cds.lastChange.before), key_tags_after: keyTags(cds.lastChange.after) }
      : null,
  };
}

/** The health as the API shows it. */
export function toHealthView(record: DomainHealthRecord | null): DomainHealth {
  if (!record) return { state: 'unchecked', checked_at: null, since: null, answering: 0, total: 0, dnssec: null, problems: [], cds: null };
  const { report } = record;
  return {
    state: report.state,
    checked_at: report.checkedAt,
    since: record.since,
    answering: report.answering,
    total: report.total,
    dnssec: report.dnssec,
    problems: report.problems.map((problem) => ({ code: problem.code, server: problem.server ?? null, others: problem.others ?? null, detail: problem.detail ?? null })),
    cds: toCdsView(record.cds),
  };
}

/** A domain's health for its owners and technical managers (`not_found` for anyone else, as every domain use case). */
export async function getDomainHealth(
  domainId: string,
  userId: string,
  ports: { domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>; shares: DomainShares; health: Pick<DomainHealthRepository, 'get'> },
): Promise<DomainHealth> {
  await managedDomain(domainId, userId, ports);
  return toHealthView(await ports.health.get(domainId));
}

const perPage = 50;

/** Administrators: the domains that do not work, longest failing first, a page from the index. */
export async function listFailingDomains(cursor: string | undefined, ports: { health: Pick<DomainHealthRepository, 'listFailing'> }) {
  let page: Awaited<ReturnType<DomainHealthRepository['listFailing']>>;
  try {
    page = await ports.health.listFailing(perPage, cursor);
  } catch {
    // A cursor that is not one of ours starts from the first page.
    page = await ports.health.listFailing(perPage);
  }
  return {
    data: page.records.map((record) => ({ domain_id: record.domainId, name: record.name, ...toHealthView(record) })),
    links: { next: page.nextKey ? `/admin/domain-health?cursor=${encodeURIComponent(page.nextKey)}` : null },
  };
}
