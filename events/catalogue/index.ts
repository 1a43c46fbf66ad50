import type { z } from 'zod';
import { userLanguageChanged } from './user-language-changed.ts';

/** The event catalogue: every event the portal publishes, by name. */
export const eventCatalogue = {
  [userLanguageChanged.name]: userLanguageChanged,
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventData<Name extends EventName> = z.infer<(typeof eventCatalogue)[Name]['schema']>;
export const eventNames = Object.keys(eventCatalogue) as EventName[];
