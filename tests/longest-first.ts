import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Orders a vitest run's files longest first across all projects, so the few long ones (the fault
 * matrices, the infra file that waits for the real `cdk synth`, auto-renewal) start at once on
 * their own workers instead of ending the run alone: vitest's own order runs the projects one
 * after another and, without a results cache (a fresh CI clone), the largest files first, which
 * put the fault matrices' four-line files last.
 *
 * A file's expected time is this machine's last run of it (vitest's cache) or, without one, the
 * recorded time in tests/test-durations.json (`npm run test:durations` writes it); files in
 * neither follow, in vitest's order. A file that failed last time still runs first.
 */
const recorded = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8')) as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const expected = new Map(
      vitestOrder.map((spec) => {
        const cached = this.ctx.cache.getTestSpecificationResult(spec);
        if (cached?.failed) return [spec, Number.POSITIVE_INFINITY];
        const seconds = cached ? cached.duration / 1000 : recorded[`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`];
        return [spec, seconds ?? -1];
      }),
    );
    // A stable sort: equal (and unknown) times keep vitest's order.
    return vitestOrder.sort((a, b) => expected.get(b)! - expected.get(a)!);
  }
}
