import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run for the one `npx cdk synth` the infra files share (tests/infra/cdk-cli-synth.ts). */
    cdkCliFolder: string;
  }
}

/**
 * The infra run's folder for its one real `npx cdk synth` (every Lambda bundled): made empty here,
 * filled by the first file that asks for the synth, read by the others, removed at the end. Nothing
 * is synthesized here, so a run of infra files that do not need it pays nothing.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'okisnavn-cdk-cli-'));
  project.provide('cdkCliFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
