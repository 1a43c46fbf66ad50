import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * The text to show for a failed call: the API's error code translated in the current locale
 * (shared/i18n/messages.ts), or the generic "something went wrong".
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return t(`errors.${error.code}`);
  return t('errors.internal');
}
