import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { preactAliases } from './preact/aliases.ts';
import { splashPlugin } from './splash.ts';
import { textsByAreaPlugin } from './texts-by-area.ts';

/**
 * The SPA: root `web/`, built to `web/dist`. In development the API, the development sign-in
 * and the runtime config come from the local runtime's gateway on port 3000.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.OKISNAVN_GATEWAY ?? 'http://localhost:3000';

export default defineConfig({
  root,
  // The JSX transform only: React Fast Refresh patches React DOM's components, which Preact does
  // not have, so in development an edited module reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), splashPlugin(), textsByAreaPlugin()],
  // Preact renders the app in place of React DOM (docs/decisions/preact.md).
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error monitoring but not referenced from the bundles, and the web
    // stack does not upload them: the source stays private.
    sourcemap: 'hidden',
    target: 'es2022',
    // Every browser es2022 reaches preloads modules itself (Safari from 17); one without it
    // still loads each chunk on import, only not ahead. The polyfill cost every page 1.2 KB (0.2 KB compressed).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // One chunk for what the sign-in page shares with every signed-in page (the form kit,
        // the auth frame, and — rolldown groups a matched module's dependencies with it —
        // react-router, i18next, the API client), instead of a dozen small chunks: each file
        // compresses on its own and is named in every page's preload list, which cost /login
        // 3 KB over its budget when the teams, sharing and admin merges split them further
        // (docs/performance.md, "First paint on a phone").
        advancedChunks: {
          groups: [
            {
              name: 'app-core',
              test: /src\/(components\/form\/(code-field|field|password-field|use-form)|components\/ui\/modal\/buttons|lib\/error-message|features\/auth\/(components\/(auth-frame|eid-sign-in-button)|session-expired)|features\/users\/components\/locale-switcher)\.tsx?$|shared\/format\.ts$/,
            },
            // (`shared/format.ts` with it: the dates and prices of every signed-in page and of the
            // guests' availability answer, 0.9 KB, one file fewer on each.)
            //
            // A signed-in page's first paint, in three files instead of a score of small ones: on
            // a phone's network every file is a round trip on one of the browser's six connections
            // (docs/performance.md, "The domain view's largest paint"). SWR with its setup (every
            // page but a guest's /login; its mutations load with the forms that use them) and the
            // session's small helpers that guests' pages share with the layout (the pending e-ID
            // user, the scope, navigation by route name: /login loads them at a sign-in); the
            // signed-in layout with what it imports and the domain list's and view's shared
            // pieces; a domain's view with the features' fronts its tabs import (each still loads
            // its panels when opened). First, what the entry imports stays in the entry (`$initial`):
            // otherwise a group would take the entry's modules it imports (the loader, the modal
            // store, the route table's names) and every page, /login's too, would load that group.
            { name: 'start', tags: ['$initial'] },
            { name: 'swr', test: /node_modules\/(swr\/dist\/(?!mutation\/)|dequal\/)|src\/lib\/(api\/swr-setup\.tsx|pending-user\.ts|scope\.ts|use-navigate-by-name\.ts)$/ },
            { name: 'signed-in', test: /src\/(app\/layout\/main-layout|features\/domains\/components\/domain-status-badge)\.tsx$|shared\/registry-words\.ts$/ },
            { name: 'domain-view', test: /src\/(routes\/domain\.tsx|features\/(activity|domain-settings|domain-ownership)\/index\.ts)$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': gateway,
      '/dev': gateway,
      '/config.json': gateway,
    },
  },
  preview: {
    port: 4173,
  },
});
