import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/longest-first.ts';
import { preactAliases, preactInlined } from './web/preact/aliases.ts';
import { textsByAreaPlugin } from './web/texts-by-area.ts';

const unitTests = ['shared/**/*.test.ts', 'events/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts'];

/**
 * The unit tests that replace or watch a module, a global, the environment or the clock: they run
 * each in a fresh module graph (`unit-isolated`). The others share one per worker (`isolate: false`
 * in `unit`: about half the CPU of that project, docs/decisions/unit-tests-share-their-modules.md),
 * where a mocked module would stay in the cache for the files after it.
 */
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime)\(|process\.env\.\w+\s*=[^=]/;
const isolatedUnitTests = globSync(unitTests).filter((file) => replacesModulesOrGlobals.test(readFileSync(file, 'utf8')));

/** The infra tests share a worker's module graph too (`infra`); one that replaces a module or a global would not. */
const infraTests = 'tests/infra/**/*.test.ts';
const isolatedInfraTests = globSync(infraTests).filter((file) => replacesModulesOrGlobals.test(readFileSync(file, 'utf8')));
/**
 * The web files share a worker's jsdom and module graph too (`web`): creating jsdom for each of the
 * 70 files was half the project's time (docs/decisions/web-tests-share-their-jsdom.md). Globals, spies
 * and storage are put back after each test or file (`webProject`, web/src/testing/setup.ts); a file
 * that replaces a module (`vi.mock`) would leave it for the files after it, so it runs isolated.
 */
const webTests = 'web/src/**/*.test.{ts,tsx}';
const isolatedWebTests = globSync(webTests).filter((file) => /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(file, 'utf8')));
const webProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
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
 * The API files share a worker's module graph too (`api`); one that replaces a module or a global,
 * or sets the environment, runs isolated (`api-isolated`). Each file still starts its own runtime
 * on its own table.
 */
const apiTests = 'tests/api/**/*.test.ts';
const isolatedApiTests = globSync(apiTests).filter((file) => replacesModulesOrGlobals.test(readFileSync(file, 'utf8')));
const apiProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
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

const infraProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
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
 * One vitest run, four projects (the unit tests in two): unit tests beside the code (node), web component tests
 * (jsdom), API tests over real HTTP against the in-process local runtime (DynamoDB Local),
 * and infra tests on the synthesized CDK templates.
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
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: unitTests,
          exclude: [...configDefaults.exclude, ...isolatedUnitTests],
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolatedUnitTests,
        },
      },
      webProject('web', { include: [webTests], exclude: [...configDefaults.exclude, ...isolatedWebTests], isolate: false }),
      ...(isolatedWebTests.length ? [webProject('web-isolated', { include: isolatedWebTests, isolate: true })] : []),
      // One module graph per worker, as `unit`: the files' in-process runtimes, one after another, share
      // the functions' and simulators' modules (docs/decisions/api-tests-share-their-modules.md).
      apiProject('api', { include: [apiTests], exclude: [...configDefaults.exclude, ...isolatedApiTests], isolate: false }),
      ...(isolatedApiTests.length ? [apiProject('api-isolated', { include: isolatedApiTests, isolate: true })] : []),
      // One module graph per worker, as `unit`: aws-cdk-lib loads once, and the files that
      // synthesize the portal with the same settings share the synth (tests/infra/synthesize.ts;
      // docs/decisions/infra-tests-share-their-synths.md).
      infraProject('infra', { include: [infraTests], exclude: [...configDefaults.exclude, ...isolatedInfraTests], isolate: false }),
      ...(isolatedInfraTests.length ? [infraProject('infra-isolated', { include: isolatedInfraTests, isolate: true })] : []),
    ],
  },
});
