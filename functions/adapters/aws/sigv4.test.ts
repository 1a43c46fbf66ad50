import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { signingKey, signRequest } from './sigv4.ts';

// AWS's published SigV4 test suite (aws-sig-v4-test-suite): its credentials, region, service and time.
const example = {
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  service: 'service',
  now: new Date('2015-08-30T12:36:00Z'),
};
const credential = 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

describe('SigV4 signing', () => {
  it('signs AWS test suite get-vanilla', () => {
    const headers = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/'), headers: {}, body: '' }, example);
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(`${credential}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`);
  });

  it('signs AWS test suite get-vanilla-query-order-key-case (the query sorted)', () => {
    const headers = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'), headers: {}, body: '' }, example);
    expect(headers.authorization).toBe(`${credential}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`);
  });

  it('signs AWS test suite post-vanilla', () => {
    const headers = signRequest({ method: 'POST', url: new URL('https://example.amazonaws.com/'), headers: {}, body: '' }, example);
    expect(headers.authorization).toBe(`${credential}5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b`);
  });

  it("derives the suite's signing key", () => {
    expect(signingKey(example.credentials.secretAccessKey, '20150830', 'us-east-1', 'service').toString('hex')).toBe(
      '938127b5336810ddb6a5d6af445fcac9e371f9ed418ed386b022aed82901be75',
    );
  });

  it("signs a DynamoDB request with a session token as the AWS SDK's signer does", async () => {
    const credentials = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret/example+key', sessionToken: 'token-of-a-lambda-role//+=' };
    const body = JSON.stringify({ TableName: 'portal', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } });
    const now = new Date('2026-11-26T09:30:05Z');
    const headers = { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.GetItem' };
    const ours = signRequest(
      { method: 'POST', url: new URL('https://dynamodb.eu-north-1.amazonaws.com/'), headers, body },
      { credentials, region: 'eu-north-1', service: 'dynamodb', now },
    );

    // The SDK's signer with node:crypto behind its hash interface.
    const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
      typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
    class Sha256 {
      readonly #hash;
      constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
        this.#hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
      }
      update(data: string | ArrayBuffer | ArrayBufferView) {
        this.#hash.update(bytes(data));
      }
      digest() {
        return Promise.resolve(new Uint8Array(this.#hash.digest()));
      }
    }
    const signer = new SignatureV4({ credentials, region: 'eu-north-1', service: 'dynamodb', sha256: Sha256, applyChecksum: false });
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: 'dynamodb.eu-north-1.amazonaws.com',
        path: '/',
        query: {},
        headers: { host: 'dynamodb.eu-north-1.amazonaws.com', ...headers },
        body,
      },
      { signingDate: now },
    );
    expect(ours['x-amz-security-token']).toBe(credentials.sessionToken);
    expect(ours.authorization).toBe(signed.headers.authorization);
  });
});
