import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames, type HttpContextName } from '#functions/http/contexts.ts';
import { routes } from '#shared/api/index.ts';
import { createTableFromDeclaration } from './create-table.ts';
import { localAwsCredentials, localAwsRegion, repositoryRoot, type RunningDynamoDb, startDynamoDbLocal } from './dynamodb-local.ts';
import { folderQueueStore, LocalEventBus, LocalQueue, type QueueConsumer } from './event-bus.ts';
import { createGateway, type Authorizer, type GatewayOptions, type HttpHandler } from './gateway.ts';
import { createLocalIdentityProvider, type LocalIdentityProvider } from './identity-provider.ts';
import { localPages } from './local-pages.ts';
import { type RegistrySimulator, startRegistrySimulator } from './registry-simulator/simulator.ts';
import { createPaymentSimulator, type PaymentSimulator } from './payment-simulator/payment-simulator.ts';
import { LocalScheduler, type Job } from './scheduler.ts';
import { type LocalDnsServer, startDnsServer } from './dns-server/dns-server.ts';
import { type LocalForwardingServer, startForwardingServer } from './forwarding-server/forwarding-server.ts';
import type { DemoSignIn } from './seed.ts';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Persist DynamoDB Local's data, the queues and the simulators' state here; in memory when absent. */
  dataDirectory?: string;
  /** Use an already running DynamoDB Local instead of starting one (tests share one). */
  dynamoDbEndpoint?: string;
  tableName?: string;
  webRoot?: string;
  /** Run the scheduler's timer (tests run jobs on demand instead). */
  scheduler?: boolean;
  spaMiddleware?: GatewayOptions['spaMiddleware'];
  onServer?: (server: Server) => void | Promise<void>;
  /** The authoritative DNS server's port (UDP and TCP); 0 (the default) picks a free one. */
  dnsPort?: number;
  /** The forwarding (redirect) server's port; 0 (the default) picks a free one. */
  forwardingPort?: number;
  /** Run the embedded national e-ID provider under `/oidc` (default true). */
  identityProvider?: boolean;
  /** The wait before a queue delivers a failed message again (tests shorten it to reach the dead letters quickly). */
  queueRetryDelayMs?: (receiveCount: number) => number;
}

export interface LocalRuntime {
  url: string;
  port: number;
  tableName: string;
  dynamoDbEndpoint: string;
  bus: LocalEventBus;
  scheduler: LocalScheduler;
  demoSignIns: DemoSignIn[];
  /**
   * The clock the account use cases read (codes, reset links, rate-limit windows): move it to
   * let them expire without waiting. The authorizer keeps the system time.
   */
  clock: { now(): Date; advance(ms: number): void; reset(): void; readonly offsetMs: number };
  /** The embedded national e-ID provider (issuer `<url>/oidc`, client `app`), unless turned off. */
  identityProvider: LocalIdentityProvider | undefined;
  /**
   * The `.fo` registry simulator the functions reach over EPP/TLS (EPP_HOST/EPP_PORT): its
   * state, command log (`commandLog`, `clearCommandLog()`) and faults (`faults.set('down')`).
   */
  registry: RegistrySimulator;
  /**
   * The payment simulator under `/dev/pay` (Stripe's API subset, the hosted checkout page,
   * signed webhooks to `/api/webhooks/payments`): its sessions, events, deliveries and refunds.
   */
  payments: PaymentSimulator;
  /**
   * The authoritative DNS server on localhost (UDP and TCP, one port) serving the product-hosted
   * zones the local DNS host keeps in the table: `dig @127.0.0.1 -p <port> <domain> MX`.
   */
  dns: LocalDnsServer;
  /** The forwarding service: answers a forwarded host name (Host header) with its redirect. */
  forwarding: LocalForwardingServer;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the whole portal in this process: DynamoDB Local with the declared table, the real
 * handlers behind the local gateway, the in-process bus, queues and scheduler from the same
 * declarations as the CDK stacks, and the seeded data. One runtime per process: the
 * functions read their configuration once, as a Lambda does.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  let dynamoDb: RunningDynamoDb | undefined;
  const dynamoDbEndpoint = options.dynamoDbEndpoint ?? (dynamoDb = await startDynamoDbLocal({ port: await freePort(), dataDirectory: options.dataDirectory })).endpoint;
  const tableName = options.tableName ?? 'okisnavn';
  // The port is fixed before the functions load: the identity provider's issuer (and so the
  // authorizer's configuration) names the portal's own origin.
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const identityProvider = options.identityProvider === false ? undefined : createLocalIdentityProvider({ origin: url });
  // The registry simulator (EPP over TLS), its names kept beside DynamoDB Local's data.
  const { localClock } = await import('#functions/adapters/clock/configured-clock.ts');
  // The registry's clock is the movable one too: `/dev/clock` lets transfers and expiries come due.
  const registry = await startRegistrySimulator({
    dataFile: options.dataDirectory ? join(options.dataDirectory, 'registry-simulator.json') : undefined,
    now: () => localClock.now(),
  });
  // The payment provider: the Stripe adapter talks to this simulator on the portal's own origin.
  const payments = createPaymentSimulator({
    portalUrl: url,
    webhookUrl: `${url}/api/webhooks/payments`,
    apiKey: 'sk_test_okisnavn_local',
    webhookSecret: 'whsec_okisnavn_local_development_secret',
    now: () => localClock.now(),
    dataFile: options.dataDirectory ? join(options.dataDirectory, 'payment-simulator.json') : undefined,
    // Webhooks the last run never got acknowledged wait until the portal listens (below).
    pendingWebhooksDelayMs: null,
  });

