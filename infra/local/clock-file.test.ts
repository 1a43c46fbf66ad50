import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMovableClock } from '#functions/adapters/clock/configured-clock.ts';
import { clockOffsetFile } from './clock-file.ts';

describe('clockOffsetFile', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const fileIn = () => {
    const folder = mkdtempSync(join(tmpdir(), 'okisnavn-clock-'));
    folders.push(folder);
    return join(folder, 'clock.json');
  };

  it('a clock started again on the same file goes on from the offset the last one moved to, and a reset is kept too', () => {
    const file = fileIn();
    const first = createMovableClock(clockOffsetFile(file));
    expect(first.offsetMs).toBe(0);
    first.advance(2 * 365 * 86_400_000);
    first.advance(60_000);
    const second = createMovableClock(clockOffsetFile(file));
    expect(second.offsetMs).toBe(2 * 365 * 86_400_000 + 60_000);
    expect(second.now().getTime()).toBeGreaterThanOrEqual(first.now().getTime() - 1_000);
    second.reset();
    expect(createMovableClock(clockOffsetFile(file)).offsetMs).toBe(0);
  });

  it('refuses a file that holds no offset rather than starting from the system time', () => {
    const file = fileIn();
    writeFileSync(file, '{"offset_ms":"soon"}');
    expect(() => createMovableClock(clockOffsetFile(file))).toThrow(/clock offset/);
  });
});
