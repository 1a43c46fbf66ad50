import { beforeAll, describe, expect, it } from 'vitest';
import { needsStepUp, type RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { fillPath } from '#shared/api/contract.ts';
import { sharedMessages } from '#shared/i18n/messages.ts';
import { randomInt } from 'node:crypto';
import { latestCode, newAccount, password } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * The step-up before a risky change (issue 29), generated from the route declarations: every
 * route declared `stepUp` is refused with 401 `step_up_required` for a session whose sign-in is
 * over 5 minutes old (the runtime's clock moved on), and passes the check (whatever the use case
 * then answers) right after a step-up by password and e-mailed code.
 */

type Declared = (typeof routes)[number];
type RiskyId = Extract<Declared, { stepUp: unknown }>['id'];
const risky = (routes as readonly RouteDeclaration[]).filter((route) => route.stepUp);

/** The changes issue 29 names as risky (name servers, DNSSEC off and DS records, the transfer code, unlocking, owners, the account). */
const namedByTheIssue: RiskyId[] = [
  'updateDomainNameServers',
  'setDomainDnssec',
  'addDomainDsRecord',
  'removeDomainDsRecord',
  'getDomainTransferCode',
  'renewDomainTransferCode',
  'setDomainTransferLock',
  'setDomainRegistrationLock',
  'moveDomain',
  'updateTeamMember',
  'removeTeamMember',
  'removeTeamMembers',
  'deleteCurrentUser',
  // The authenticator app: turning it on (its secret), new recovery codes, turning it off.
  'startAuthenticatorSetup',
  'confirmAuthenticator',
  'renewRecoveryCodes',
  'turnOffAuthenticator',
  // Passkeys: starting to add one, adding it, removing one.
  'passkeyRegistrationOptions',
  'addPasskey',
  'removePasskey',
  // The portal's own lock: asking to lift it, and a second owner's approval.
  'requestPortalLockLift',
  'approvePortalLockLift',
  // API tokens (issue 30): making one, a person's or a team's.
  'createApiToken',
  'createTeamApiToken',
  // Webhooks (issue 30): adding an endpoint and rotating its signing secret, a person's or a team's.
  'createWebhook',
  'rotateWebhookSecret',
  'createTeamWebhook',
  'rotateTeamWebhookSecret',
];

/** A passkey registration well formed but made for a challenge ("step-up") nobody handed out. */
const unknownRegistration = {
  id: 'c3RlcC11cA',
  rawId: 'c3RlcC11cA',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: 'step-up', origin: 'http://localhost' })).toString('base64url'),
    attestationObject: 'c3RlcC11cA',
  },
};

const portal: Portal = usePortal();
const minute = 60_000;

interface Fixture {
  owner: { email: string; token: string; userId: string };
  domainId: string;
  teamId: string;
  members: { promote: string; remove: string; removeMany: string };
}
let fixture: Fixture;

/** What each risky route is called with: a valid request (a body that fails its schema would be refused before the check). */
const requestOf = (id: RiskyId, f: Fixture): { params: Record<string, string>; body?: unknown; query?: Record<string, string> } => {
  const domain = { domainId: f.domainId };
  const ds = { key_tag: 2371, algorithm: 13, digest_type: 2, digest: 'ab'.repeat(32) };
  const requests: Record<RiskyId, { params: Record<string, string>; body?: unknown; query?: Record<string, string> }> = {
    updateDomainNameServers: { params: domain, body: { mode: 'product' } },
    setDomainDnssec: { params: domain, body: { enabled: false, understood: true } },
    addDomainDsRecord: { params: domain, body: { source: 'ds', understood: true, ds } },
    removeDomainDsRecord: { params: { ...domain, dsId: `2371-13-2-${'ab'.repeat(32)}` }, query: { understood: 'true' } },
    getDomainTransferCode: { params: domain },
    renewDomainTransferCode: { params: domain },
    setDomainTransferLock: { params: domain, body: { locked: false } },
    setDomainRegistrationLock: { params: domain, body: { locked: false } },
    moveDomain: { params: domain, body: { team_id: f.teamId } },
    updateTeamMember: { params: { teamId: f.teamId, userId: f.members.promote }, body: { is_owner: true } },
    removeTeamMember: { params: { teamId: f.teamId, userId: f.members.remove } },
    removeTeamMembers: { params: { teamId: f.teamId }, body: { users: [f.members.removeMany] } },
    deleteCurrentUser: { params: {} },
    // Past the step-up, a wrong e-mailed code is refused (422), and without an app there is nothing to renew or turn off: never 401.
    startAuthenticatorSetup: { params: {}, body: { code: '000000' } },
    confirmAuthenticator: { params: {}, body: { code: '000000' } },
    renewRecoveryCodes: { params: {} },
    turnOffAuthenticator: { params: {} },
    // A registration answered for a challenge nobody handed out (409 past the step-up), a passkey the account does not have (404).
    passkeyRegistrationOptions: { params: {} },
    addPasskey: { params: {}, body: { name: 'Step-up', response: unknownRegistration } },
    removePasskey: { params: { id: 'none' } },
    // The fixture's domain is not under the portal lock: refused past the step-up (409/4xx), never 401.
    requestPortalLockLift: { params: domain },
    approvePortalLockLift: { params: domain },
    createApiToken: { params: {}, body: { name: 'Step-up', scopes: ['dns:read'], domain_ids: [f.domainId], valid_days: 7 } },
    createTeamApiToken: { params: { teamId: f.teamId }, body: { name: 'Step-up', scopes: ['dns:read'], domain_ids: null, valid_days: 7 } },
    // An endpoint the caller does not have: 404 past the step-up.
    createWebhook: { params: {}, body: { name: 'Step-up', url: 'https://example.com/hooks', events: ['domain.renewed'] } },
    rotateWebhookSecret: { params: { webhookId: 'none' } },
    createTeamWebhook: { params: { teamId: f.teamId }, body: { name: 'Step-up', url: 'https://example.com/hooks', events: ['domain.renewed'] } },
    rotateTeamWebhookSecret: { params: { teamId: f.teamId, webhookId: 'none' } },
  };
  return requests[id];
};

