import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { GetCommand } from '../dynamodb/document-commands.ts';
import { DynamoDbDocumentClient } from '../dynamodb/document-client.ts';
import { eppOperation } from '../registry/epp-client.ts';
import { buildCommand, buildDomainCheck } from '../registry/epp-codec.ts';
import { daemonAddress, type SubsegmentDocument, traceContext, traced } from './xray-subsegments.ts';

const sampled = {
  AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000',
  _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1;Lineage=a87bd80c:0',
};

describe('X-Ray subsegments without the SDK', () => {
  it('is off locally and in tests (no daemon, no trace header), when not sampled, and when switched off', async () => {
    expect(traceContext({})).toBeNull();
    expect(traceContext({ ...sampled, AWS_XRAY_DAEMON_ADDRESS: undefined })).toBeNull();
    expect(traceContext({ ...sampled, _X_AMZN_TRACE_ID: sampled._X_AMZN_TRACE_ID.replace('Sampled=1', 'Sampled=0') })).toBeNull();
    expect(traceContext({ ...sampled, POWERTOOLS_TRACE_DISABLED: 'true' })).toBeNull();
    const sent: SubsegmentDocument[] = [];
    expect(
      await traced(
        'DynamoDB',
        { namespace: 'aws', operation: 'GetItem' },
        async () => 'item',
        {},
        (document) => sent.push(document),
      ),
    ).toBe('item');
    expect(sent).toEqual([]);
  });

  it("hangs a traced call under the function's segment, with its timing and operation", async () => {
    const sent: SubsegmentDocument[] = [];
    const answer = await traced(
      'DynamoDB',
      { namespace: 'aws', operation: 'Query', annotations: { table: 'okisnavn' } },
      async () => 42,
      sampled,
      (document) => sent.push(document),
    );
    expect(answer).toBe(42);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      trace_id: '1-5759e988-bd862e3fe1be46a994272793',
      parent_id: '53995c3f42cd8ad8',
      type: 'subsegment',
      name: 'DynamoDB',
      namespace: 'aws',
      aws: { operation: 'Query' },
      annotations: { operation: 'Query', table: 'okisnavn' },
    });
    expect(sent[0]!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(sent[0]!.end_time).toBeGreaterThanOrEqual(sent[0]!.start_time);
    expect(sent[0]).not.toHaveProperty('fault');
  });

  it('marks a failed call as a fault with its error, and throws the error on', async () => {
    const sent: SubsegmentDocument[] = [];
    const failing = traced(
      'EPP',
      { namespace: 'remote', operation: 'domain:create' },
      () => Promise.reject(new TypeError('connection reset')),
      sampled,
      (document) => sent.push(document),
    );
    await expect(failing).rejects.toThrow('connection reset');
    expect(sent[0]).toMatchObject({
      name: 'EPP',
      namespace: 'remote',
      annotations: { operation: 'domain:create' },
      fault: true,
      cause: { exceptions: [{ type: 'TypeError', message: 'connection reset' }] },
    });
    expect(sent[0]).not.toHaveProperty('aws');
  });

  it('reads the daemon address in both of its forms', () => {
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
    expect(daemonAddress('nonsense')).toBeNull();
  });

  it('sends the document to the daemon over UDP with the X-Ray header line', async () => {
    const daemon = createSocket('udp4');
    const received = new Promise<string>((resolve) => daemon.on('message', (message) => resolve(message.toString())));
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    const { port } = daemon.address() as AddressInfo;
    await traced('SES', { namespace: 'aws', operation: 'SendEmail' }, async () => undefined, { ...sampled, AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${port}` });
    const [header, body] = (await received).split('\n');
    daemon.close();
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    expect(JSON.parse(body!)).toMatchObject({ name: 'SES', aws: { operation: 'SendEmail' }, parent_id: '53995c3f42cd8ad8' });
  });

  it('names an EPP command by its element', () => {
    expect(eppOperation(buildDomainCheck(['a.fo'], ''))).toBe('domain:check');
    expect(eppOperation(buildCommand({ poll: { '@_op': 'req' } }, ''))).toBe('poll');
  });

  it('wraps every call of the DynamoDB client with its table, once for all retries', async () => {
    const daemon = createSocket('udp4');
    const documents: Record<string, unknown>[] = [];
    daemon.on('message', (message) => documents.push(JSON.parse(message.toString().split('\n')[1]!) as Record<string, unknown>));
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    let calls = 0;
    const server = createServer((_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 500 : 200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(calls === 1 ? '{"__type":"InternalServerError","message":"try again"}' : '{"Item":{}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${(daemon.address() as AddressInfo).port}`);
    vi.stubEnv('_X_AMZN_TRACE_ID', sampled._X_AMZN_TRACE_ID);
    try {
      const client = new DynamoDbDocumentClient({
        region: 'eu-north-1',
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        credentials: { accessKeyId: 'A', secretAccessKey: 'S' },
      });
      await client.send(new GetCommand({ TableName: 'okisnavn-production', Key: { pk: 'USER#1', sk: 'USER' } }));
      await vi.waitFor(() => expect(documents).toHaveLength(1));
      expect(calls).toBe(2);
      expect(documents[0]).toMatchObject({
        name: 'DynamoDB',
        namespace: 'aws',
        aws: { operation: 'GetItem' },
        annotations: { operation: 'GetItem', table_name: 'okisnavn-production' },
      });
    } finally {
      vi.unstubAllEnvs();
      daemon.close();
      server.close();
    }
  });
});
