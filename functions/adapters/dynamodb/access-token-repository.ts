import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import type { EventEnvelope } from '#events/envelope.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateItem } from './commands/update.ts';
import { accessTokenEntity, keys, outboxEventEntity, userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';
import type { AccessTokenKind, AccessTokenRecord } from '../../auth/model.ts';
import type { AccessTokenRepository } from '../../auth/ports.ts';
import type { UserRecord } from '../../users/model.ts';

/** Tokens are stored only as their SHA-256: 256 random bits need no slow hash. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A bearer token is `<user id>.<256 random bits, base64url>`. Carrying the (non-secret) user id
 * lets the authorizer fetch the token and its user in one round trip; the whole string is
 * hashed, so the id cannot be swapped.
 */
const tokenShape = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/;

export function createAccessTokenRepository(table: PortalTable): AccessTokenRepository {
  const tokens = {
    put: putItem(accessTokenEntity(table)),
    update: updateItem(accessTokenEntity(table)),
    query: queryItems(accessTokenEntity(table)),
    transactPut: putTransaction(accessTokenEntity(table)),
  };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  return {
    /** The token and its user, read together in one BatchGetItem; null when either is missing. */
    async findWithUser(token: string): Promise<{ token: AccessTokenRecord; user: UserRecord } | null> {
      const userId = tokenShape.exec(token)?.[1];
      if (!userId) return null;
      const {
        Responses: [[found, user]],
      } = await execute(
        { maxAttempts: 5 },
        table
          .build(BatchGetCommand)
          .requests(
            accessTokenEntity(table)
              .build(BatchGetRequest)
              .key({ tokenHash: hashAccessToken(token) }),
            userEntity(table).build(BatchGetRequest).key({ userId }),
          )
          .options({ consistent: true }),
      );
      if (!found || !user || found.userId !== user.userId) return null;
      return { token: found, user };
    },

    /**
     * Issues a new opaque bearer token; the secret is returned once and never stored. With
     * `event` (built for the returned token id), the token and its event are written in one
     * transaction (outbox).
     */
    async issue(input: {
      userId: string;
      kind: AccessTokenKind;
      label: string;
      device?: { browser: string | null; system: string | null };
      now: Date;
      lifetimeSeconds: number;
      tokenId?: string;
      event?: EventEnvelope;
    }) {
      const token = `${input.userId}.${randomBytes(32).toString('base64url')}`;
      const tokenId = input.tokenId ?? randomUUID();
      const item = {
        tokenHash: hashAccessToken(token),
        tokenId,
        userId: input.userId,
        kind: input.kind,
        label: input.label,
        ...(input.device?.browser ? { browser: input.device.browser } : {}),
        ...(input.device?.system ? { system: input.device.system } : {}),
        createdAt: input.now.toISOString(),
        // Sign-in is the last use the portal records (the authorizer stays read-only).
        lastUsedAt: input.now.toISOString(),
        // A session opens with its sign-in: its holder proved who they are now.
        ...(input.kind === 'session' ? { authenticatedAt: input.now.toISOString() } : {}),
        expiresAt: Math.floor(input.now.getTime() / 1000) + input.lifetimeSeconds,
      };
      if (input.event) {
        const { event } = input;
        await executeTransactWrite(tokens.transactPut(item), outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }));
      } else {
        await tokens.put(item);
      }
      return { token, tokenId, expiresAt: new Date(item.expiresAt * 1000) };
    },

    /** A user's tokens, newest first, whatever their state (gsi1). */
    async listOfUser(userId: string): Promise<AccessTokenRecord[]> {
      const found: AccessTokenRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await tokens.query(
          { index: 'gsi1', partition: keys.userTokens(userId), range: { beginsWith: 'TOKEN#' } },
          { reverse: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...(page.Items ?? []));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    /** Ends a session: the authorizer refuses a revoked token on its next call. */
    async revoke(tokenHash: string, at: Date): Promise<void> {
      await tokens.update({ tokenHash, revokedAt: at.toISOString() }, { condition: { attr: 'tokenHash', exists: true } });
    },

    /** A step-up: the holder proved again who they are (a revoked session stays revoked). */
    async markAuthenticated(tokenHash: string, at: Date): Promise<void> {
      await tokens.update({ tokenHash, authenticatedAt: at.toISOString() }, { condition: { attr: 'tokenHash', exists: true } });
    },
  };
}
