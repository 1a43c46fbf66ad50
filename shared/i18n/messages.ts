import type { Locale } from '../locales.ts';
import { messagesEn } from './messages.en.ts';
import { messagesFo } from './messages.fo.ts';
import type { SharedMessages } from './message-keys.ts';

export { validationKeys, type SharedMessages, type ValidationKey } from './message-keys.ts';

/** Both languages' errors and validation messages, for the functions (the API's answers). */
export const sharedMessages: Record<Locale, SharedMessages> = { fo: messagesFo, en: messagesEn };

/** Validation messages in schemas are written as `validation.<key>`. */
export function validationMessage(locale: Locale, key: string): string {
  const bare = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  const table = sharedMessages[locale].validation as Record<string, string>;
  return table[bare] ?? sharedMessages[locale].validation.invalid_value;
}
