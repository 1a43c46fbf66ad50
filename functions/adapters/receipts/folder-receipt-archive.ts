import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ReceiptArchive } from '../../ports/receipt-archive.ts';

/**
 * The receipts' PDFs in a folder (the local runtime: `.data/receipts/` under `npm start`, a
 * temporary folder in tests). Written to a temporary name and renamed, so a reader never sees half
 * a file. Handed to the functions as a local stand-in: no Lambda bundle carries it.
 */
export function folderReceiptArchive(folder: string): ReceiptArchive {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Not a receipt key: ${key}`);
    return path;
  };
  return {
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A name of its own per write: two writes of one receipt in the same millisecond (a refund
      // and its retry) would otherwise share it, and the second rename find nothing.
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
  };
}
