import type { EventEnvelope } from '#events/envelope.ts';
import type { Locale } from '#shared/locales.ts';
import type { NewUser, UserRecord } from './model.ts';

/** The users, as the use cases read and change them (adapter: `adapters/dynamodb/user-repository.ts`). */
export interface UserRepository {
  get(userId: string): Promise<UserRecord | null>;
  /** Creates the user and claims the e-mail in one transaction; `conflict` when the address is taken. */
  create(user: NewUser): Promise<void>;
  /** The user id that holds an e-mail address, if any. */
  idByEmail(email: string): Promise<string | null>;
  /** Sets the language if nobody changed it since `previous` was read, with its event (outbox); `conflict` otherwise. */
  changeLanguage(userId: string, previous: Locale | undefined, language: Locale, event: EventEnvelope): Promise<void>;
}
