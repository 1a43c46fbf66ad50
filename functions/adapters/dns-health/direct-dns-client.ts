import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { lookup, Resolver } from 'node:dns/promises';
import { connect, isIP } from 'node:net';
import * as dnsPacket from 'dns-packet';
import type { DnsReply } from '../../domain-health/model.ts';
import type { AskedType, DirectDnsClient, ServerAddress } from '../../domain-health/ports.ts';

/**
 * Asks name servers directly over UDP and TCP (RFC 1035 §4.2, RFC 7766), on dns-packet: one
 * question, recursion not desired, EDNS with the DNSSEC-OK bit (RFC 3225) so signed zones send
 * their RRSIGs. Host names resolve through `resolverServers` or the system; `addresses` pins a
 * host to addresses and ports of its own (the local runtime's two test servers).
 */
export interface DirectDnsOptions {
  /** 53 in production; locally the local DNS server's. */
  port: number;
  timeoutMs: number;
  resolverServers?: readonly string[];
  /** Host name → `ip:port` (the local runtime: ns1 and ns2 of the product on the local servers). */
  addresses?: Readonly<Record<string, readonly string[]>>;
}

const ednsBufferSize = 4096;

function query(name: string, type: AskedType, id: number): Buffer {
  return dnsPacket.encode({
    type: 'query',
    id,
    flags: 0,
    questions: [{ name, type, class: 'IN' }],
    additionals: [{ type: 'OPT', name: '.', udpPayloadSize: ednsBufferSize, flags: dnsPacket.DNSSEC_OK } as never],
  });
}

function reply(message: Buffer, id: number): DnsReply | 'foreign' {
  try {
    const packet = dnsPacket.decode(message);
    if (packet.type !== 'response' || packet.id !== id) return 'foreign';
    const flags = packet.flags ?? 0;
    return { rcode: flags & 0xf, authoritative: (flags & dnsPacket.AUTHORITATIVE_ANSWER) !== 0, answers: packet.answers ?? [] };
  } catch {
    return 'foreign';
  }
}

function askUdp(server: ServerAddress, message: Buffer, id: number, timeoutMs: number): Promise<DnsReply | null> {
  const family = isIP(server.address);
  if (family === 0) return Promise.resolve(null);
  const socket = createSocket(family === 6 ? 'udp6' : 'udp4');
  return new Promise((done) => {
    let finished = false;
    const finish = (answer: DnsReply | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.close();
      done(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.on('error', () => finish(null));
    socket.on('message', (data, from) => {
      if (from.port !== server.port) return;
      const answer = reply(data, id);
      if (answer !== 'foreign') finish(answer);
    });
    socket.send(message, server.port, server.address, (error) => error && finish(null));
  });
}

function askTcp(server: ServerAddress, message: Buffer, id: number, timeoutMs: number): Promise<DnsReply | null> {
  if (isIP(server.address) === 0) return Promise.resolve(null);
  return new Promise((done) => {
    const socket = connect({ host: server.address, port: server.port });
    let pending = Buffer.alloc(0);
    let finished = false;
    const finish = (answer: DnsReply | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      done(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
    socket.on('connect', () => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(message.length);
      socket.write(Buffer.concat([length, message]));
    });
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      if (pending.length < 2 || pending.length < 2 + pending.readUInt16BE(0)) return;
      const answer = reply(pending.subarray(2, 2 + pending.readUInt16BE(0)), id);
      finish(answer === 'foreign' ? null : answer);
    });
  });
}

export function directDnsClient(options: DirectDnsOptions): DirectDnsClient {
  const resolver = options.resolverServers?.length ? new Resolver({ timeout: options.timeoutMs, tries: 1 }) : null;
  if (resolver) resolver.setServers([...options.resolverServers!]);
  const pinned = (host: string): ServerAddress[] | null => {
    const entries = options.addresses?.[host.toLowerCase()];
    if (!entries) return null;
    return entries.map((entry) => {
      const at = entry.lastIndexOf(':');
      return { address: entry.slice(0, at), port: Number(entry.slice(at + 1)) };
    });
  };
  return {
    async ask(server, name, type, transport) {
      const id = randomInt(0, 65_536);
      const message = query(name, type, id);
      return transport === 'udp' ? askUdp(server, message, id, options.timeoutMs) : askTcp(server, message, id, options.timeoutMs);
    },
    async addressesOf(host) {
      const fixed = pinned(host);
      if (fixed) return fixed;
      let addresses: string[];
      if (resolver) {
        const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
        addresses = [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
      } else {
        // The system's resolver (getaddrinfo) has no timeout of its own.
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<string[]>((done) => (timer = setTimeout(() => done([]), options.timeoutMs)));
        const found = lookup(host, { all: true }).then(
          (entries) => entries.map((entry) => entry.address),
          () => [],
        );
        addresses = await Promise.race([found, late]).finally(() => clearTimeout(timer));
      }
      return addresses.map((address) => ({ address, port: options.port }));
    },
    atPort: (address) => ({ address, port: options.port }),
  };
}
