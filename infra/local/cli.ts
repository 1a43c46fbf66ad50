import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from './dynamodb-local.ts';
import { type LocalRuntime, startLocalRuntime } from './runtime.ts';
import { demoPassword } from './demo-password.ts';

/**
 * `npm start` (built SPA) and `npm run dev` (Vite with hot reload): the whole portal on one
 * port, stopping cleanly on Ctrl-C.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'in-memory': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: join(repositoryRoot, '.data') },
    dev: { type: 'boolean', default: false },
    // Browser tests only: each test is a viewer of its own, naming its address in x-viewer-address.
    'viewers-from-header': { type: 'boolean', default: false },
    // The local DNS server (UDP and TCP) and the forwarding (redirect) server.
    'dns-port': { type: 'string', default: process.env.LOCAL_DNS_PORT ?? '5300' },
    // The second local DNS server (the product's second name server for the health checks; its faults on /dev/dns).
    'second-dns-port': { type: 'string', default: process.env.LOCAL_SECOND_DNS_PORT },
    'forwarding-port': { type: 'string', default: process.env.LOCAL_FORWARDING_PORT ?? '5380' },
    // Browser tests only: `test` hashes passwords at the test runtimes' cost (PASSWORD_HASHING, functions/config.ts).
    'password-hashing': { type: 'string', default: 'production' },
  },
});

/** `port` when nothing listens on it (UDP and TCP), else 0: the runtime then takes a free port. */
async function portOrFree(port: number, what: string): Promise<number> {
  const { createSocket } = await import('node:dgram');
  const { createServer } = await import('node:net');
  const free = await new Promise<boolean>((done) => {
    const udp = createSocket('udp4');
    udp.once('error', () => done(false));
    udp.bind(port, '127.0.0.1', () => {
      const tcp = createServer();
      tcp.once('error', () => udp.close(() => done(false)));
      tcp.listen(port, '127.0.0.1', () => tcp.close(() => udp.close(() => done(true))));
    });
  });
  if (!free) console.warn(`${what} port ${port} is taken; using a free port instead (see the list below).`);
  return free ? port : 0;
}

// Assigned once below, but a signal during start-up calls stop() first: as `const` it would throw there (temporal dead zone).
// eslint-disable-next-line prefer-const -- read by stop() before its one assignment
let runtime: LocalRuntime | undefined;
let stopping = false;

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await runtime?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

let vite: { middlewares: (request: never, response: never, next: () => void) => void; close(): Promise<void> } | undefined;
// The functions log warnings and errors only, one readable line each (Powertools' own switches, read by functions/logger.ts).
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.POWERTOOLS_DEV ??= 'true';
runtime = await startLocalRuntime({
  port: Number(values.port),
  // Behind a proxy or another host name, links in e-mails point where the browser reaches the portal.
  // Webhooks may go to http://localhost here only: the browser tests' receiver (docs/decisions/webhooks.md).
  functionSettings: { WEBHOOKS_ALLOW_LOCALHOST: 'true', PASSWORD_HASHING: values['password-hashing'], ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}) },
  host: values.host,
  dataDirectory: values['in-memory'] ? undefined : values['data-dir'],
  // A port another runtime on this machine holds (a second `npm start`, the browser tests) gives way to a free one.
  dnsPort: await portOrFree(Number(values['dns-port']), 'DNS'),
  // The port after the first one's unless given (5301).
  secondDnsPort: await portOrFree(Number(values['second-dns-port'] ?? Number(values['dns-port']) + 1), 'Second DNS'),
  forwardingPort: Number(values['forwarding-port']),
  viewersFromHeader: values['viewers-from-header'],
  spaMiddleware: values.dev ? (request, response, next) => vite!.middlewares(request as never, response as never, next) : undefined,
  onServer: async (server) => {
    if (!values.dev) return;
    const { createServer } = await import('vite');
    vite = (await createServer({
      configFile: join(repositoryRoot, 'web', 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    })) as unknown as typeof vite;
  },
});

const line = '─'.repeat(72);
console.log(`${line}
Økisnavn is running on ${runtime.url}   (${values.dev ? 'Vite dev server, hot reload' : 'built SPA'})
  API            ${runtime.url}/api   (reference: ${runtime.url}/api/openapi.json)
  developer      ${runtime.url}/dev   (mail and SMS outbox, clock, events, dead letters, jobs)
  DynamoDB Local ${runtime.dynamoDbEndpoint}   (${values['in-memory'] ? 'in memory' : `data in ${values['data-dir']}`})
  DNS            ${runtime.dns.host}:${runtime.dns.port} UDP+TCP   (dig @${runtime.dns.host} -p ${runtime.dns.port} <domain> MX)
  Second DNS     ${runtime.secondDns.host}:${runtime.secondDns.port} UDP+TCP   (the product's second name server; faults: POST /dev/dns/second)
  forwarding     http://${runtime.forwarding.host}:${runtime.forwarding.port}   (curl -i -H 'Host: <domain>' …)
  .fo registry   EPP over TLS on ${runtime.registry.host}:${runtime.registry.port}   (simulator: ${runtime.url}/dev/registry)

Demo sign-in: open ${runtime.url}/login and choose a demo user, or call the API with a
development token (accepted only by the local runtime, refused by production configuration):`);
for (const demo of runtime.demoSignIns) {
  console.log(`  ${demo.is_admin ? 'admin' : 'user '}  ${demo.email.padEnd(26)} Authorization: Bearer ${demo.token}`);
}
console.log(`
Or sign in on /login with a demo e-mail and the password ${demoPassword}; the code arrives in
the local outbox: ${runtime.url}/dev/mail (JSON: /dev/outbox?to=<e-mail or phone>).`);
if (runtime.identityProvider) {
  const { issuer, clientId, identities } = runtime.identityProvider;
  console.log(`\nNational e-ID (local Samleikin): issuer ${issuer}, client ${clientId}; "sign in with e-ID" on /login
lists these test identities (no password):`);
  for (const identity of identities) console.log(`  ${identity.subject}  ${identity.name.padEnd(16)} ${identity.email.padEnd(22)} ${identity.note}`);
}
console.log(`${line}\nCtrl-C stops everything.`);
