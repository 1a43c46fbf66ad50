import type { ErrorCode } from '../errors.ts';
import type { Locale } from '../locales.ts';
import {
  commonErrorsEn,
  accountErrorsEn,
  registryErrorsEn,
  paymentErrorsEn,
  webhookErrorsEn,
  transferErrorsEn,
  dnsErrorsEn,
  domainSettingsErrorsEn,
  sharingErrorsEn,
  teamErrorsEn,
  claimErrorsEn,
  validationEn,
  messagesEn,
} from './messages.en.ts';
import {
  commonErrorsFo,
  accountErrorsFo,
  registryErrorsFo,
  paymentErrorsFo,
  webhookErrorsFo,
  transferErrorsFo,
  dnsErrorsFo,
  domainSettingsErrorsFo,
  sharingErrorsFo,
  teamErrorsFo,
  claimErrorsFo,
  validationFo,
  messagesFo,
} from './messages.fo.ts';
import type { SharedMessages } from './message-keys.ts';

export { errorAreas, validationKeys, type ErrorArea, type SharedMessages, type ValidationKey } from './message-keys.ts';

/**
 * Both languages' texts for the functions (the API's answers), by area: a Lambda bundle carries
 * the areas its handler names (`httpContextHandler`'s `answersWith`) and `commonErrors`, not the
 * whole catalogue (each of these is dropped from a bundle that does not use it).
 */
export type ErrorTexts = { readonly [L in Locale]: Partial<Record<ErrorCode, string>> };

export const commonErrors = { fo: commonErrorsFo, en: commonErrorsEn } satisfies ErrorTexts;
export const accountErrors = { fo: accountErrorsFo, en: accountErrorsEn } satisfies ErrorTexts;
export const registryErrors = { fo: registryErrorsFo, en: registryErrorsEn } satisfies ErrorTexts;
export const paymentErrors = { fo: paymentErrorsFo, en: paymentErrorsEn } satisfies ErrorTexts;
export const webhookErrors = { fo: webhookErrorsFo, en: webhookErrorsEn } satisfies ErrorTexts;
export const transferErrors = { fo: transferErrorsFo, en: transferErrorsEn } satisfies ErrorTexts;
export const dnsErrors = { fo: dnsErrorsFo, en: dnsErrorsEn } satisfies ErrorTexts;
export const domainSettingsErrors = { fo: domainSettingsErrorsFo, en: domainSettingsErrorsEn } satisfies ErrorTexts;
export const sharingErrors = { fo: sharingErrorsFo, en: sharingErrorsEn } satisfies ErrorTexts;
export const teamErrors = { fo: teamErrorsFo, en: teamErrorsEn } satisfies ErrorTexts;
export const claimErrors = { fo: claimErrorsFo, en: claimErrorsEn } satisfies ErrorTexts;

/** Both languages' whole catalogues (not for Lambda code: it would carry them all). */
export const sharedMessages: Record<Locale, SharedMessages> = { fo: messagesFo, en: messagesEn };

const validationTexts = { fo: validationFo, en: validationEn };

/** Validation messages in schemas are written as `validation.<key>`. */
export function validationMessage(locale: Locale, key: string): string {
  const bare = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  const table = validationTexts[locale] as Record<string, string>;
  return table[bare] ?? validationTexts[locale].invalid_value;
}
