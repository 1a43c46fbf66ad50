import { randomUUID } from 'node:crypto';
import { apiTokenLimits } from '#shared/api-tokens.ts';
import type { ApiToken, CreateApiTokenRequest } from '#shared/schemas/api-tokens.ts';
import { DomainError } from '../errors.ts';
import { ownDomain } from '../domains/own-domain.ts';
import { newEvent } from './events.ts';
import type { ApiTokenRecord } from './model.ts';
import type { ApiTokenPorts } from './ports.ts';
import { hashApiTokenSecret, newApiTokenSecret, tokenRefusal } from './token-rules.ts';

/**
 * API tokens' use cases (issue 30, docs/decisions/api-tokens.md). A person's tokens are theirs;
 * a team's belong to the team, made and revoked by its owners, and stay when a member leaves.
 */

const day = 24 * 3600 * 1000;

/** Whose tokens: the caller's own, or a team's (which the caller must own). */
export type TokenOwner = { kind: 'user'; userId: string; userName: string } | { kind: 'team'; teamId: string; userId: string; userName: string };

/** A team's tokens are its owners' to see and manage: 404 for a stranger, 403 only_owners for a member. */
async function assertMayManage(owner: TokenOwner, ports: ApiTokenPorts): Promise<string> {
  if (owner.kind === 'user') return owner.userId;
  const role = await ports.domains.teamRoleOf(owner.teamId, owner.userId);
  if (role === null) throw new DomainError('not_found');
  if (role !== 'owner') throw new DomainError('only_owners');
  return owner.teamId;
}

function statusOf(token: Omit<ApiTokenRecord, 'expiresAt'>, now: Date): ApiToken['status'] {
  const refusal = tokenRefusal({ ...token, addresses: [] }, now, '');
  if (refusal === 'revoked') return 'revoked';
  if (refusal === 'expired') return 'expired';
  if (refusal === 'unused') return 'unused_too_long';
  return 'active';
}

export function apiTokenView(token: Omit<ApiTokenRecord, 'expiresAt'>, now: Date): ApiToken {
  return {
    id: token.tokenId,
    team_id: token.ownerType === 'team' ? token.ownerId : null,
    name: token.name,
    scopes: token.scopes,
    domains: token.domains ?? null,
    records: token.recordRules?.map((rule) => ({ name: rule.name, types: [...rule.types] })) ?? null,
    addresses: token.addresses ?? null,
    expires_at: token.validUntil,
    max_unused_days: token.maxUnusedDays ?? null,
    created_at: token.createdAt,
    created_by: token.createdByName ?? null,
    last_used_at: token.lastUsedAt ?? null,
    last_used_address: token.lastUsedAddress ?? null,
    revoked_at: token.revokedAt ?? null,
    status: statusOf(token, now),
  };
}

export async function listApiTokens(owner: TokenOwner, ports: ApiTokenPorts): Promise<ApiToken[]> {
  const ownerId = await assertMayManage(owner, ports);
  const now = ports.clock.now();
  return (await ports.tokens.listOfOwner(ownerId)).map((token) => apiTokenView(token, now));
}

/**
 * Makes a token and answers its secret, once. Chosen domains must be the owner's now (a team's
 * token: the team's; a person's: those the person reaches, also through a team); one that is not
 * is a 422 on its field, as a domain that does not exist.
 */
export async function createApiToken(owner: TokenOwner, input: CreateApiTokenRequest, ports: ApiTokenPorts): Promise<ApiToken & { secret: string }> {
  const ownerId = await assertMayManage(owner, ports);
  const existing = await ports.tokens.listOfOwner(ownerId);
  if (existing.length >= apiTokenLimits.perOwner) throw new DomainError('validation_failed', { name: 'api_tokens_max' });
  let domains: { id: string; name: string }[] | undefined;
  if (input.domain_ids) {
    const unique = [...new Set(input.domain_ids)];
    domains = [];
    for (const [index, domainId] of unique.entries()) {
      const domain =
        owner.kind === 'team'
          ? await ports.domains.get(domainId).then((found) => (found && found.ownerId === owner.teamId && !found.deletedAt && !found.transferredAwayAt ? found : null))
          : await ownDomain(domainId, owner.userId, ports.domains).catch((error: unknown) => {
              if (error instanceof DomainError && error.code === 'not_found') return null;
              throw error;
            });
      if (!domain) throw new DomainError('validation_failed', { [`domain_ids.${index}`]: 'invalid_value' });
      domains.push({ id: domain.domainId, name: domain.name });
    }
  }
  const now = ports.clock.now();
  const secret = newApiTokenSecret();
  const token: Omit<ApiTokenRecord, 'expiresAt'> = {
    tokenHash: hashApiTokenSecret(secret),
    tokenId: randomUUID(),
    ownerType: owner.kind,
    ownerId,
    name: input.name,
    scopes: [...new Set(input.scopes)].sort(),
    ...(domains ? { domains } : {}),
    ...(input.records ? { recordRules: input.records.map((rule) => ({ name: rule.name.toLowerCase(), types: [...new Set(rule.types)] })) } : {}),
    ...(input.addresses ? { addresses: input.addresses } : {}),
    validUntil: new Date(now.getTime() + input.valid_days * day).toISOString(),
    ...(input.max_unused_days !== null ? { maxUnusedDays: input.max_unused_days } : {}),
    createdBy: owner.userId,
    createdByName: owner.userName,
    createdAt: now.toISOString(),
  };
  await ports.tokens.create(token);
  await ports.deliver([tokensChanged(owner, 'created', token, ports)]);
  return { ...apiTokenView(token, now), secret };
}

/** Revokes one of the owner's tokens at once; another owner's or an unknown id is 404. */
export async function revokeApiToken(owner: TokenOwner, tokenId: string, ports: ApiTokenPorts): Promise<void> {
  const ownerId = await assertMayManage(owner, ports);
  const token = (await ports.tokens.listOfOwner(ownerId)).find((candidate) => candidate.tokenId === tokenId);
  if (!token) throw new DomainError('not_found');
  await ports.tokens.revoke(token.tokenHash, ports.clock.now());
  await ports.deliver([tokensChanged(owner, 'revoked', token, ports)]);
}

/** The event that tells the person who made or revoked a token (issue 29: a new way into their domains is never silent). */
function tokensChanged(owner: TokenOwner, change: 'created' | 'revoked', token: Pick<ApiTokenRecord, 'tokenId' | 'name'>, ports: Pick<ApiTokenPorts, 'clock'>) {
  return newEvent(
    'user.api-tokens-changed',
    { userId: owner.userId, teamId: owner.kind === 'team' ? owner.teamId : null, change, tokenId: token.tokenId, name: token.name },
    ports.clock,
  );
}
