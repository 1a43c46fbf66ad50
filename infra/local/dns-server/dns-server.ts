import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import { answerQuery, decode, encode, truncated, udpLimit, type ZoneLookup } from './answer.ts';

export interface LocalDnsServer {
  host: string;
  /** The same port for UDP and TCP. */
  port: number;
  stop(): Promise<void>;
}

/**
 * What a server can be made to do wrong (the second local server, for the health checks' tests
 * and by hand under `/dev/dns`): stop answering, answer without authority (lame), serve another
 * SOA serial, lose the zone's DNSKEY (a DS at the registry with no key behind it), sign with
 * a broken or an expired signature, or stop answering for the names below the zone's apex only.
 */
export const dnsFaults = ['down', 'lame', 'serial', 'no-dnskey', 'bad-signature', 'expired-signature', 'below-apex-down'] as const;
export type DnsFault = (typeof dnsFaults)[number];

/** A server whose faults are set by hand: for every zone (`fault`), or for one zone and the names below it (`faults`). */
export interface FaultyDnsServer extends LocalDnsServer {
  fault: DnsFault | null;
  faults: Map<string, DnsFault>;
}

/** The zones as a faulty server serves them: another serial, or no DNSSEC key. */
function faultyZones(zones: ZoneLookup, fault: DnsFault | null): ZoneLookup {
  if (fault !== 'serial' && fault !== 'no-dnskey') return zones;
  return {
    async get(name) {
      const zone = await zones.get(name);
      if (!zone) return zone;
      return fault === 'serial' ? { ...zone, serial: zone.serial + 1 } : { ...zone, dnssec: null };
    },
  };
}

/**
 * The local authoritative DNS server (UDP and TCP on one port): it serves the zones the local
 * DNS host keeps in the table, so `dig @127.0.0.1 -p 5300 example.fo MX` answers what the user
 * saved. Port 0 picks a free port (the same for both transports).
 */
export async function startDnsServer(options: {
  zones: ZoneLookup;
  hostmaster: string;
  host?: string;
  port?: number;
  /** When the port is taken (another runtime on this machine), take a free one instead of failing. */
  orFreePort?: boolean;
  onError?: (error: unknown) => void;
  /** The clock its signatures are made by (the runtime's movable one). */
  now?: () => Date;
  /** The fault it shows now for a question's name (the second server's), if any. */
  fault?: (name: string) => DnsFault | null;
}): Promise<LocalDnsServer> {
  try {
    return await listen(options, options.port ?? 0);
  } catch (error) {
    if (!options.orFreePort || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    console.warn(`DNS port ${options.port} is taken; the local DNS server takes a free port instead.`);
    return listen(options, 0);
  }
}

async function listen(options: Parameters<typeof startDnsServer>[0], requestedPort: number): Promise<LocalDnsServer> {
  const host = options.host ?? '127.0.0.1';
  const onError = options.onError ?? ((error) => console.error('dns server', error));
  const respond = async (message: Buffer, transport: 'udp' | 'tcp'): Promise<Buffer | null> => {
    let query;
    try {
      query = decode(message);
    } catch {
      // Not a DNS message we can read; with an id we can still say FORMERR.
      if (message.length < 12) return null;
      const header = Buffer.alloc(12);
      message.copy(header, 0, 0, 2);
      header.writeUInt16BE(0x8001, 2);
      return header;
    }
    const fault = options.fault?.((query.questions?.[0]?.name ?? '').replace(/\.$/, '').toLowerCase()) ?? null;
    if (fault === 'down' || fault === 'below-apex-down') return null;
    if (fault === 'lame') return encode({ type: 'response', id: query.id ?? 0, flags: 5, questions: query.questions ?? [], answers: [] });
    const mode = fault === 'bad-signature' ? 'corrupt' : fault === 'expired-signature' ? 'expired' : 'valid';
    const answer = await answerQuery(query, faultyZones(options.zones, fault), options.hostmaster, { now: options.now ?? (() => new Date()), mode });
    const bytes = encode(answer);
    return transport === 'udp' && bytes.length > udpLimit(query) ? encode(truncated(answer)) : bytes;
  };

  const udp = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  // An answer still being made when the server stops is dropped, as a stopped server's would be
  // (sending it on the closed socket threw ERR_SOCKET_DGRAM_NOT_RUNNING, logged as a fault).
  let stopped = false;
  udp.on('message', (message, remote) => {
    respond(message, 'udp')
      .then((bytes) => bytes && !stopped && udp.send(bytes, remote.port, remote.address))
      .catch(onError);
  });
  await new Promise<void>((done, fail) => {
    udp.once('error', fail);
    udp.bind(requestedPort, host, () => done());
  });
  const port = udp.address().port;

  // TCP: each message has a 2-octet length in front (RFC 1035 §4.2.2); one connection may carry several.
  const connections = new Set<import('node:net').Socket>();
  const tcp = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
        const message = pending.subarray(2, 2 + pending.readUInt16BE(0));
        pending = pending.subarray(2 + message.length);
        respond(Buffer.from(message), 'tcp')
          .then((bytes) => {
            if (!bytes || socket.destroyed) return;
            const length = Buffer.alloc(2);
            length.writeUInt16BE(bytes.length);
            socket.write(Buffer.concat([length, bytes]));
          })
          .catch(onError);
      }
    });
    socket.on('error', () => socket.destroy());
    socket.setTimeout(10_000, () => socket.destroy());
  });
  await new Promise<void>((done, fail) => {
    tcp.once('error', (error) => {
      udp.close();
      fail(error);
    });
    tcp.listen(port, host, () => done());
  });

  return {
    host,
    port,
    async stop() {
      stopped = true;
      await new Promise<void>((done) => udp.close(() => done()));
      for (const socket of connections) socket.destroy();
      await new Promise<void>((done) => tcp.close(() => done()));
    },
  };
}

/**
 * A second local DNS server serving the same zones, whose faults can be set: `server.fault = 'down'`
 * for every zone, `server.faults.set('example.fo', 'lame')` for one (tests side by side stay apart).
 */
export async function startFaultyDnsServer(options: Omit<Parameters<typeof startDnsServer>[0], 'fault'>): Promise<FaultyDnsServer> {
  let fault: DnsFault | null = null;
  const faults = new Map<string, DnsFault>();
  // `below-apex-down` spares the zone's apex itself (for every zone: names of two labels, as `example.fo`).
  const faultOf = (name: string): DnsFault | null => {
    for (let at = name; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) {
      const found = faults.get(at);
      if (found) return found === 'below-apex-down' && at === name ? null : found;
    }
    return fault === 'below-apex-down' && name.split('.').length <= 2 ? null : fault;
  };
  const server = await startDnsServer({ ...options, fault: faultOf });
  Object.defineProperty(server, 'fault', { get: () => fault, set: (value: DnsFault | null) => void (fault = value), enumerable: true });
  return Object.assign(server, { faults }) as FaultyDnsServer;
}
