import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileDurably } from './durable-file.ts';

describe('writeFileDurably', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('writes and replaces the file whole, makes its folder, and leaves no temporary file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'okisnavn-durable-'));
    folders.push(folder);
    const file = join(folder, 'nested', 'state.json');
    writeFileDurably(file, '{"n":1}');
    writeFileDurably(file, '{"n":2}');
    expect(readFileSync(file, 'utf8')).toBe('{"n":2}');
    expect(readdirSync(join(folder, 'nested'))).toEqual(['state.json']);
  });
});
