import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { ReceiptArchive } from '../../ports/receipt-archive.ts';

/**
 * The receipts' bucket (infra: the stateful stack's `ReceiptArchive`, versioned and encrypted,
 * private). The SDK module loads with the first receipt read or written, not at cold start
 * (tests/infra/bundling.test.ts): most invocations of the functions carrying it never touch a PDF.
 */
export function s3ReceiptArchive(config: Pick<Config, 'AWS_REGION' | 'RECEIPT_BUCKET'>): ReceiptArchive {
  const bucket = config.RECEIPT_BUCKET;
  if (!bucket) throw new Error('RECEIPT_BUCKET is required for RECEIPT_STORE=s3');
  let client: S3Client | undefined;
  const s3 = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    client ??= new sdk.S3Client({ region: config.AWS_REGION });
    return { sdk, client };
  };
  return {
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
  };
}
