import { readFileSync } from 'node:fs';
import type { ClockOffsetStore } from '#functions/adapters/clock/configured-clock.ts';
import { writeFileDurably } from './durable-file.ts';

/**
 * The movable clock's offset kept in a file of the data folder (`clock.json`), written whole
 * before `/dev/clock` answers: a runtime killed with `kill -9` and started again on its data
 * goes on from the time it had, not from the system time.
 */
export function clockOffsetFile(file: string): ClockOffsetStore {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const offsetMs = (JSON.parse(text) as { offset_ms?: unknown }).offset_ms;
      if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs)) throw new Error(`${file} does not hold a clock offset: ${text}`);
      return offsetMs;
    },
    save(offsetMs) {
      writeFileDurably(file, `${JSON.stringify({ offset_ms: offsetMs })}\n`);
    },
  };
}
