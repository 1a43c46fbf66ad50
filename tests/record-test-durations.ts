import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run test:durations`, after a whole `npm test` (or `vitest run`) on this machine: writes
 * each test file's time in that run from vitest's own results cache to tests/test-durations.json,
 * which `LongestFirst` (tests/longest-first.ts) orders a run by where no cache exists (a fresh
 * CI clone). Files under `shortest` seconds are left out: they run after the listed ones anyway.
 */
const shortest = 5;
const root = join(import.meta.dirname, '..');
const [cacheFile] = globSync('node_modules/.vite/vitest/*/results.json', { cwd: root });
if (!cacheFile) throw new Error('No vitest results cache: run the tests first (`npx vitest run`).');

interface Results {
  projects: Record<string, { files: Record<string, { duration: number; failed: boolean }> }>;
}
const { projects } = JSON.parse(readFileSync(join(root, cacheFile), 'utf8')) as Results;
const durations = Object.entries(projects)
  .flatMap(([project, { files }]) => Object.entries(files).map(([file, result]) => [`${project}:${file}`, Math.round(result.duration / 100) / 10] as const))
  .filter(([, seconds]) => seconds >= shortest)
  .sort(([, a], [, b]) => b - a);
writeFileSync(join(root, 'tests/test-durations.json'), `${JSON.stringify(Object.fromEntries(durations), null, 2)}\n`);
console.log(`tests/test-durations.json: ${durations.length} files of ${shortest} s or more`);
