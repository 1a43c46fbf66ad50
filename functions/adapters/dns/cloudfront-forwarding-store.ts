import type { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import type { ForwardingRedirect, ForwardingStore } from '../../ports/forwarding-store.ts';

/**
 * The forwarding rules in the CloudFront KeyValueStore the forwarding distribution's function
 * reads (infra/web/forwarding-function.ts): key = host name, value = the redirect as compact JSON.
 * Both hosts of a domain change in ONE UpdateKeys call on the store's ETag; a concurrent writer
 * (409) makes us read the ETag again and retry.
 */
export const encodeRedirect = (redirect: ForwardingRedirect) => JSON.stringify({ u: redirect.url, s: redirect.statusCode, p: redirect.keepPath ? 1 : 0 });
export function decodeRedirect(value: string): ForwardingRedirect {
  const parsed = JSON.parse(value) as { u: string; s: 301 | 302; p: 0 | 1 };
  return { url: parsed.u, statusCode: parsed.s, keepPath: parsed.p === 1 };
}

type Sender = Pick<CloudFrontKeyValueStoreClient, 'send'>;

export function cloudFrontForwardingStore(options: { kvsArn: string; client?: Sender }): ForwardingStore {
  // The SDK modules are loaded with the first call, not at cold start (docs/performance.md). The
  // KeyValueStore API is global; the SDK signs for every region (SigV4A), with the JS signer that
  // importing '@aws-sdk/signature-v4a' registers.
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-cloudfront-keyvaluestore'); client: Sender }> | undefined;
  const keyValueStore = () =>
    (connection ??= import('@aws-sdk/signature-v4a')
      .then(() => import('@aws-sdk/client-cloudfront-keyvaluestore'))
      .then((sdk) => ({ sdk, client: options.client ?? new sdk.CloudFrontKeyValueStoreClient({ region: 'us-east-1' }) })));
  const KvsARN = options.kvsArn;

  return {
    async set(hosts, redirect) {
      const { sdk, client } = await keyValueStore();
      for (let attempt = 1; ; attempt++) {
        const { ETag } = await client.send(new sdk.DescribeKeyValueStoreCommand({ KvsARN }));
        try {
          await client.send(
            new sdk.UpdateKeysCommand({
              KvsARN,
              IfMatch: ETag,
              ...(redirect ? { Puts: hosts.map((Key) => ({ Key, Value: encodeRedirect(redirect) })) } : { Deletes: hosts.map((Key) => ({ Key })) }),
            }),
          );
          return;
        } catch (error) {
          // Deleting keys that are not there: nothing to do.
          if (error instanceof sdk.ResourceNotFoundException && !redirect) return;
          if (!(error instanceof sdk.ConflictException) || attempt >= 5) throw error;
        }
      }
    },

    async find(host) {
      const { sdk, client } = await keyValueStore();
      try {
        const answer = await client.send(new sdk.GetKeyCommand({ KvsARN, Key: host.toLowerCase() }));
        return answer.Value ? decodeRedirect(answer.Value) : null;
      } catch (error) {
        if (error instanceof sdk.ResourceNotFoundException) return null;
        throw error;
      }
    },
  };
}
