import type { EntityItem } from 'electrodb';
import type { EventEnvelope } from '../../../events/envelope.ts';
import type { Locale } from '../../../shared/locales.ts';
import { DomainError } from '../../errors.ts';
import { store, userEntity } from './entities.ts';

export type UserRecord = EntityItem<typeof userEntity>;
export type NewUser = Parameters<typeof userEntity.create>[0];

function isConditionFailure(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  return /ConditionalCheckFailed|TransactionCanceled/.test(text);
}

export const userRepository = {
  async get(userId: string): Promise<UserRecord | null> {
    const { data } = await userEntity.get({ userId }).go();
    return data;
  },

  /** Creates the user and claims the e-mail in one transaction: no two users share an address. */
  async create(user: NewUser): Promise<void> {
    const email = user.email.toLowerCase();
    const { canceled } = await store.transaction
      .write(({ user: users, userEmailClaim }) => [
        userEmailClaim.create({ email, userId: user.userId }).commit(),
        users.create({ ...user, email }).commit(),
      ])
      .go();
    if (canceled) throw new DomainError('conflict');
  },

  /** The user id that holds an e-mail address, if any. */
  async idByEmail(email: string): Promise<string | null> {
    const { data } = await store.entities.userEmailClaim.get({ email: email.toLowerCase() }).go();
    return data?.userId ?? null;
  },

  /**
   * Sets the language only if nobody changed it since `previous` was read, and records the
   * event in the same transaction (outbox), so the change and its event stand or fall together.
   */
  async changeLanguage(userId: string, previous: Locale | undefined, language: Locale, event: EventEnvelope): Promise<void> {
    try {
      const { canceled } = await store.transaction
        .write(({ user, outboxEvent }) => [
          user
            .patch({ userId })
            .set({ language })
            .where((attributes, { eq, notExists }) => (previous ? eq(attributes.language, previous) : notExists(attributes.language)))
            .commit(),
          outboxEvent.create({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }).commit(),
        ])
        .go();
      if (canceled) throw new DomainError('conflict');
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
      throw error;
    }
  },
};

export type UserRepository = typeof userRepository;
