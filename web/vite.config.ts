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
              test: /src\/(components\/form\/(code-field|field|password-field|use-form)|components\/ui\/modal\/buttons|lib\/error-message|features\/auth\/(components\/(auth-frame|eid-sign-in-button)|session-expired)|features\/users\/components\/locale-switcher)\.tsx?$/,
            },
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
