/**
 * The jobs that act on a domain at a time of its life (docs/data-model.md, "Domain lifecycle"):
 * each keeps one due entry per live domain, saying when the job next looks at it. The auto-renewal job
 * (issue 15) is one of them, and the daily health check (`domain-health`, issue 32: docs/decisions/domain-health-checks.md).
 */
export const domainJobs = ['expiry-sync', 'lifecycle-notices', 'auto-renewal', 'domain-health'] as const;

export type DomainJob = (typeof domainJobs)[number];

/** When a job next looks at a domain: a hint, never later than the job's own rule would say. */
export interface DueEntry {
  domainId: string;
  job: DomainJob;
  dueAt: string;
  /** When the job last acted on the domain (absent: never): a sweep passes over what it did since the sweep began. */
  lastRunAt?: string;
}

/** A page of due entries and where the next page starts (absent: no more). */
export interface DuePage {
  entries: DueEntry[];
  nextKey: Record<string, unknown> | undefined;
}

/**
 * A notice before or at a domain's expiry: `daysBefore` 0 is the notice on expiry. One per
 * domain, expiry (the period) and threshold, however often or concurrently the job runs.
 */
export interface ExpiryNoticeMarker {
  domainId: string;
  /** The expiry the notice is about (the period): a renewal starts a new period with notices of its own. */
  expiresAt: string;
  daysBefore: number;
  sentAt: string;
}

/** A forced sync of every domain in progress: where the next page of the expiry-sync entries starts. */
export interface ExpirySyncSweep {
  startedAt: string;
  /** The last page's LastEvaluatedKey (null: from the first page). */
  cursor: Record<string, unknown> | null;
  synced: number;
  /** How many entries there were when it started (absent on sweeps started before it was counted): the admin's progress is synced of total. */
  total?: number;
}

/** The last sweep that finished, for the admin's progress. */
export interface FinishedSweep {
  startedAt: string;
  finishedAt: string;
  synced: number;
  total?: number;
}
