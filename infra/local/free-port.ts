import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on at the moment of asking (for a server, or a tool's configuration file, to take). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A port free for both TCP and UDP on 127.0.0.1, for the local DNS servers, which listen on both:
 * a UDP port may be some DNS client's source port at the moment its TCP twin is free (CI: the
 * runtime's DNS server failed to start with EADDRINUSE).
 */
export async function freeTcpAndUdpPort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await freePort();
    if (await udpPortFree(port)) return port;
  }
  throw new Error('No port on 127.0.0.1 is free for both TCP and UDP');
}

function udpPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createSocket('udp4');
    socket.once('error', () => {
      try {
        socket.close();
      } catch {
        // Never bound: nothing to close.
      }
      done(false);
    });
    socket.bind(port, '127.0.0.1', () => socket.close(() => done(true)));
  });
}

/**
 * Starts what listens on the two local DNS servers' ports: on the ports asked for, or on free ones,
 * chosen again (up to 5 times) when one was taken between its choice and its bind (EADDRINUSE).
 */
export async function withFreeDnsPorts<T>(asked: { dnsPort?: number; secondDnsPort?: number }, start: (dnsPort: number, secondDnsPort: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const dnsPort = asked.dnsPort || (await freeTcpAndUdpPort());
    const secondDnsPort = asked.secondDnsPort || (await freeTcpAndUdpPort());
    try {
      return await start(dnsPort, secondDnsPort);
    } catch (error) {
      const choseAPort = !asked.dnsPort || !asked.secondDnsPort;
      if (!choseAPort || attempt >= 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}
