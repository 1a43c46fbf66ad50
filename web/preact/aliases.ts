import { fileURLToPath } from 'node:url';

/**
 * Preact in place of React (docs/decisions/preact.md): the module names React's packages are
 * imported by — our code, react-router, react-i18next, SWR, @sentry/react, @testing-library/react —
 * and what each resolves to. One list, read by the web build (web/vite.config.ts) and by the web
 * tests (vitest.config.ts), so both run the same implementation.
 *
 * Exact names only (`^…$`): `react` must not catch `react-router` or `react-i18next`.
 */
export const preactAliases = [
  // preact/compat and the hook it lacks (web/preact/react.ts).
  { find: /^react$/, replacement: fileURLToPath(new URL('react.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // SWR's `useSyncExternalStore`: the shim package (CommonJS) hands on React's own when `react`
  // has one, which under these aliases is Preact's; named here so that the web tests, where
  // Node would load the shim with the real React, run the same one as the build.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  // @testing-library/react's `act` (the tests only).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * The libraries that import React, for the web tests: vitest hands node_modules to Node as they
 * are, where the aliases above do not apply, unless a package is inlined (run through Vite).
 */
export const preactInlined = ['@testing-library/react', 'react-router', 'react-i18next', 'swr', 'use-sync-external-store'];
