import type { EventEnvelope } from '#events/envelope.ts';
import type { Locale } from '#shared/locales.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import type { UserRecord } from './model.ts';
import { newEvent } from './events.ts';
import type { Clock } from '../ports/clock.ts';
import { type CurrentUserSources, getCurrentUser } from './current-user.ts';

interface Ports {
  users: {
    get(userId: string): Promise<UserRecord | null>;
    changeLanguage(userId: string, previous: Locale | undefined, language: Locale, event: EventEnvelope): Promise<void>;
  };
  credentials: CurrentUserSources['credentials'];
  clock: Clock;
  /** Publishes events already committed to the outbox (see deliverEvents). */
  deliver(envelopes: readonly EventEnvelope[]): Promise<void>;
}

/**
 * Saves the user's interface language and reports `user.language-changed`. Choosing the
 * language one already has changes nothing and reports nothing.
 */
export async function changeLanguage(userId: string, language: Locale, ports: Ports): Promise<CurrentUser> {
  const current = await getCurrentUser(userId, ports);
  if (current.language === language) return current;
  const event = newEvent('user.language-changed', { userId, language, previousLanguage: current.language }, ports.clock);
  await ports.users.changeLanguage(userId, current.language ?? undefined, language, event);
  await ports.deliver([event]);
  return getCurrentUser(userId, ports);
}