const call = (route: RouteDeclaration, request: ReturnType<typeof requestOf>, token: string, language = 'fo') => {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  return portal.call(route.method, `${fillPath(route.path, request.params as never)}${query}`, { token, body: request.body, language });
};

/** Password, then the e-mailed code: the current session is fresh again. */
async function stepUp(token: string, email: string): Promise<void> {
  const requested = await portal.call('POST', '/auth/step-up/request-code', { token, body: { password } });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const confirmed = await portal.call('POST', '/auth/step-up', { token, body: { code: await latestCode(portal, email), verification_id: requested.body.data.verification_id } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

beforeAll(async () => {
  const owner = await newAccount(portal);
  const domain = await demoUsersDomain(portal, 'step-up', { ownerId: owner.userId });
  const [promote, remove, removeMany] = await Promise.all(['Ann', 'Bjørn', 'Dia'].map((name) => teamUser(portal, name)));
  const teamId = await teamOf(portal, { ...owner, name: 'Anna Útlendingur' }, [{ user: promote! }, { user: remove! }, { user: removeMany! }]);
  fixture = { owner, domainId: domain.domainId, teamId, members: { promote: promote!.userId, remove: remove!.userId, removeMany: removeMany!.userId } };
});

describe('the risky routes', () => {
  it('are exactly the changes issue 29 names: a new risky route is declared and listed here on purpose', () => {
    expect(risky.map((route) => route.id).sort()).toEqual([...namedByTheIssue].sort());
  });

  it('are never public: a caller without a session has nothing to step up ("This was not me" is public, its single-use link the proof)', () => {
    expect(risky.filter((route) => route.auth === 'public').map((route) => route.id)).toEqual([]);
    const notMe = (routes as readonly RouteDeclaration[]).find((route) => route.id === 'reportNotMe');
    expect(notMe).toMatchObject({ auth: 'public', method: 'POST' });
    expect(notMe?.stepUp).toBeUndefined();
  });

  it('lock in one direction without a step-up and ask for it to unlock (DNSSEC: to switch off)', () => {
    const byId = (id: RiskyId) => risky.find((route) => route.id === id)!;
    expect(needsStepUp(byId('setDomainTransferLock'), { locked: true })).toBe(false);
    expect(needsStepUp(byId('setDomainTransferLock'), { locked: false })).toBe(true);
    expect(needsStepUp(byId('setDomainRegistrationLock'), { locked: true })).toBe(false);
    expect(needsStepUp(byId('setDomainRegistrationLock'), { locked: false })).toBe(true);
    expect(needsStepUp(byId('setDomainDnssec'), { enabled: true, understood: true })).toBe(false);
    expect(needsStepUp(byId('setDomainDnssec'), { enabled: false, understood: true })).toBe(true);
  });
});

// The account's deletion last: were it to pass, nothing after it could sign in.
const inOrder = [...risky].sort((a, b) => Number(a.id === 'deleteCurrentUser') - Number(b.id === 'deleteCurrentUser'));

describe('each risky route, over 5 minutes after the sign-in and right after a step-up', () => {
  it.each(inOrder.map((route) => [route.id, route] as const))('%s', async (id, route) => {
    const { owner } = fixture;
    const request = requestOf(id as RiskyId, fixture);
    // Over 5 minutes since the sign-in (or the last step-up): refused, in the caller's language.
    portal.runtime.clock.advance(5 * minute + 1_000);
    const refused = await call(route, request, owner.token);
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(refused.body.error).toEqual({ code: 'step_up_required', message: sharedMessages.fo.errors.step_up_required });
    const inEnglish = await call(route, request, owner.token, 'en');
    expect(inEnglish.body.error).toEqual({ code: 'step_up_required', message: sharedMessages.en.errors.step_up_required });

    await stepUp(owner.token, owner.email);
    const accepted = await call(route, request, owner.token);
    expect(accepted.status, JSON.stringify(accepted.body)).not.toBe(401);
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(500);
  });
});

describe('the step-up itself', () => {
  it("answers the account's methods: a password account steps up by password", async () => {
    const methods = await portal.call('GET', '/auth/step-up', { token: fixture.owner.token });
    expect(methods.status).toBe(200);
    expect(methods.body.data.methods).toEqual(['password']);
  });

  it('refuses a wrong password and a wrong code, and the session stays stale', async () => {
    const { owner } = fixture;
    portal.runtime.clock.advance(5 * minute + 1_000);
    const wrongPassword = await portal.call('POST', '/auth/step-up/request-code', { token: owner.token, body: { password: 'Not-the-password-1' } });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.error.code).toBe('invalid_credentials');
    const requested = await portal.call('POST', '/auth/step-up/request-code', { token: owner.token, body: { password } });
    const code = await latestCode(portal, owner.email);
    const wrongCode = await portal.call('POST', '/auth/step-up', {
      token: owner.token,
      body: { code: code === '000000' ? '111111' : '000000', verification_id: requested.body.data.verification_id },
    });
    expect(wrongCode.status).toBe(422);
    const stillStale = await portal.call('GET', `/domains/${fixture.domainId}/transfer-code`, { token: owner.token });
    expect(stillStale.body.error?.code).toBe('step_up_required');
  });

  it("does not let another account's code make this session fresh", async () => {
    const { owner } = fixture;
    const other = await newAccount(portal);
    portal.runtime.clock.advance(5 * minute + 1_000);
    const requested = await portal.call('POST', '/auth/step-up/request-code', { token: other.token, body: { password } });
    expect(requested.status).toBe(200);
    const theirs = await portal.call('POST', '/auth/step-up', {
      token: owner.token,
      body: { code: await latestCode(portal, other.email), verification_id: requested.body.data.verification_id },
    });
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.code).toBe('invalid_code');
  });

  it('a session opened by a sign-in is fresh for 5 minutes without a step-up', async () => {
    const fresh = await newAccount(portal);
    const domain = await demoUsersDomain(portal, 'fresh', { ownerId: fresh.userId });
    portal.runtime.clock.advance(4 * minute);
    const code = await portal.call('GET', `/domains/${domain.domainId}/transfer-code`, { token: fresh.token });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
  });
});

describe('an e-ID session', () => {
  /** A linked e-ID user, and an access token of theirs whose sign-in at the provider (`auth_time`) was `ago` ms back. */
  async function eidUser() {
    const provider = portal.runtime.identityProvider!;
    const sub = String(randomInt(1e9, 1e10));
    const tokenSignedIn = (ago: number) =>
      provider.signJwt({ sub, name: 'Ragnhild Test', email: `${sub}@example.fo`, sid: `sid-${sub}-${ago}`, auth_time: Math.floor((Date.now() - ago) / 1000) });
    const created = await portal.call('POST', '/auth/register-samleikin-user', {
      token: await tokenSignedIn(0),
      body: {
        name: 'Ragnhild Test',
        street: 'Gøtuvegur 7',
        zip: '100',
        city: 'Tórshavn',
        country_code: 'FO',
        language: 'en',
        email: `${sub}@example.fo`,
        terms_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { userId: created.body.data.id as string, tokenSignedIn };
  }

  it("is fresh by its token's auth_time on the provider's clock, and steps up by a new e-ID sign-in", async () => {
    const { userId, tokenSignedIn } = await eidUser();
    const domain = await demoUsersDomain(portal, 'eid-step-up', { ownerId: userId });
    const path = `/domains/${domain.domainId}/transfer-code`;

    const stale = await portal.call('GET', path, { token: await tokenSignedIn(5 * minute + 5_000) });
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('step_up_required');
    // Its way back: the e-ID (a new sign-in at the provider), not a password it does not have.
    const methods = await portal.call('GET', '/auth/step-up', { token: await tokenSignedIn(5 * minute + 5_000) });
    expect(methods.body.data.methods).toEqual(['eid']);
    const byPassword = await portal.call('POST', '/auth/step-up/request-code', { token: await tokenSignedIn(5 * minute + 5_000), body: { password } });
    expect(byPassword.status).toBe(403);

    const fresh = await portal.call('GET', path, { token: await tokenSignedIn(60_000) });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    // The runtime's clock (the portal's) is not the provider's: moving it ages no e-ID sign-in.
    portal.runtime.clock.advance(10 * minute);
    expect((await portal.call('GET', path, { token: await tokenSignedIn(60_000) })).status).toBe(200);
  });
});
