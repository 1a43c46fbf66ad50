import type { z } from 'zod';
import {
  userDeleted,
  userEidLinked,
  userEmailVerified,
  userPasswordChanged,
  userPhoneVerified,
  userProfileUpdated,
  userRegistered,
  userSignedIn,
} from './user-events.ts';
import { userLanguageChanged } from './user-language-changed.ts';
import { domainRegistered, orderPaid, orderPaymentFailed, orderPlaced, orderSettled } from './order-events.ts';

/** The event catalogue: every event the portal publishes, by name. */
export const eventCatalogue = {
  [userLanguageChanged.name]: userLanguageChanged,
  [userRegistered.name]: userRegistered,
  [userEmailVerified.name]: userEmailVerified,
  [userPhoneVerified.name]: userPhoneVerified,
  [userProfileUpdated.name]: userProfileUpdated,
  [userPasswordChanged.name]: userPasswordChanged,
  [userSignedIn.name]: userSignedIn,
  [userEidLinked.name]: userEidLinked,
  [userDeleted.name]: userDeleted,
  [orderPlaced.name]: orderPlaced,
  [orderPaid.name]: orderPaid,
  [orderPaymentFailed.name]: orderPaymentFailed,
  [orderSettled.name]: orderSettled,
  [domainRegistered.name]: domainRegistered,
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventData<Name extends EventName> = z.infer<(typeof eventCatalogue)[Name]['schema']>;
export const eventNames = Object.keys(eventCatalogue) as EventName[];
