import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaymentSimulator, type PaymentSimulator, type PaymentSimulatorOptions } from './payment-simulator.ts';

/**
 * Real HTTP servers for tests: the simulator mounted as the gateway mounts it, and a webhook
 * receiver standing in for the portal's `/api/webhooks/payments`.
 */

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function waitFor<T>(read: () => T | undefined | null | false, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The statuses of the next answers, in order; 200 once they are used up. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const { server, url } = await listen((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  return {
    url: `${url}/api/webhooks/payments`,
    received,
    answerNext: (...next) => statuses.push(...next),
    close: () => close(server),
  };
}

export interface SimulatorServer {
  simulator: PaymentSimulator;
  portalUrl: string;
  close(): Promise<void>;
}

/** The simulator on its own port, its `portalUrl` being that port (as under the local gateway). */
export async function startSimulatorServer(options: Omit<PaymentSimulatorOptions, 'portalUrl'>): Promise<SimulatorServer> {
  // eslint-disable-next-line prefer-const -- read by the request handler, which may run before its one assignment below
  let simulator: PaymentSimulator | undefined;
  const { server, url } = await listen((request, response) => {
    if (!simulator) throw new Error('The simulator is not ready');
    simulator.mount.handle(request, response);
  });
  simulator = createPaymentSimulator({ ...options, portalUrl: url });
  const started = simulator;
  return {
    simulator: started,
    portalUrl: url,
    async close() {
      started.stop();
      await close(server);
    },
  };
}
