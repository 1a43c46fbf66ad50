/**
 * Who can sign in at the local e-ID provider (./identity-provider.ts) and for how long: the test
 * identities its sign-in page lists, and the ones the runtime links to users at start
 * (./seed-identities.ts). Apart from the provider so that a runtime without it (`identityProvider:
 * false`, as the fault matrix's) does not load `oidc-provider` at all.
 */

export interface TestIdentity {
  /** The national-ID subject (`sub`). */
  subject: string;
  name: string;
  email: string;
  /** What the identity is for, shown on the login page. */
  note: string;
  /** Access-token lifetime for this identity (default {@link accessTokenSeconds}). */
  accessTokenSeconds?: number;
  /** How long a sign-in of this identity lasts (default {@link sessionSeconds}); its tokens are refreshed until then. */
  sessionSeconds?: number;
  /**
   * A sign-in of this identity says it happened this many seconds ago (`auth_time`), unless the
   * portal asked for a fresh one (`prompt=login` or `max_age`: the e-ID step-up), which is now.
   */
  signedInSecondsAgo?: number;
}

/** Access tokens live 5 minutes; the SPA refreshes them (spec §4: under 240 s left). */
export const accessTokenSeconds = 5 * 60;
/** A sign-in (session and its refresh-token chain) lasts a working day. */
export const sessionSeconds = 8 * 3600;

export const testIdentities: readonly TestIdentity[] = [
  { subject: '0101901234', name: 'Anna Hansen', email: 'anna@example.fo', note: 'new: not linked to any user yet' },
  {
    subject: '0202802345',
    name: 'Jógvan Joensen',
    email: 'joensen@example.fo',
    note: 'linked to the demo user user@demo.okisnavn.fo',
  },
  {
    subject: '0303703456',
    name: 'Stutt Seta',
    email: 'stutt@example.fo',
    note: 'linked to its own user stutt@example.fo; access tokens live 70 s and a sign-in 2 minutes (the sign-out warning)',
    accessTokenSeconds: 70,
    sessionSeconds: 120,
  },
  { subject: '0404604567', name: 'Bárður á Steig', email: 'bardur@example.fo', note: 'not linked; spare identity for sign-up' },
  {
    subject: '0606406789',
    name: 'Gomul Innritan',
    email: 'gomul@example.fo',
    note: 'linked to its own user gomul@example.fo; a sign-in says it was 10 minutes ago unless the portal asks for a fresh one (the step-up)',
    signedInSecondsAgo: 10 * 60,
  },
  {
    subject: '0505505678',
    name: 'Marjun í Gerðinum',
    email: 'marjun@example.fo',
    note: 'not linked; sign up with another e-mail than this one to be held until it is verified',
  },
];

/** The seeded demo user the linked test identity belongs to (linked at start by the runtime). */
export const linkedTestIdentity = { subject: '0202802345', email: 'user@demo.okisnavn.fo' } as const;

/** The short-lived test identity, linked at start to a user of its own (created if missing). */
export const shortLivedTestIdentity = { subject: '0303703456', email: 'stutt@example.fo', name: 'Stutt Seta' } as const;

/** The identity whose sign-ins are 10 minutes old (a stale sign-in for the e-ID step-up), linked at start to a user of its own. */
export const staleSignInTestIdentity = { subject: '0606406789', email: 'gomul@example.fo', name: 'Gomul Innritan' } as const;
