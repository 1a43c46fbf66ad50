import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DnsResponder, startDnsResponder } from '#tests/fixtures/dns-responder.ts';
import { readSoaAnswer, soaQuery, udpNameServerProbe } from './udp-name-server-probe.ts';

/** The probe against a real DNS server on 127.0.0.1 (UDP), behaving well and badly. */
let server: DnsResponder;

beforeAll(async () => {
  server = await startDnsResponder();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.mode = 'normal';
  server.zones = new Set(['example.fo']);
  server.hosts = new Map([['ns1.example.net', '127.0.0.1']]);
  server.questions = [];
});

const probe = () => udpNameServerProbe({ port: server.port, timeoutMs: 300 });

describe('SOA probe over UDP', () => {
  it('answers for a zone the server serves authoritatively (glue addresses asked)', async () => {
    expect(await probe().probe('example.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.1'] })).toBe('answers');
    expect(server.questions).toEqual(['SOA example.fo']);
  });

  it('is not authoritative for a zone the server does not serve, or without the AA flag', async () => {
    expect(await probe().probe('other.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.1'] })).toBe('not-authoritative');
    server.mode = 'not-authoritative';
    expect(await probe().probe('example.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.1'] })).toBe('not-authoritative');
  });

  it('gets no answer from a silent server or a closed port', async () => {
    server.mode = 'silent';
    expect(await probe().probe('example.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.1'] })).toBe('no-answer');
    const closed = createSocket('udp4');
    await new Promise<void>((done) => closed.bind(0, '127.0.0.1', () => done()));
    const port = closed.address().port;
    await new Promise<void>((done) => closed.close(() => done()));
    expect(await udpNameServerProbe({ port, timeoutMs: 200 }).probe('example.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.1'] })).toBe('no-answer');
  });

  it('answers when any of several addresses answers', async () => {
    expect(await probe().probe('example.fo', { host: 'ns1.example.fo', addresses: ['127.0.0.2', '127.0.0.1'] })).toBe('answers');
  });

  it('resolves a host without glue (here with the given resolver); a name that does not resolve is unresolvable', async () => {
    const viaResolver = udpNameServerProbe({ port: server.port, timeoutMs: 300, resolverServers: [`127.0.0.1:${server.port}`] });
    expect(await viaResolver.probe('example.fo', { host: 'ns1.example.net' })).toBe('answers');
    expect(await viaResolver.probe('example.fo', { host: 'ns9.example.net' })).toBe('unresolvable');
    expect(await probe().probe('example.fo', { host: 'ns.no-such-name.invalid' })).toBe('unresolvable');
  });
});

describe('the DNS messages', () => {
  it('asks for the SOA without recursion', () => {
    const query = dnsPacket.decode(soaQuery('example.fo', 4711));
    expect(query).toMatchObject({ id: 4711, type: 'query', flag_rd: false, questions: [{ type: 'SOA', class: 'IN', name: 'example.fo' }] });
  });

  it('ignores answers to other questions and garbage', () => {
    const other = dnsPacket.encode({ type: 'response', id: 1, flags: dnsPacket.AUTHORITATIVE_ANSWER, questions: [{ type: 'SOA', name: 'example.fo' }] });
    expect(readSoaAnswer('example.fo', 2, other)).toBe('foreign');
    expect(readSoaAnswer('example.fo', 2, Buffer.from([1, 2, 3]))).toBe('foreign');
    expect(readSoaAnswer('example.fo', 1, other)).toBe('not-authoritative');
  });
});
