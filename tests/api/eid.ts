import { createHash, randomBytes } from 'node:crypto';

/** What the SPA gets from the provider's token endpoint. */
export interface ProviderTokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

/** A tiny cookie jar: enough for the provider's session and interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the local identity provider the way a browser and the SPA do: authorization
 * request with PKCE, the provider's login page, choosing a test identity, following the
 * redirects back to the portal's `/login?code=…`, and exchanging the code at the token
 * endpoint. Real HTTP against the mounted provider throughout.
 */
export async function signInWithEid(input: {
  issuer: string;
  clientId: string;
  origin: string;
  subject: string;
  /** The browser's cookies at the provider (its session), to go on with after sign-in. */
  jar?: CookieJar;
}): Promise<ProviderTokens> {
  const jar = input.jar ?? new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const redirectUri = `${input.origin}/login`;

  const discovery = (await (await fetch(`${input.issuer}/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string; token_endpoint: string };
  const authorize = new URL(discovery.authorization_endpoint);
  for (const [name, value] of Object.entries({
    client_id: input.clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  })) {
    authorize.searchParams.set(name, value);
  }

  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, input.origin), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.store(response);
    return response;
  };

  let response = await go(authorize.href);
  let code: string | null = null;
  for (let step = 0; step < 10 && code === null; step++) {
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, input.origin);
      if (location.href.startsWith(redirectUri)) {
        if (location.searchParams.get('state') !== state) throw new Error('state mismatch');
        code = location.searchParams.get('code');
        if (!code) throw new Error(`no code: ${location.search}`);
        break;
      }
      response = await go(location.href);
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page.slice(0, 500)}`);
    // The login page: a form with a button per test identity.
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes(`value="${input.subject}"`)) throw new Error(`unexpected page: ${page.slice(0, 500)}`);
    response = await go(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subject: input.subject }).toString(),
    });
  }
  if (!code) throw new Error('the provider never redirected back with a code');

  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: input.clientId, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
  });
  const body = (await token.json()) as ProviderTokens & { error?: string; error_description?: string };
  if (!token.ok) throw new Error(`token endpoint: ${body.error}: ${body.error_description}`);
  return body;
}
