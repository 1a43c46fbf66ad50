import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { lookup, Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { NameServerProbe, NameServerProbeOutcome } from '../../ports/name-server-probe.ts';
import { decodeAnswer, encodeSoaQuery } from './soa-message.ts';

/**
 * The name-server probe over UDP (RFC 1035 §4.2.1): one SOA query per address of the server,
 * no recursion asked. A server answers when ANY of its addresses gives an authoritative answer
 * with the zone's SOA (a Lambda without IPv6 reaches only the IPv4 ones).
 */
export interface UdpProbeOptions {
  /** 53 in production; locally the local DNS server's port. */
  port: number;
  timeoutMs: number;
  /** DNS servers (`ip` or `ip:port`) to resolve host names with; the system's resolver when empty. */
  resolverServers?: readonly string[];
}

export function udpNameServerProbe(options: UdpProbeOptions): NameServerProbe {
  const addressesOf = options.resolverServers?.length ? resolverLookup(options.resolverServers, options.timeoutMs) : systemLookup(options.timeoutMs);
  return {
    async probe(zone, server) {
      const addresses = server.addresses?.length ? [...server.addresses] : await addressesOf(server.host);
      if (addresses.length === 0) return 'unresolvable';
      const outcomes = await Promise.all(addresses.map((address) => askForSoa(zone, address, options.port, options.timeoutMs)));
      if (outcomes.includes('answers')) return 'answers';
      return outcomes.includes('not-authoritative') ? 'not-authoritative' : 'no-answer';
    },
  };
}

type Lookup = (host: string) => Promise<string[]>;

/** The operating system's resolver (getaddrinfo), which has no timeout of its own. */
function systemLookup(timeoutMs: number): Lookup {
  return async (host) => {
    const found = lookup(host, { all: true }).then((entries) => entries.map((entry) => entry.address));
    return withTimeout(found, timeoutMs, []).catch(() => []);
  };
}

/** Node's DNS resolver against given servers (A and AAAA). */
function resolverLookup(servers: readonly string[], timeoutMs: number): Lookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  resolver.setServers([...servers]);
  return async (host) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => done(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        done(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(error);
      },
    );
  });
}

/** The query: the zone's SOA, class IN, recursion not desired (we ask the server about its own zone). */
export function soaQuery(zone: string, id: number): Buffer {
  return encodeSoaQuery(zone, id);
}

/** What an answer to `soaQuery(zone, id)` says about the server. */
export function readSoaAnswer(zone: string, id: number, message: Buffer): NameServerProbeOutcome | 'foreign' {
  let answer: ReturnType<typeof decodeAnswer>;
  try {
    answer = decodeAnswer(message);
  } catch {
    return 'foreign';
  }
  // Not an answer to our question (someone else's packet, a spoof attempt): keep waiting.
  if (!answer.isResponse || answer.id !== id) return 'foreign';
  const name = zone.toLowerCase().replace(/\.$/, '');
  const hasSoa = answer.answers.some((record) => record.isSoa && record.name === name);
  // RCODE 0 is NOERROR (RFC 1035 §4.1.1).
  return answer.authoritative && answer.rcode === 0 && hasSoa ? 'answers' : 'not-authoritative';
}

function askForSoa(zone: string, address: string, port: number, timeoutMs: number): Promise<NameServerProbeOutcome> {
  const family = isIP(address);
  if (family === 0) return Promise.resolve('no-answer');
  const id = randomInt(0, 65_536);
  const socket = createSocket(family === 6 ? 'udp6' : 'udp4');
  return new Promise((done) => {
    let finished = false;
    const finish = (outcome: NameServerProbeOutcome) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.close();
      done(outcome);
    };
    const timer = setTimeout(() => finish('no-answer'), timeoutMs);
    socket.on('error', () => finish('no-answer'));
    socket.on('message', (message, from) => {
      if (from.port !== port) return;
      const outcome = readSoaAnswer(zone, id, message);
      if (outcome !== 'foreign') finish(outcome);
    });
    socket.send(soaQuery(zone, id), port, address, (error) => {
      if (error) finish('no-answer');
    });
  });
}
