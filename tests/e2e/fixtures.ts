import { test as base, expect } from '@playwright/test';
import { viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';

/**
 * The browser journeys' `test`: Playwright's, plus an automatic check that no page broke the
 * Content-Security-Policy. The local runtime sends the production CSP (the one declaration in
 * infra/web/security-headers.ts), so a script, style, frame or request the policy would block in
 * AWS fails the journey that caused it. Every spec imports `test` and `expect` from here.
 *
 * Two listeners, in every page and frame of the test's browser context: the DOM's
 * `securitypolicyviolation` event (an init script hands it to the test through a binding) and
 * the browser's console messages about the policy ("Refused to … Content Security Policy").
 */
export const test = base.extend<{ contentSecurityPolicyViolations: string[] }>({
  // Each journey is a visitor of its own (a documentation address, 198.18.0.0/15): its sign-ups
  // and codes count against its own per-address limits, not against every other journey's
  // (the runtime runs with --viewers-from-header; playwright.config.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, [viewerAddressHeader]: `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` });
  },
  contentSecurityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__okisnavnCspViolation', ({ frame }, report: string) => {
        violations.push(`${report} (page ${frame.url()})`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || '?'}:${event.lineNumber}`;
          void (window as unknown as { __okisnavnCspViolation: (report: string) => Promise<void> }).__okisnavnCspViolation(report);
        });
      });
      context.on('console', (message) => {
        if (/content.security.policy/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in this journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
