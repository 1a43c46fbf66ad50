import type { Contact, ContactRole } from '#shared/schemas/domain-settings.ts';

/** A domain as the portal keeps it (docs/data-model.md, "Orders and domains"). */
export interface DomainRecord {
  domainId: string;
  name: string;
  ownerType: 'user' | 'team';
  ownerId: string;
  orderId?: string;
  /** Set when the domain came to the portal by transfer in from another registrar. */
  transferredInAt?: string;
  registrantContactId: string;
  /**
   * The registrant contact's e-mail address, lower-cased: whoever proves it may claim the domain
   * (issue 16). Absent on domains stored before it was kept, and after the registry changed the
   * registrant by itself (its new e-mail is not told).
   */
  registrantEmail?: string;
  registeredAt: string;
  expiresAt: string;
  nameServerMode: 'product' | 'custom';
  nameServers: string[];
  transferLock: boolean;
  registrationLock: boolean;
  /** Set while an unlock of the registration lock waits for the registry's confirmation. */
  registrationUnlockRequestedAt?: string;
  /** The portal's own lock (docs/decisions/domain-portal-lock.md); absent: never put on, or lifted. */
  portalLock?: PortalLock;
  /** The product's DNS host signs the zone (absent: never turned on). */
  dnssecSigning?: boolean;
  autoRenewal: boolean;
  /** The saved card (payment-cards context) the domain renews with; absent: none attached. */
  paymentCardId?: string;
  deletedAt?: string;
  /** The statuses the registry last told us of (its webhooks), e.g. `serverHold`; absent: none told yet. */
  registryStatuses?: string[];
  /** A transfer away asked for by another registrar (the registry's webhook), and how it ended. */
  transferAway?: TransferAway;
  /** When the domain left the portal for another registrar; its data is kept, it can no longer be changed. */
  transferredAwayAt?: string;
  /** The registry's time of the latest registry event applied, and the id of the last one applied. */
  registryEventAt?: string;
  registryEventId?: string;
  /**
   * The registry's time of the latest event applied of each kind of change (`expiry`, `statuses`,
   * `registrant`, `transfer`, `deletion`): an older event of the same kind changes nothing (it is
   * recorded in the history only); absent on domains from before, where `registryEventAt` stands for each.
   */
  registryEventsAt?: Partial<Record<string, string>>;
  updatedAt: string;
  version: number;
}

/** The portal lock: on since `lockedAt`, and the request to lift it while one waits. */
export interface PortalLock {
  lockedAt: string;
  lockedBy: string;
  lift?: PortalLockLift;
}

/**
 * A request to lift the portal lock. `wait` (a personal domain): the lock lifts at `liftsAt`
 * unless cancelled; `second_owner` (a team's domain): another owner of the team approves.
 */
export interface PortalLockLift {
  requestedAt: string;
  requestedBy: string;
  approval: 'wait' | 'second_owner';
  liftsAt?: string;
  /** The owner was told by SMS too (a verified phone), besides the e-mail. */
  smsSent?: boolean;
}

export interface TransferAway {
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  gainingRegistrar: string;
  requestedAt: string;
  /** When the registry approves by itself (pending), or when it was approved or ended. */
  actionAt: string;
}

/** What a change may touch; the id, name, owner and version are the repository's. */
export type DomainFieldChanges = Partial<Omit<DomainRecord, 'domainId' | 'name' | 'version' | 'updatedAt'>>;

/** A change through the domain repository's `update`: the fields it sets, and the registrant e-mail it may remove. */
export type DomainChanges = Omit<DomainFieldChanges, 'registrantEmail'> & {
  /** `null`: the registrant's e-mail is no longer known (the registry changed the registrant): removed, and the domain leaves the registrant index. */
  registrantEmail?: string | null;
};

/** A contact of a domain (one per role). */
export interface DomainContactRecord {
  role: ContactRole;
  contact: Contact;
  registryContactId: string;
  sameForAll: boolean;
  updatedAt: string;
}

/** Optional attributes a settings change may clear. */
export type RemovableDomainAttribute = 'registrationUnlockRequestedAt' | 'paymentCardId' | 'portalLock';

export interface DomainSettingsChange {
  set?: DomainFieldChanges;
  remove?: readonly RemovableDomainAttribute[];
  /** Contacts to write (each replaces its role's item). */
  contacts?: readonly DomainContactRecord[];
  /**
   * The pending lift of a personal domain's portal lock, as the portal-lock-lifts job finds it:
   * a time puts the domain's entry (due then), null deletes it.
   */
  portalLockLiftDue?: string | null;
}
