import type { RouteDeclaration } from '#shared/api/contract.ts';
import { scopeOf, scopesGrant } from '#shared/api-tokens.ts';
import type { ApiTokenContext } from '../../api-tokens/model.ts';
import { createHash } from 'node:crypto';
import type { ApiTokenAnswers, ApiTokenUses } from '../../api-tokens/ports.ts';
import { shouldRecordUse, tokenRefusal } from '../../api-tokens/token-rules.ts';
import { addressKey, type Allowance, type RateLimitStore, spendAllowances } from '../../auth/rate-limits.ts';
import { DomainError } from '../../errors.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Identity } from './identity.ts';
import { jsonHeaders } from './error-response.ts';

const jsonHeadersOf = (): Record<string, string> => ({ ...jsonHeaders });

/**
 * The API token check (issue 30, docs/decisions/api-tokens.md), on every request an API token
 * makes, before the route's own rules:
 *
 * 1. revoked, expired, unused longer than its maximum, or from outside its address ranges: 401
 *    `token_invalid` (the portal's clock: the local runtime's movable one);
 * 2. a route outside the public API (no `token` flag): 403 `token_not_allowed`;
 * 3. over its limits, per token and per address: 429 `rate_limited` with `Retry-After`;
 * 4. its last use is recorded (at most once a minute, at once from a new address);
 * 5. without the route's area and access, or for a domain it is not limited to: 403
 *    `token_scope`, naming the scope. A domain that does not exist, or is not the token owner's,
 *    is answered the same (`refusedDomain`), so a token tells nobody which domains exist.
 */
export interface ApiTokenGate {
  rateLimits: RateLimitStore;
  uses: ApiTokenUses;
  answers: ApiTokenAnswers;
  clock: Clock;
}

/** 120 requests a minute per token, 600 a minute per address (IPv6 by its /64) across every token. */
export function apiTokenAllowances(tokenId: string, sourceIp: string): Allowance[] {
  return [
    { rule: 'api-token', key: tokenId, limit: 120, windowSeconds: 60 },
    { rule: 'api-token-ip', key: addressKey(sourceIp), limit: 600, windowSeconds: 60 },
  ];
}

/** The scope a public route needs, as a refusal names it. */
export const scopeRefusal = (route: Pick<RouteDeclaration, 'token'>): DomainError =>
  new DomainError('token_scope', undefined, { params: { scope: route.token ? scopeOf(route.token.area, route.token.access) : '' } });

export async function enforceApiToken(
  route: Pick<RouteDeclaration, 'token' | 'id'>,
  identity: Identity,
  pathParams: Readonly<Record<string, string | undefined>> | undefined,
  sourceIp: string,
  gate: ApiTokenGate | undefined,
  clock: Clock,
): Promise<void> {
  const token = identity.kind === 'user' ? identity.apiToken : undefined;
  if (!token) return;
  const now = clock.now();
  if (tokenRefusal(token, now, sourceIp)) throw new DomainError('token_invalid');
  if (!route.token) throw new DomainError('token_not_allowed');
  if (!gate) throw new Error(`Route ${route.id} is public API but its context was composed without the API token gate`);
  await spendAllowances(apiTokenAllowances(token.tokenId, sourceIp), { rateLimits: gate.rateLimits, clock });
  if (shouldRecordUse(token, now, sourceIp)) await gate.uses.recordUse(token.tokenHash, now, sourceIp);
  if (!scopesGrant(token.scopes, route.token.area, route.token.access)) throw scopeRefusal(route);
  const domainId = pathParams?.domainId;
  if (domainId !== undefined && !reachesDomain(token, domainId)) throw scopeRefusal(route);
}

/** Whether a token limited to domains names this one (a token of all its owner's domains: the use case decides). */
export function reachesDomain(token: Pick<ApiTokenContext, 'domains'>, domainId: string): boolean {
  return !token.domains || token.domains.some((domain) => domain.id === domainId);
}

/**
 * What a token's request answers when the use case did not find its domain (it does not exist,
 * or is not the token owner's): the same refusal as a domain outside the token's, so nothing is
 * told about which domains exist.
 */
export function refusedDomain(route: Pick<RouteDeclaration, 'token' | 'path'>, identity: Identity, error: unknown): unknown {
  const isToken = identity.kind === 'user' && identity.apiToken !== undefined;
  if (isToken && route.token && route.path.includes('{domainId}') && error instanceof DomainError && error.code === 'not_found') return scopeRefusal(route);
  return error;
}

/** The header a token's write may carry (8–128 of `[A-Za-z0-9_.:-]`, as the orders' key). */
export const idempotencyKeyHeader = 'idempotency-key';
const idempotencyKeyShape = /^[A-Za-z0-9_.:-]{8,128}$/;

interface Answer {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A token's write with an `Idempotency-Key` (issue 30): the first request claims the key and its
 * answer is kept for 24 hours; the same key with the same request answers the kept answer again
 * (marked `idempotent-replayed: true`), with another request 422 `idempotency_key_reused`, while
 * the first is still under way 409 `conflict`. A write that fails releases the key, so it can be
 * tried again. Sessions, reads and writes without the header: `respond` as it is.
 */
export async function idempotently<Response>(
  route: Pick<RouteDeclaration, 'token' | 'id'>,
  identity: Identity,
  request: { headers: Readonly<Record<string, string | undefined>>; path: string; query: unknown; body: unknown },
  gate: ApiTokenGate | undefined,
  respond: () => Promise<Response>,
): Promise<Response | Answer> {
  const token = identity.kind === 'user' ? identity.apiToken : undefined;
  const key = request.headers[idempotencyKeyHeader];
  if (!token || !gate || route.token?.access !== 'write' || key === undefined) return respond();
  if (!idempotencyKeyShape.test(key)) throw new DomainError('validation_failed', { 'Idempotency-Key': 'invalid_value' });
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([route.id, request.path, request.query ?? null, request.body ?? null]))
    .digest('hex');
  const claimed = await gate.answers.claim(token.tokenId, key, fingerprint, gate.clock.now());
  if (claimed !== 'claimed') {
    if (claimed.fingerprint !== fingerprint) throw new DomainError('idempotency_key_reused');
    if (claimed.state !== 'done' || claimed.status === undefined) throw new DomainError('conflict');
    return { statusCode: claimed.status, headers: { ...jsonHeadersOf(), 'idempotent-replayed': 'true' }, ...(claimed.body !== undefined ? { body: claimed.body } : {}) };
  }
  let answer: Response;
  try {
    answer = await respond();
  } catch (error) {
    await gate.answers.release(token.tokenId, key);
    throw error;
  }
  // The public routes answer JSON (never a file): its status and body are what a replay answers.
  const { statusCode, body } = answer as Answer;
  await gate.answers.complete(token.tokenId, key, statusCode, body);
  return answer;
}
