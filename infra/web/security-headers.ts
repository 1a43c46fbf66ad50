/**
 * The portal's browser security headers, declared once. The web stack builds CloudFront's
 * response headers policies from this declaration, and the local gateway sends the very same
 * headers with every SPA/static answer, so a Content-Security-Policy violation shows up in the
 * browser tests before it shows up in production. (No AWS imports here: the local runtime loads
 * this file.)
 *
 * The CSP and the reason for each source are in docs/decisions/security-headers-are-declared-once.md ("Web: security headers").
 */

import { monitoringIngestOrigin } from '#shared/monitoring.ts';
import { splashStyleSource } from '../../web/splash.ts';

export interface SecurityHeadersOptions {
  /**
   * The national e-ID provider's issuer URL when it lives on another origin (in AWS: the
   * configured Keycloak/Samleikin issuer). Its origin is added to `connect-src` (discovery, token,
   * revocation), `frame-src` (the silent check and session iframes) and `form-action`. Absent: no
   * provider, or one on the portal's own origin (the local runtime's `/oidc`), which `'self'` covers.
   */
  identityProviderIssuer?: string;
  /**
   * The pages the portal frames itself (the silent e-ID check, see `framablePaths`):
   * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` instead of `'none'`/`DENY`.
   */
  framable?: boolean;
  /**
   * The browser monitoring's DSN (`-c monitoringDsn=…`, spec §9): its ingest host, and no other,
   * is added to `connect-src`. Absent: monitoring is off and nothing is added.
   */
  monitoringDsn?: string;
}

/**
 * The only files the portal's own origin may frame: the silent e-ID check page and its script,
 * loaded into a hidden iframe of the SPA. Everything else refuses every frame.
 */
export const framablePaths = {
  /** The CloudFront cache behaviour's path pattern. */
  pattern: '/silent-check-sso.*',
  /** The same set for the local gateway. */
  matches: (pathname: string): boolean => /^\/silent-check-sso\.[^/]+$/.test(pathname),
};

/** HSTS: two years, subdomains too, and eligible for the browsers' preload list. */
export const strictTransportSecurity = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true, preload: true } as const;

/** Other origins get the origin only, and only over HTTPS (a reset-password token in a path stays ours). */
export const referrerPolicy = 'strict-origin-when-cross-origin';

type Directives = [name: string, sources: string[]][];

function directives({ identityProviderIssuer, framable = false, monitoringDsn }: SecurityHeadersOptions): Directives {
  const provider = identityProviderIssuer ? [new URL(identityProviderIssuer).origin] : [];
  const monitoring = monitoringDsn ? [monitoringIngestOrigin(monitoringDsn)] : [];
  return [
    ['default-src', ["'self'"]],
    // Vite's hashed bundles from our own origin; no inline script, no eval (zod runs jitless).
    ['script-src', ["'self'"]],
    // The built Tailwind stylesheet, and the one inline <style> of index.html by its hash (the
    // splash shown before the JavaScript arrives, web/splash.ts): React and oidc-client-ts set
    // styles through the CSSOM (element.style), which CSP does not govern, and nothing else
    // writes a style attribute or element.
    ['style-src', ["'self'", splashStyleSource]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // The API is on the same origin (/api through CloudFront); the provider's discovery, token
    // and revocation endpoints are fetched directly; the monitoring SDK posts its events and
    // replays to its DSN's ingest host. (Session replay compresses in a blob: worker, which
    // `worker-src` falling back to `script-src 'self'` refuses; the SDK then sends uncompressed.)
    ['connect-src', ["'self'", ...provider, ...monitoring]],
    // The silent e-ID check: a hidden iframe opens the provider's authorize URL (prompt=none),
    // which redirects back to our /silent-check-sso.html; the provider's session iframe too.
    ['frame-src', ["'self'", ...provider]],
    ['frame-ancestors', [framable ? "'self'" : "'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Our forms submit through script to our API; the provider stays allowed for a form hand-off
    // to its sign-in or logout (form-action is checked on a submission's redirects too). The
    // payment provider's hosted page is a top-level navigation, which no directive governs.
    ['form-action', ["'self'", ...provider]],
  ];
}

const serialize = (list: Directives) => list.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The production Content-Security-Policy. */
export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  return serialize(directives(options));
}

/**
 * The one declaration, in the shape both consumers need: every header with its value. The web
 * stack turns it into a CloudFront `SecurityHeadersConfig`; the gateway sends it as is.
 */
export function securityHeaderDeclaration(options: SecurityHeadersOptions = {}) {
  return {
    contentSecurityPolicy: contentSecurityPolicy(options),
    strictTransportSecurity,
    contentTypeOptions: 'nosniff',
    referrerPolicy,
    frameOptions: options.framable ? 'SAMEORIGIN' : 'DENY',
  } as const;
}

/** The declaration as HTTP response headers (lower-case names), as CloudFront sends them. */
export function securityHeaders(options: SecurityHeadersOptions = {}): Record<string, string> {
  const declared = securityHeaderDeclaration(options);
  const hsts = declared.strictTransportSecurity;
  return {
    'content-security-policy': declared.contentSecurityPolicy,
    'strict-transport-security': [`max-age=${hsts.maxAgeSeconds}`, hsts.includeSubdomains && 'includeSubDomains', hsts.preload && 'preload'].filter(Boolean).join('; '),
    'x-content-type-options': declared.contentTypeOptions,
    'referrer-policy': declared.referrerPolicy,
    'x-frame-options': declared.frameOptions,
  };
}

/**
 * `npm run dev` only (Vite's middleware with hot reload), never in AWS or `npm start`: Vite
 * serves the React Refresh preamble as an inline `<script type="module">` in index.html and
 * injects every stylesheet as a `<style>` element, so `script-src` and `style-src` get
 * `'unsafe-inline'` there. The HMR websocket goes to the same host and port, which `'self'` in
 * `connect-src` matches (CSP 3), so nothing else is relaxed.
 */
export function developmentSecurityHeaders(options: SecurityHeadersOptions = {}): Record<string, string> {
  // A hash in the list would make browsers ignore 'unsafe-inline', so the relaxed lists have none.
  const relaxed = directives(options).map(([name, sources]): Directives[number] =>
    name === 'script-src' || name === 'style-src' ? [name, [...sources.filter((source) => !source.startsWith("'sha256-")), "'unsafe-inline'"]] : [name, sources],
  );
  return { ...securityHeaders(options), 'content-security-policy': serialize(relaxed) };
}