  // The DNS server's port is fixed before the functions load: the name-server probe asks it (NAME_SERVER_PROBE_PORT).
  const dnsPort = options.dnsPort || (await freePort());
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamoDbEndpoint,
    AWS_REGION: localAwsRegion,
    AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    EVENT_TRANSPORT: 'local',
    EVENT_BUS_NAME: 'okisnavn',
    ALLOW_DEVELOPMENT_TOKENS: 'true',
    // E-mail and SMS land in the local outbox (/dev/mail); links in them point here.
    MAIL_TRANSPORT: 'local',
    SMS_TRANSPORT: 'local',
    PUBLIC_URL: process.env.PUBLIC_URL ?? url,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_DEV: 'true',
    EPP_HOST: registry.host,
    EPP_PORT: String(registry.port),
    EPP_USERNAME: registry.username,
    EPP_PASSWORD: registry.password,
    EPP_CA_CERT: registry.caCert,
    // Short locally, so the `slow` fault turns into registry_unavailable within a test's time.
    EPP_TIMEOUT_MS: process.env.EPP_TIMEOUT_MS ?? '3000',
    PAYMENTS_API_BASE: payments.apiBase,
    PAYMENTS_API_KEY: 'sk_test_okisnavn_local',
    PAYMENTS_WEBHOOK_SECRET: 'whsec_okisnavn_local_development_secret',
    // DNS: zones in the table, served by the local DNS server; forwarded names point at the local redirect server.
    DNS_HOST: 'local',
    // Custom name servers are probed on the local DNS server's port (a test may point it at a server of its own).
    NAME_SERVER_PROBE_PORT: process.env.NAME_SERVER_PROBE_PORT ?? String(dnsPort),
    FORWARDING_STORE: 'local',
    FORWARDING_TARGET: '127.0.0.1',
  });
  if (identityProvider) Object.assign(process.env, { OIDC_ISSUER: identityProvider.issuer, OIDC_CLIENT_ID: identityProvider.clientId });
  else delete process.env.OIDC_ISSUER;

  const client = new DynamoDBClient({ endpoint: dynamoDbEndpoint, region: localAwsRegion, credentials: localAwsCredentials });
  await createTableFromDeclaration(client, tableName);
  client.destroy();

  // Imported only now: the functions read the environment set above, as on a cold start.
  const functionsRoot = join(repositoryRoot, 'functions');
  const handlers = new Map<HttpContextName, HttpHandler>();
  for (const context of httpContextNames) {
    const module = (await import(join(functionsRoot, 'http', context, 'handler.ts'))) as { handler: HttpHandler };
    handlers.set(context, module.handler);
  }
  const authorizer = ((await import(join(functionsRoot, 'authorizer', 'handler.ts'))) as { handler: Authorizer }).handler;

  const queueMap = new Map<string, LocalQueue>();
  for (const declaration of queues) {
    const module = (await import(join(functionsRoot, 'consumers', declaration.consumer, 'handler.ts'))) as { handler: QueueConsumer };
    // With a data directory the messages outlive the process, as SQS keeps them.
    const store = options.dataDirectory ? folderQueueStore(join(options.dataDirectory, 'queues'), declaration.name) : undefined;
    queueMap.set(declaration.name, new LocalQueue(declaration, module.handler, { store, retryDelayMs: options.queueRetryDelayMs }));
  }
  const bus = new LocalEventBus(rules, queueMap);
  const { registerLocalEventSink } = await import('#functions/adapters/events/local-bus-publisher.ts');
  registerLocalEventSink(bus);
  // What the last run left in the queues (an order.paid in flight at a kill) is delivered now.
  bus.resume();

  const jobs = new Map<string, Job>();
  for (const declaration of schedules) {
    const module = (await import(join(functionsRoot, 'jobs', declaration.job, 'handler.ts'))) as { handler: Job };
    jobs.set(declaration.job, module.handler);
  }
  const scheduler = new LocalScheduler(schedules, jobs, (name, error) => console.error(`job ${name} failed`, error));

  const { outboxMessageRepository } = await import('#functions/adapters/dynamodb/outbox-message-repository.ts');

  const { issueDevelopmentSession, seedLocalData } = await import('./seed.ts');
  const demoSignIns = await seedLocalData(registry);
  const { linkTestIdentities } = await import('./seed-identities.ts');
  await linkTestIdentities();

  const { localHostedZones } = await import('#functions/adapters/dns/local-dns-host.ts');
  const { localForwardingStore } = await import('#functions/adapters/dns/local-forwarding-store.ts');
  const { config } = await import('#functions/config.ts');
  const dns = await startDnsServer({ zones: localHostedZones, hostmaster: config().DNS_HOSTMASTER, host: '127.0.0.1', port: dnsPort });
  const forwarding = await startForwardingServer({ store: localForwardingStore(localClock), host: '127.0.0.1', port: options.forwardingPort ?? 0, orFreePort: true });

  const server = createGateway({
    routes,
    handlerOf: (route) => handlers.get(route.context)!,
    authorizer,
    mounts: [payments.mount, ...(identityProvider ? [{ prefix: identityProvider.mountPath, handle: identityProvider.handle }] : [])],
    localPages: localPages({
      dns,
      forwarding,
      bus,
      scheduler,
      demoSignIns: () => demoSignIns,
      issueDevelopmentSession,
      identityProvider,
      outbox: { messages: outboxMessageRepository, clock: localClock },
      registry,
    }),
    webRoot: options.webRoot ?? join(repositoryRoot, 'web', 'dist'),
    spaMiddleware: options.spaMiddleware,
  });
  await options.onServer?.(server);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  if (options.scheduler !== false) scheduler.start();
  payments.resumeWebhooks();

  return {
    url,
    port,
    tableName,
    dynamoDbEndpoint,
    bus,
    scheduler,
    demoSignIns,
    identityProvider,
    registry,
    payments,
    clock: localClock,
    dns,
    forwarding,
    async stop() {
      localClock.reset();
      payments.stop();
      await dns.stop();
      await forwarding.stop();
      scheduler.stop();
      bus.stop();
      registerLocalEventSink(undefined);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      // The simulator first: the client's session then ends at once, whatever the fault.
      await registry.stop();
      const { closeEppRegistry } = await import('#functions/adapters/registry/epp-registry.ts');
      await closeEppRegistry();
      await dynamoDb?.stop();
    },
  };
}
