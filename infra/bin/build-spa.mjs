// The CDK CLI's build hook (cdk.json "build"): the SPA is built before every synth, so a fresh
// clone's `npx cdk synth` and every `cdk deploy` ship the current web app. Always a production
// build, whatever NODE_ENV the caller runs under (a test runner's `test` would give React's
// development build). OKISNAVN_WEB_BUILD=skip leaves web/dist alone, for a synth that is given
// its assets with -c webAssets=<folder> (tests/infra/cdk-cli.test.ts).
import { spawnSync } from 'node:child_process';
import process from 'node:process';

if (process.env.OKISNAVN_WEB_BUILD === 'skip') process.exit(0);
const result = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
