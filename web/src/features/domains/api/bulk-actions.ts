import { mutate } from 'swr';
import type { DomainSummary, SharedDomainSummary } from '#shared/schemas/domains.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * A domain of a list the bulk actions take: of the shared list with the caller's `role` on it; of the own or a
 * team's list without one (the caller reaches those as their owner).
 */
export type BulkDomain = DomainSummary & Partial<Pick<SharedDomainSummary, 'role'>>;

/** A bulk change of settings (docs/decisions/bulk-domain-actions.md); renewal is one order instead (`renewDomains`). */
export type BulkChange =
  | { kind: 'auto_renewal_off' }
  | { kind: 'auto_renewal_on'; paymentCardId: string }
  | { kind: 'lock_on' }
  | { kind: 'lock_off' }
  | { kind: 'name_servers'; servers: { mode: 'product' } | { mode: 'custom'; hosts: string[] } };

export type BulkResult = { domainId: string; outcome: 'done' } | { domainId: string; outcome: 'failed'; error: unknown };

/** Requests at once: enough to be quick, few enough for the API's limits and a phone's connection. */
const concurrency = 4;

/** The per-domain route of a change. */
function changeOne(domainId: string, change: BulkChange): Promise<unknown> {
  const params = { domainId };
  switch (change.kind) {
    case 'auto_renewal_off':
      return callApi('setAutoRenewal', { params, body: { enabled: false } });
    case 'auto_renewal_on':
      return callApi('setAutoRenewal', { params, body: { enabled: true, terms_accepted: true, payment_card_id: change.paymentCardId } });
    case 'lock_on':
    case 'lock_off':
      return callApi('setDomainTransferLock', { params, body: { locked: change.kind === 'lock_on' } });
    case 'name_servers':
      return callApi('updateDomainNameServers', {
        params,
        body:
          change.servers.mode === 'product' ? { mode: 'product' } : { mode: 'custom', name_servers: change.servers.hosts.map((host) => ({ host, addresses: [] })), confirm: false },
      });
  }
}

/**
 * Applies one change to each domain through its own route, `concurrency` at a time, and answers a result per
 * domain (never throws for one domain's refusal). The first goes alone: a change that needs a fresh sign-in asks
 * for it there, once (the app's step-up retries that request), and the rest run inside that fresh sign-in.
 */
export async function applyBulkChange(domainIds: readonly string[], change: BulkChange, onResult: (result: BulkResult) => void): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  const run = async (domainId: string) => {
    let result: BulkResult;
    try {
      await changeOne(domainId, change);
      result = { domainId, outcome: 'done' };
    } catch (error) {
      result = { domainId, outcome: 'failed', error };
      // A step-up refused (cancelled) for the first: the rest would each ask again; stop there.
      if (isApiError(error) && error.code === 'step_up_required') throw Object.assign(new Error('step_up_cancelled'), { result });
    }
    results.push(result);
    onResult(result);
  };
  const [first, ...rest] = domainIds;
  if (first === undefined) return results;
  try {
    await run(first);
  } catch (stopped) {
    // The fresh sign-in was refused: nothing else is sent, and every domain says why.
    const { error } = (stopped as { result: Extract<BulkResult, { outcome: 'failed' }> }).result;
    for (const domainId of domainIds) {
      const result: BulkResult = { domainId, outcome: 'failed', error };
      results.push(result);
      onResult(result);
    }
    return results;
  }
  let next = 0;
  const worker = async () => {
    while (next < rest.length) {
      const domainId = rest[next++]!;
      await run(domainId).catch((stopped: { result: BulkResult }) => {
        results.push(stopped.result);
        onResult(stopped.result);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rest.length) }, worker));
  // The lists and the domains' own views read again.
  await mutate((key) => typeof key === 'string' && key.includes('/domains'));
  return results;
}

/** `POST /domains/renewals`: the selection renewed a year in one order; answers the order (its payment page). */
export function renewDomains(domainIds: readonly string[], idempotencyKey: string) {
  return callApi('renewDomains', { body: { domain_ids: [...domainIds], years: 1 }, headers: { 'Idempotency-Key': idempotencyKey } });
}
