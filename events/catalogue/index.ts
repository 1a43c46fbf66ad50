import type { z } from 'zod';
import {
  userAuthenticatorChanged,
  userDeleted,
  userEidLinked,
  userEmailVerified,
  userPasskeysChanged,
  userApiTokensChanged,
  userPasswordChanged,
  userPasswordResetRequested,
  userPhoneVerified,
  userProfileUpdated,
  userRegistered,
  userSignedIn,
} from './user-events.ts';
import { userLanguageChanged } from './user-language-changed.ts';
import {
  domainNameServersChanged,
  domainDnssecChanged,
  domainContactsChanged,
  domainTransferLockChanged,
  domainRegistrationLocked,
  domainRegistrationUnlockRequested,
  domainRegistrationUnlocked,
  domainTransferCodeRenewed,
  domainPortalLocked,
  domainNotMeReported,
  domainPortalLockLiftRequested,
  domainPortalLockLiftApproved,
  domainPortalLockLiftCancelled,
  domainPortalLockLifted,
} from './domain-settings-events.ts';
import { domainTransferredIn, transferApproved, transferCancelled, transferRequested } from './transfer-events.ts';
import {
  domainRegistered,
  domainRenewed,
  orderExtraPaymentReceived,
  orderPaid,
  orderPaymentFailed,
  orderPaymentMismatched,
  orderPaymentRefunded,
  orderPlaced,
  orderSettled,
} from './order-events.ts';

import { dnsForwardingChanged, dnsRecordsChanged } from './dns-events.ts';
import {
  domainAutoRenewalCardExpiring,
  domainAutoRenewalChanged,
  domainAutoRenewalFailed,
  paymentCardAdded,
  paymentCardDeleted,
  paymentCardRenamed,
} from './payment-card-events.ts';
import {
  domainDeletedAtRegistry,
  domainExpiredAtRegistry,
  domainRegistrantChangedAtRegistry,
  domainRegistryStatusChanged,
  domainRenewedAtRegistry,
  domainTransferAwayRequested,
  domainTransferAwayStopped,
  domainTransferredAway,
  registryEventReceived,
} from './registry-events.ts';
import { domainExpiryNoticeDue, domainExpirySyncForced } from './lifecycle-events.ts';
import { settingsChanged } from './settings-events.ts';
import { orderMarkedPaid, orderRefundedByAdmin } from './admin-order-events.ts';
import { userActivated, userDeactivated, userSessionRevoked } from './admin-user-events.ts';
import { teamInviteAccepted, teamMemberRemoved } from './team-events.ts';
import { domainClaimed } from './claim-events.ts';
import { domainMoved } from './domain-ownership-events.ts';
import { domainDnssecBootstrap, domainHealthFailing, domainHealthRecovered } from './domain-health-events.ts';
import { webhookEndpointDisabled, webhookRetryDue } from './webhook-events.ts';

