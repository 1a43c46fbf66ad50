import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT } from 'jose';
import Provider, { type Adapter, type AdapterPayload, type Configuration, errors as oidcErrors } from 'oidc-provider';
import { accessTokenSeconds, sessionSeconds, testIdentities, type TestIdentity } from './test-identities.ts';

/**
 * The local stand-in for the national e-ID ("Samleikin"; in production a Keycloak realm
 * `okisnavn` with the public client `app`): an embedded OpenID Connect provider on the npm
 * package `oidc-provider`, mounted by the local gateway under `/oidc` on the portal's own origin.
 *
 * - Public client `app`: authorization code + PKCE, no secret, refresh tokens, RP-initiated
 *   logout back to our origin, token revocation. Any redirect on the portal's own origin is
 *   accepted (`/`, `/login`, `/silent-check-sso.html`, …).
 * - Access tokens are JWTs (RS256, RFC 9068 `at+jwt`) for audience `app`, carrying `sub` (the
 *   national-ID subject), `name` and `email`, so the API needs no userinfo call, and, as
 *   Keycloak's do, `sid` (the sign-in session) and `auth_time`, which the portal's logout needs.
 * - Back-channel logout (OpenID Connect Back-Channel Logout 1.0): when a session ends here
 *   (RP-initiated logout, the way a person signs out at the provider), a signed `logout_token`
 *   naming its `sid` is POSTed to the portal's `/api/auth/backchannel-logout`.
 * - The login page lists the test identities: choose one, no password.
 * - Signing keys are generated at every start; everything lives in memory.
 */

export interface MintOptions {
  /** Seconds from now until `exp` (negative for an expired token). Default 300. */
  expiresIn?: number;
  /** `aud` claim; default the client id. `null` leaves it out. */
  audience?: string | string[] | null;
  issuer?: string;
  /** Sign with a key the provider never published (a forgery), under the provider's own kid. */
  foreignKey?: boolean;
  /** JOSE header `typ`; default `at+jwt` (an access token). */
  typ?: string;
}

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  /** The path prefix the gateway mounts {@link handle} on. */
  mountPath: string;
  identities: readonly TestIdentity[];
  /** The node request handler for everything under {@link mountPath}. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Mints a token as the provider would (same key and kid), for tests; claims override defaults. */
  signJwt(claims: Record<string, unknown>, options?: MintOptions): Promise<string>;
}

function rsaKey(kid: string): { privateKey: KeyObject; jwk: Record<string, unknown> } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * The provider's storage: in memory, per provider instance (each runtime its own), entries
 * dropped when they expire. Enough for a laptop and tests; a restart signs everyone out.
 */
function memoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const byGrant = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        if (entries.size > 10_000) for (const stale of [...entries.keys()]) read(stale); // drops the expired ones
        entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        if (payload.grantId) byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key));
        if (payload.uid) byUid.set(payload.uid, id);
        if (payload.userCode) byUserCode.set(payload.userCode, id);
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const id = byUid.get(uid);
        return id ? read(keyOf(id)) : undefined;
      },
      async findByUserCode(userCode) {
        const id = byUserCode.get(userCode);
        return id ? read(keyOf(id)) : undefined;
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="fo">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin-bottom: .25rem; }
  p.lead { color: #4b5563; margin-top: 0; }
  ul { list-style: none; padding: 0; }
  li { margin: .6rem 0; }
  button { width: 100%; text-align: left; padding: .8rem 1rem; border: 1px solid #cbd5e1; border-radius: .5rem; background: #fff; font: inherit; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #1d4ed8; outline: 2px solid #1d4ed8; }
  .name { font-weight: 600; display: block; }
  .meta { color: #4b5563; font-size: .9rem; }
  .cancel { margin-top: 1.5rem; text-align: center; background: #f8fafc; }
</style>
</head>
<body>
${body}
</body>
</html>`;

/**
 * Creates the provider for a portal served at `origin` (`http://127.0.0.1:3000`): issuer
 * `<origin>/oidc`, client `app`.
 */
export function createLocalIdentityProvider(input: { origin: string; clientId?: string; identities?: readonly TestIdentity[] }): LocalIdentityProvider {
  const origin = new URL(input.origin).origin;
  const mountPath = '/oidc';
  const issuer = `${origin}${mountPath}`;
  const clientId = input.clientId ?? 'app';
  const identities = input.identities ?? testIdentities;
  const bySubject = new Map(identities.map((identity) => [identity.subject, identity]));
  /** The resource indicator of our API; its access tokens are JWTs for audience `app`. */
  const apiResource = `${origin}/api`;
  /** Where a session's end is announced (OpenID Connect Back-Channel Logout). */
  const backchannelLogoutUri = `${origin}/api/auth/backchannel-logout`;

  const kid = `local-${randomUUID().slice(0, 8)}`;
  const signing = rsaKey(kid);
  // Same kid, a key the provider never published: what a forger would try.
  const foreign = rsaKey(kid);

  const sameOrigin = (value: string) => {
    const url = URL.parse(value);
    return url !== null && url.origin === origin && url.hash === '';
  };

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_name: 'Økisnavn',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/`, `${origin}/login`, `${origin}/silent-check-sso.html`],
        post_logout_redirect_uris: [`${origin}/`, `${origin}/login`],
        backchannel_logout_uri: backchannelLogoutUri,
        // Every token and logout token names the session, so one sign-out ends only that one.
        backchannel_logout_session_required: true,
      },
    ],
    jwks: { keys: [signing.jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    async findAccount(_ctx, subject) {
      const identity = bySubject.get(subject);
      if (!identity) return undefined;
      return {
        accountId: subject,
        async claims() {
          return { sub: subject, name: identity.name, email: identity.email, email_verified: true };
        },
      };
    },
    // The API reads who the caller is from the access token alone (no userinfo round trip), and
    // which sign-in it belongs to: `sid` is what a logout ends, `auth_time` what "sign out
    // everywhere" compares (a refreshed token keeps both).
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const identity = bySubject.get(token.accountId);
      if (!identity) return undefined;
      const entities = ctx?.oidc?.entities as { AuthorizationCode?: { authTime?: number }; RefreshToken?: { authTime?: number } } | undefined;
      const authTime = entities?.AuthorizationCode?.authTime ?? entities?.RefreshToken?.authTime;
      const sid = 'sid' in token && typeof token.sid === 'string' ? token.sid : undefined;
      return { name: identity.name, email: identity.email, azp: clientId, ...(sid ? { sid } : {}), ...(authTime ? { auth_time: authTime } : {}) };
    },
    // The provider refuses to call loopback and private addresses (its guard against request
    // forgery); the portal it calls back is on 127.0.0.1, so that one address goes unguarded.
    async fetch(url, init) {
      const target = new URL(url instanceof Request ? url.url : url);
      if (target.origin !== origin) return fetch(url, init);
      const { dispatcher: _guard, ...unguarded } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
      return fetch(url, unguarded);
    },
    // A first-party public client: refresh tokens without asking for offline_access; they end
    // with the sign-in session (logout ends them).
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    ttl: {
      AccessToken: (_ctx, token) => bySubject.get((token as { accountId?: string }).accountId ?? '')?.accessTokenSeconds ?? accessTokenSeconds,
      IdToken: (ctx) => {
        const subject = ctx?.oidc?.session?.accountId ?? ctx?.oidc?.entities?.Account?.accountId;
        return (subject && bySubject.get(subject)?.accessTokenSeconds) || accessTokenSeconds;
      },
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      // A sign-in ends a fixed time after it began (Keycloak's "SSO Session Max"), however often it
      // is saved; the refresh tokens expire with it, so refreshing stops there.
      Session: (_ctx, session) => {
        const limit = (session.accountId && bySubject.get(session.accountId)?.sessionSeconds) || sessionSeconds;
        const now = Math.floor(Date.now() / 1000);
        return Math.max(1, (session.loginTs ?? now) + limit - now);
      },
      Grant: sessionSeconds,
      RefreshToken: (ctx, token, client) => {
        // A rotated refresh token keeps the chain's remaining lifetime (default behaviour).
        const rotated = ctx?.oidc?.entities?.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none') return rotated.remainingTTL;
        return sessionSeconds;
      },
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        // No "do you want to sign out?" question: the portal's logout button already asked.
        async logoutSource(ctx, form) {
          ctx.body = page(
            'Samleikin – rita út',
            `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><p>Rita út / Sign out: <button type="submit" form="op.logoutForm">OK</button></p></noscript>
<script>document.forms[0].submit()</script>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = page('Samleikin', `<h1>Tú ert ritaður út / You are signed out</h1><p><a href="${escapeHtml(origin)}/">Økisnavn</a></p>`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new oidcErrors.InvalidTarget();
          return { audience: clientId, scope: 'openid profile email offline_access', accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Samleikin – villa / error',
        `<h1>Samleikin: villa / error</h1>${Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
          .join('')}<p><a href="${escapeHtml(origin)}/login">Økisnavn</a></p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // Any path on the portal's own origin is a valid redirect (and post-logout redirect).
  provider.Client.prototype.redirectUriAllowed = sameOrigin;
  provider.Client.prototype.postLogoutRedirectUriAllowed = sameOrigin;
  // Quiet: expected protocol errors (a bad code, login_required for check-sso) are answers, not
  // faults; the provider's own failures are worth a line.
  provider.on('server_error', (_ctx, error) => console.error('identity provider error', error));
  // So is a refused refresh, with the provider's reason: it ends the person's e-ID sign-in, and a
  // refresh token used twice revokes the whole sign-in (as Keycloak logs REFRESH_TOKEN_ERROR).
  provider.on('grant.error', (ctx, error) => {
    if (ctx.oidc.params?.grant_type !== 'refresh_token') return;
    const reason = (error as { error_detail?: string }).error_detail ?? error.error_description ?? error.message;
    console.error(`identity provider: refused a refresh (${error.error}: ${reason})`);
  });
  // A back-channel logout the portal refused leaves its session open: worth a line.
  provider.on('backchannel.error', (_ctx, error, client) => console.error(`identity provider: back-channel logout to ${client.clientId} failed`, error));
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('This sign-in has expired. Start again from the portal.');
      return;
    }
    const { prompt, params, session } = details;
    if (prompt.name === 'consent') {
      // The portal is the provider's own first-party client: consent is implied.
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
      if (!grant) throw new Error('grant vanished');
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return;
    }
    if (request.method === 'POST') {
      const form = await readForm(request);
      if (form.get('cancel')) {
        await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }, { mergeWithLastSubmission: false });
        return;
      }
      const subject = form.get('subject') ?? '';
      const identity = bySubject.get(subject);
      if (identity) {
        // A fresh sign-in asked for (the e-ID step-up: prompt=login, max_age=0) is always now.
        const forced =
          String(params.prompt ?? '')
            .split(' ')
            .includes('login') || params.max_age !== undefined;
        const ts = identity.signedInSecondsAgo && !forced ? Math.floor(Date.now() / 1000) - identity.signedInSecondsAgo : undefined;
        await provider.interactionFinished(request, response, { login: { accountId: subject, ...(ts ? { ts } : {}) } }, { mergeWithLastSubmission: false });
        return;
      }
    }
    const action = `${mountPath}/interaction/${encodeURIComponent(uid)}`;
    const items = identities
      .map(
        (identity) => `<li><button type="submit" name="subject" value="${escapeHtml(identity.subject)}">
  <span class="name">${escapeHtml(identity.name)}</span>
  <span class="meta">${escapeHtml(identity.subject)} · ${escapeHtml(identity.email)} · ${escapeHtml(identity.note)}</span>
</button></li>`,
      )
      .join('\n');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
    response.end(
      page(
        'Samleikin – rita inn / sign in',
        `<h1>Samleikin (lokalur / local)</h1>
<p class="lead">Vel ein royndarsamleika · Choose a test identity</p>
<form method="post" action="${escapeHtml(action)}">
<ul>
${items}
</ul>
<button class="cancel" type="submit" name="cancel" value="1">Angra · Cancel</button>
</form>`,
      ),
    );
  }

  return {
    issuer,
    clientId,
    mountPath,
    identities,
    handle(request, response) {
      const originalUrl = request.url ?? '/';
      const inner = originalUrl.slice(mountPath.length) || '/';
      const interactionMatch = /^\/interaction\/([\w-]+)\/?(?:\?.*)?$/.exec(inner);
      if (interactionMatch) {
        interaction(request, response, interactionMatch[1]!).catch((error: unknown) => {
          console.error('identity provider interaction failed', error);
          if (!response.headersSent) {
            response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
            response.end('This sign-in has expired or failed. Start again from the portal.');
          } else response.end();
        });
        return;
      }
      // Mounted as Express would: the provider reads its mount path from originalUrl.
      Object.assign(request, { originalUrl, url: inner });
      void callback(request, response);
    },
    async signJwt(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const audience = options.audience === undefined ? clientId : options.audience;
      const payload = {
        iss: options.issuer ?? issuer,
        iat: now,
        exp: now + (options.expiresIn ?? accessTokenSeconds),
        jti: randomUUID(),
        client_id: clientId,
        scope: 'openid profile email',
        ...(audience === null ? {} : { aud: audience }),
        ...claims,
      };
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: options.typ ?? 'at+jwt' }).sign(options.foreignKey ? foreign.privateKey : signing.privateKey);
    },
  };
}
