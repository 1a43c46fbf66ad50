import type { Locale } from '#shared/locales.ts';

/** A user as the portal keeps it (docs/data-model.md, "Users"). */
export interface UserRecord {
  userId: string;
  email: string;
  name: string;
  phone?: string;
  /** The calling code the phone number belongs to, e.g. `+298`. */
  phoneCode?: string;
  street?: string;
  zip?: string;
  city?: string;
  countryCode?: string;
  language?: Locale;
  isAdmin: boolean;
  isUsingSamleikin: boolean;
  /**
   * The user keeps a password (the credentials item beside the user), written with it. Absent on
   * users stored before the flag: then the credentials item says.
   */
  hasPassword?: boolean;
  emailVerifiedAt?: string;
  phoneVerifiedAt?: string;
  hasSharedDomains: boolean;
  unreadNotificationsCount: number;
  /** An administrator deactivated the user (docs/decisions/the-admin-area-s-users-and-domains.md "Deactivated users"): no sign-in, no session. */
  deactivatedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** A user about to be created: the store sets the timestamps and the counters' defaults. */
export type NewUser = Omit<UserRecord, 'createdAt' | 'updatedAt' | 'isUsingSamleikin' | 'hasSharedDomains' | 'unreadNotificationsCount' | 'isAdmin'> &
  Partial<Pick<UserRecord, 'isAdmin' | 'isUsingSamleikin'>>;