/** The event catalogue: every event the portal publishes, by name. */
export const eventCatalogue = {
  [userLanguageChanged.name]: userLanguageChanged,
  [userRegistered.name]: userRegistered,
  [userEmailVerified.name]: userEmailVerified,
  [userPhoneVerified.name]: userPhoneVerified,
  [userProfileUpdated.name]: userProfileUpdated,
  [userPasswordChanged.name]: userPasswordChanged,
  [userPasswordResetRequested.name]: userPasswordResetRequested,
  [userAuthenticatorChanged.name]: userAuthenticatorChanged,
  [userPasskeysChanged.name]: userPasskeysChanged,
  [userApiTokensChanged.name]: userApiTokensChanged,
  [userSignedIn.name]: userSignedIn,
  [userEidLinked.name]: userEidLinked,
  [userDeleted.name]: userDeleted,
  [orderPlaced.name]: orderPlaced,
  [orderPaid.name]: orderPaid,
  [orderPaymentMismatched.name]: orderPaymentMismatched,
  [orderExtraPaymentReceived.name]: orderExtraPaymentReceived,
  [orderPaymentRefunded.name]: orderPaymentRefunded,
  [orderPaymentFailed.name]: orderPaymentFailed,
  [orderSettled.name]: orderSettled,
  [domainRegistered.name]: domainRegistered,
  [domainNameServersChanged.name]: domainNameServersChanged,
  [domainDnssecChanged.name]: domainDnssecChanged,
  [domainContactsChanged.name]: domainContactsChanged,
  [domainTransferLockChanged.name]: domainTransferLockChanged,
  [domainRegistrationLocked.name]: domainRegistrationLocked,
  [domainRegistrationUnlockRequested.name]: domainRegistrationUnlockRequested,
  [domainRegistrationUnlocked.name]: domainRegistrationUnlocked,
  [domainTransferCodeRenewed.name]: domainTransferCodeRenewed,
  [domainPortalLocked.name]: domainPortalLocked,
  [domainNotMeReported.name]: domainNotMeReported,
  [domainPortalLockLiftRequested.name]: domainPortalLockLiftRequested,
  [domainPortalLockLiftApproved.name]: domainPortalLockLiftApproved,
  [domainPortalLockLiftCancelled.name]: domainPortalLockLiftCancelled,
  [domainPortalLockLifted.name]: domainPortalLockLifted,
  [transferRequested.name]: transferRequested,
  [transferApproved.name]: transferApproved,
  [transferCancelled.name]: transferCancelled,
  [domainTransferredIn.name]: domainTransferredIn,
  [domainRenewed.name]: domainRenewed,
  [dnsRecordsChanged.name]: dnsRecordsChanged,
  [dnsForwardingChanged.name]: dnsForwardingChanged,
  [registryEventReceived.name]: registryEventReceived,
  [domainExpiredAtRegistry.name]: domainExpiredAtRegistry,
  [domainRenewedAtRegistry.name]: domainRenewedAtRegistry,
  [domainDeletedAtRegistry.name]: domainDeletedAtRegistry,
  [domainRegistryStatusChanged.name]: domainRegistryStatusChanged,
  [domainTransferAwayRequested.name]: domainTransferAwayRequested,
  [domainTransferredAway.name]: domainTransferredAway,
  [domainTransferAwayStopped.name]: domainTransferAwayStopped,
  [domainRegistrantChangedAtRegistry.name]: domainRegistrantChangedAtRegistry,
  [paymentCardAdded.name]: paymentCardAdded,
  [paymentCardRenamed.name]: paymentCardRenamed,
  [teamInviteAccepted.name]: teamInviteAccepted,
  [teamMemberRemoved.name]: teamMemberRemoved,
  [domainClaimed.name]: domainClaimed,
  [domainMoved.name]: domainMoved,
  [paymentCardDeleted.name]: paymentCardDeleted,
  [domainAutoRenewalChanged.name]: domainAutoRenewalChanged,
  [domainAutoRenewalFailed.name]: domainAutoRenewalFailed,
  [domainAutoRenewalCardExpiring.name]: domainAutoRenewalCardExpiring,

  [domainExpiryNoticeDue.name]: domainExpiryNoticeDue,
  [domainHealthFailing.name]: domainHealthFailing,
  [domainHealthRecovered.name]: domainHealthRecovered,
  [domainDnssecBootstrap.name]: domainDnssecBootstrap,
  [domainExpirySyncForced.name]: domainExpirySyncForced,
  [settingsChanged.name]: settingsChanged,
  [orderMarkedPaid.name]: orderMarkedPaid,
  [orderRefundedByAdmin.name]: orderRefundedByAdmin,
  [userDeactivated.name]: userDeactivated,
  [userActivated.name]: userActivated,
  [userSessionRevoked.name]: userSessionRevoked,
  [webhookRetryDue.name]: webhookRetryDue,
  [webhookEndpointDisabled.name]: webhookEndpointDisabled,
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventData<Name extends EventName> = z.infer<(typeof eventCatalogue)[Name]['schema']>;
export const eventNames = Object.keys(eventCatalogue) as EventName[];
