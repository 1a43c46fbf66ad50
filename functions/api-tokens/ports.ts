import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { Clock } from '../ports/clock.ts';

import type { ApiTokenRecord } from './model.ts';

export interface ApiTokenRepository {
  get(tokenHash: string): Promise<ApiTokenRecord | null>;
  /** Stores a new token; its TTL (`expiresAt`) is the repository's. */
  create(token: Omit<ApiTokenRecord, 'expiresAt'>): Promise<void>;
  listOfOwner(ownerId: string): Promise<ApiTokenRecord[]>;
  revoke(tokenHash: string, at: Date): Promise<void>;
}

/** The pipeline's one write for a token's use. */
export interface ApiTokenUses {
  recordUse(tokenHash: string, at: Date, address: string): Promise<void>;
}

/** A write's answer kept by its `Idempotency-Key`, per token: claimed first, then done; released when the write fails. */
export interface ApiTokenAnswers {
  claim(
    tokenId: string,
    idempotencyKey: string,
    fingerprint: string,
    now: Date,
  ): Promise<'claimed' | { state: 'pending' | 'done'; fingerprint: string; status?: number; body?: string }>;
  complete(tokenId: string, idempotencyKey: string, status: number, body: string | undefined): Promise<void>;
  release(tokenId: string, idempotencyKey: string): Promise<void>;
}

export interface ApiTokenPorts {
  tokens: ApiTokenRepository;
  domains: {
    get(domainId: string): Promise<DomainRecord | null>;
    teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null>;
  };
  clock: Clock;
  /** Hands the context's events on (the outbox, then the bus): a token made or revoked. */
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
