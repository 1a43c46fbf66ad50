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
  domainPortalLocked,
  domainPortalLockLiftRequested,
  domainPortalLockLiftApproved,
  domainPortalLockLiftCancelled,
  domainPortalLockLifted,
  domainNotMeReported,
} from '#events/catalogue/domain-settings-events.ts';
import { domainDnssecBootstrap } from '#events/catalogue/domain-health-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What a domain's settings at the registry publish. */
export const domainSettingsEvents = defineContextEvents({
  publishes: {
    /** name-server-settings.ts, dnssec-settings.ts (and refusing a CDS bootstrap), contact-settings.ts */
    delegation: ['domain.name-servers-changed', 'domain.dnssec-changed', 'domain.contacts-changed', 'domain.dnssec-bootstrap'],
    /** lock-settings.ts: the transfer lock, the registration lock and the transfer code. */
    locks: ['domain.transfer-lock-changed', 'domain.registration-locked', 'domain.registration-unlock-requested', 'domain.registration-unlocked', 'domain.transfer-code-renewed'],
    /** portal-lock.ts: the portal's own lock and the requests to lift it (the portal-lock-lifts job lifts a personal domain's after its wait). */
    portalLock: ['domain.portal-locked', 'domain.portal-lock-lift-requested', 'domain.portal-lock-lift-approved', 'domain.portal-lock-lift-cancelled', 'domain.portal-lock-lifted'],
    /** portal-lock.ts `liftDuePortalLocks`: the portal-lock-lifts job records a personal domain's lift after its wait. */
    portalLockLifting: ['domain.portal-lock-lifted'],
    /** not-me.ts: "This was not me" puts the lock on (or cancels a waiting lift) and reports it. */
    notMe: ['domain.portal-locked', 'domain.portal-lock-lift-cancelled', 'domain.not-me-reported'],
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
  domainPortalLocked,
  domainPortalLockLiftRequested,
  domainPortalLockLiftApproved,
  domainPortalLockLiftCancelled,
  domainPortalLockLifted,
  domainNotMeReported,
  domainDnssecBootstrap,
);
