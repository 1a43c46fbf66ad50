import { createSocket, type Socket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { withFreeDnsPorts } from './free-port.ts';

const sockets: Socket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => new Promise<void>((done) => socket.close(() => done()))));
});

/** Binds a UDP socket on the port, as a DNS server (or a DNS client's source port) would. */
function bindUdp(port: number): Promise<Socket> {
  const socket = createSocket('udp4');
  return new Promise((done, fail) => {
    socket.once('error', fail);
    socket.bind(port, '127.0.0.1', () => {
      sockets.push(socket);
      done(socket);
    });
  });
}

describe('withFreeDnsPorts', () => {
  it('chooses the ports again when one was taken between its choice and its bind', async () => {
    const tried: number[][] = [];
    const bound = await withFreeDnsPorts({}, async (dnsPort, secondDnsPort) => {
      tried.push([dnsPort, secondDnsPort]);
      // Another process takes the first choice's port before the server binds it.
      if (tried.length === 1) await bindUdp(dnsPort);
      return bindUdp(dnsPort);
    });
    expect(tried).toHaveLength(2);
    expect(bound.address().port).toBe(tried[1]![0]);
    expect(tried[1]![0]).not.toBe(tried[0]![0]);
  });

  it('does not choose again for ports asked for, nor for another error', async () => {
    const taken = await bindUdp(0);
    const port = taken.address().port;
    await expect(withFreeDnsPorts({ dnsPort: port, secondDnsPort: port }, (dnsPort) => bindUdp(dnsPort))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    let calls = 0;
    await expect(
      withFreeDnsPorts({}, async () => {
        calls += 1;
        throw new Error('the zones could not be read');
      }),
    ).rejects.toThrow('the zones could not be read');
    expect(calls).toBe(1);
  });
});
