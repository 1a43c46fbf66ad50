import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { ReceiptArchive } from '../../ports/receipt-archive.ts';

/** The receipts' bucket (infra: the stateful stack's `ReceiptArchive`, versioned and encrypted, private). */
export function s3ReceiptArchive(config: Pick<Config, 'AWS_REGION' | 'RECEIPT_BUCKET'>): ReceiptArchive {
  const bucket = config.RECEIPT_BUCKET;
  if (!bucket) throw new Error('RECEIPT_BUCKET is required for RECEIPT_STORE=s3');
  const client = new S3Client({ region: config.AWS_REGION });
  return {
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
  };
}
