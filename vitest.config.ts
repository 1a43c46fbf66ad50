import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/longest-first.ts';
import { preactAliases, preactInlined } from './web/preact/aliases.ts';
import { textsByAreaPlugin } from './web/texts-by-area.ts';

/** Which files a project runs, and whether each gets a fresh module graph. */
interface ProjectFiles {
  include: string[];
  exclude?: string[];
  isolate: boolean;
}

/**
 * Every project's files share a worker's module graph (`isolate: false`): each file importing the
 * code again was about half of each project's CPU (docs/decisions/unit-tests-share-their-modules.md,
 * web-tests-share-their-jsdom.md, api-tests-share-their-modules.md, infra-tests-share-their-synths.md).
 * A file whose text matches `replaces` would leave a replaced module or global to the files after
 * it, so it runs in `<name>-isolated`, picked by reading the files: a new file that mocks lands
 * there without anyone listing it.
 */
function sharedAndIsolated<Project>(name: string, tests: string[], replaces: RegExp, project: (name: string, files: ProjectFiles) => Project): Project[] {
  const isolated = globSync(tests).filter((file) => replaces.test(readFileSync(file, 'utf8')));
  return [
    project(name, { include: tests, exclude: [...configDefaults.exclude, ...isolated], isolate: false }),
    ...(isolated.length ? [project(`${name}-isolated`, { include: isolated, isolate: true })] : []),
  ];
}

/** Replaces or watches a module, a global, the environment or the clock. */
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime)\(|process\.env\.\w+\s*=[^=]/;
/** Replaces a module: the web project puts globals and spies back itself (`unstubGlobals`, `restoreMocks`). */
const replacesModules = /\bvi\.(mock|doMock|unmock)\(/;

/** Unit tests beside the code. */
const unitProject = (name: string, files: ProjectFiles) => ({ test: { name, environment: 'node' as const, ...files } });

/**
 * Web component tests in jsdom, one jsdom per worker: creating it for each of the 70 files was half
 * the project's time. Globals and spies are put back after each test, storage and the address
 * before each file (web/src/testing/setup.ts).
 */
const webProject = (name: string, files: ProjectFiles) => ({
  // The app's texts modules (web/texts-by-area.ts); the tests add the catalogues whole.
  plugins: [textsByAreaPlugin()],
  // Preact in place of React, as in the build (web/preact/aliases.ts).
  resolve: {
    alias: [
      ...preactAliases,
      // Its ES module build, which Vite runs with the aliases (its `main` is CommonJS, which Node requires as it is).
      { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
    ],
  },
  test: {
    name,
    environment: 'jsdom' as const,
    ...files,
    // A stubbed `fetch` or a spy is put back after each test, whichever file runs next in the worker.
    unstubGlobals: true,
    restoreMocks: true,
    // Both languages' texts up front: the app loads them as chunks (web/src/lib/i18n.ts).
    setupFiles: ['web/src/testing/setup.ts'],
    // Through Vite, so that the aliases apply to the libraries' own imports of React too.
    server: { deps: { inline: preactInlined } },
  },
});

/**
 * API tests over real HTTP: each file starts its own runtime on its own table (tests/api/portal.ts),
 * the files of a worker one after another, sharing the functions' and simulators' modules.
 */
const apiProject = (name: string, files: ProjectFiles) => ({
  test: {
    name,
    environment: 'node' as const,
    ...files,
    globalSetup: ['tests/api/global-setup.ts'],
    // The functions in the runtime log warnings and errors only (functions/logger.ts).
    env: { POWERTOOLS_LOG_LEVEL: 'WARN', POWERTOOLS_DEV: 'true' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * Infra tests on the synthesized templates: aws-cdk-lib loads once per worker, and the files that
 * synthesize the portal with the same settings share the synth (tests/infra/synthesize.ts).
 */
const infraProject = (name: string, files: ProjectFiles) => ({
  test: {
    name,
    environment: 'node' as const,
    ...files,
    // A folder for the one real `cdk synth` the files that need it share (tests/infra/cdk-cli-synth.ts).
    globalSetup: ['tests/infra/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

/**
 * One vitest run, four kinds of tests, each in a project whose files share their modules and one
 * of the same name with `-isolated`: unit tests beside the code (node), web component tests
 * (jsdom), API tests over real HTTP against the in-process local runtime (DynamoDB Local), and
 * infra tests on the synthesized CDK templates.
 */
export default defineConfig({
  test: {
    // vitest's default on 2 cores is one worker (cores − 1); most test files wait on DynamoDB
    // Local, the simulators and HTTP, so two at once cut the run from ~590 s to ~380 s here, and
    // three use the two cores' idle time further (a whole `npm test` kept them 58 % busy with two).
    maxWorkers: 3,
    // The long files first, whatever their project, so that none ends the run alone (tests/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      ...sharedAndIsolated('unit', ['shared/**/*.test.ts', 'events/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts'], replacesModulesOrGlobals, unitProject),
      ...sharedAndIsolated('web', ['web/src/**/*.test.{ts,tsx}'], replacesModules, webProject),
      ...sharedAndIsolated('api', ['tests/api/**/*.test.ts'], replacesModulesOrGlobals, apiProject),
      ...sharedAndIsolated('infra', ['tests/infra/**/*.test.ts'], replacesModulesOrGlobals, infraProject),
    ],
  },
});
