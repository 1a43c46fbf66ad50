import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes the file whole or not at all: the text goes to a temporary file beside it, is flushed
 * to the disk, and is renamed over the file. A process killed at any point (or a power cut)
 * leaves the old file or the new one, never half of one. Synchronous, so a caller can answer
 * only after its state is on disk.
 */
export function writeFileDurably(file: string, text: string): void {
  const directory = dirname(file);
  mkdirSync(directory, { recursive: true });
  // A dot name that readers skip; the pid keeps two processes on one folder apart.
  const temporary = join(directory, `.${basename(file)}.${process.pid}.tmp`);
  const descriptor = openSync(temporary, 'w');
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, file);
  syncDirectory(directory);
}

/** The rename itself is durable once the folder's entry is flushed (Linux; other systems may refuse, which is fine). */
function syncDirectory(directory: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(directory, 'r');
    fsyncSync(descriptor);
  } catch {
    // Windows cannot open a folder this way; the rename is still atomic there.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
