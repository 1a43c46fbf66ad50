/**
 * Where issued receipts' PDFs are kept (S3 in AWS, a folder locally): written once when a receipt
 * is issued and served as they are at every later download. A key is written only with the bytes
 * of its receipt, so a second write of the same key (a retried issue) writes the same bytes.
 */
export interface ReceiptArchive {
  /** The file's bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}
