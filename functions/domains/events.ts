import { defineContextEvents } from '#events/context-events.ts';
import {
  domainContactsChanged,
  domainDnssecChanged,
  domainNameServersChanged,
  domainRegistrationLocked,
  domainRegistrationUnlockRequested,
  domainRegistrationUnlocked,
  domainTransferCodeRenewed,
  domainTransferLockChanged,
} from '#events/catalogue/domain-settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What a domain's settings at the registry publish. */
export const domainEvents = defineContextEvents({
  publishes: {
    /** name-server-settings.ts, dnssec-settings.ts, contact-settings.ts */
    delegation: ['domain.name-servers-changed', 'domain.dnssec-changed', 'domain.contacts-changed'],
    /** lock-settings.ts: the transfer lock, the registration lock and the transfer code. */
    locks: ['domain.transfer-lock-changed', 'domain.registration-locked', 'domain.registration-unlock-requested', 'domain.registration-unlocked', 'domain.transfer-code-renewed'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(
  domainContactsChanged,
  domainDnssecChanged,
  domainNameServersChanged,
  domainRegistrationLocked,
  domainRegistrationUnlockRequested,
  domainRegistrationUnlocked,
  domainTransferCodeRenewed,
  domainTransferLockChanged,
);
