import type { EntityItem } from 'electrodb';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { accessTokenEntity } from './entities.ts';

export type AccessTokenRecord = EntityItem<typeof accessTokenEntity>;
export type AccessTokenKind = AccessTokenRecord['kind'];

/** Tokens are stored only as their SHA-256: 256 random bits need no slow hash. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const accessTokenRepository = {
  async findByToken(token: string): Promise<AccessTokenRecord | null> {
    const { data } = await accessTokenEntity.get({ tokenHash: hashAccessToken(token) }).go();
    return data;
  },

  /** Issues a new opaque bearer token; the secret is returned once and never stored. */
  async issue(input: { userId: string; kind: AccessTokenKind; label: string; now: Date; lifetimeSeconds: number }) {
    const token = randomBytes(32).toString('base64url');
    const tokenId = randomUUID();
    await accessTokenEntity
      .create({
        tokenHash: hashAccessToken(token),
        tokenId,
        userId: input.userId,
        kind: input.kind,
        label: input.label,
        createdAt: input.now.toISOString(),
        expiresAt: Math.floor(input.now.getTime() / 1000) + input.lifetimeSeconds,
      })
      .go();
    return { token, tokenId };
  },
};

export type AccessTokenRepository = typeof accessTokenRepository;
