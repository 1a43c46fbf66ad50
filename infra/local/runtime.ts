import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames } from '#functions/http/contexts.ts';
import { routes } from '#shared/api/index.ts';
import { clockOffsetFile } from './clock-file.ts';
import { createTableFromDeclaration } from './create-table.ts';
import { localAwsRegion, repositoryRoot, type RunningDynamoDb, startDynamoDbLocal } from './dynamodb-local.ts';
import { folderQueueStore, LocalEventBus, LocalQueue, type QueueConsumer } from './event-bus.ts';
import { createGateway, type Authorizer, type GatewayOptions, type HttpHandler } from './gateway.ts';
import type { LocalIdentityProvider } from './identity-provider.ts';
import { localPages } from './local-pages.ts';
import { type RegistrySimulator, startRegistrySimulator } from './registry-simulator/simulator.ts';
import { createPaymentSimulator, type PaymentSimulator } from './payment-simulator/payment-simulator.ts';
import { LocalScheduler, type Job } from './scheduler.ts';
import { freePort, withFreeDnsPorts } from './free-port.ts';

export { freePort };
import { ExternalZones, externalNameServers } from './dns-server/external-zones.ts';
import { type FaultyDnsServer, type LocalDnsServer, startDnsServer, startFaultyDnsServer } from './dns-server/dns-server.ts';
import { type LocalForwardingServer, startForwardingServer } from './forwarding-server/forwarding-server.ts';
import { createMovableClock } from '#functions/adapters/clock/configured-clock.ts';
import { createLocalHostedZones } from '#functions/adapters/dns/local-dns-host.ts';
import { localForwardingStore } from '#functions/adapters/dns/local-forwarding-store.ts';
import { createOutboxMessageRepository } from '#functions/adapters/dynamodb/outbox-message-repository.ts';
import { dynamoDbLocalCredentials, type PortalTable, portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import type { LocalStandIns, MovableClock } from '#functions/adapters/local-stand-ins.ts';
import { closeEppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import { type Config, parseConfig } from '#functions/config.ts';
import type { Seller } from '#shared/schemas/settings.ts';
import type { LocalComposition } from './local-composition.ts';
import { createLocalStandIns } from './local-stand-ins.ts';
import { type DemoSignIn, issueDevelopmentSession, seedLocalData } from './seed.ts';
import { linkTestIdentities } from './seed-identities.ts';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Persist DynamoDB Local's data, the queues, the simulators' state and the clock's offset here; in memory when absent. */
  dataDirectory?: string;
  /** Use an already running DynamoDB Local instead of starting one (tests share one). */
  dynamoDbEndpoint?: string;
  tableName?: string;
  webRoot?: string;
  /** Run the scheduler's timer (tests run jobs on demand instead). */
  scheduler?: boolean;
  spaMiddleware?: GatewayOptions['spaMiddleware'];
  /** Browser tests: keep the viewer address a request names (GatewayOptions.viewersFromHeader). */
  viewersFromHeader?: boolean;
  onServer?: (server: Server) => void | Promise<void>;
  /** The authoritative DNS server's port (UDP and TCP); 0 (the default) picks a free one. */
  dnsPort?: number;
  /** The second local DNS server's port (the product's second name server, which can be made to fail); 0 (the default) picks a free one. */
  secondDnsPort?: number;
  /** The forwarding (redirect) server's port; 0 (the default) picks a free one. */
  forwardingPort?: number;
  /** Run the embedded national e-ID provider under `/oidc` (default true). */
  identityProvider?: boolean;
  /** The wait before a queue delivers a failed message again (tests shorten it to reach the dead letters quickly). */
  queueRetryDelayMs?: (receiveCount: number) => number;
  /**
   * Settings of the functions' configuration (functions/config.ts, by their environment names)
   * over the local ones: a test points the name-server probe at a DNS server of its own.
   */
  functionSettings?: Record<string, string>;
}

export interface LocalRuntime {
  url: string;
  port: number;
  tableName: string;
  dynamoDbEndpoint: string;
  bus: LocalEventBus;
  scheduler: LocalScheduler;
  demoSignIns: DemoSignIn[];
  /** The functions' configuration and stand-ins: what every function of this runtime is composed from. */
  composition: LocalComposition;
  /** This runtime's table, for tests that look at or prepare stored items through the repositories. */
  table: PortalTable;
  /**
   * The clock the account use cases read (codes, reset links, rate-limit windows): move it to
   * let them expire without waiting. The authorizer keeps the system time.
   */
  clock: MovableClock;
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
  /**
   * The second authoritative server: the same zones as `dns`, standing for the product's second
   * name server in the health checks (DNS_HEALTH_SERVER_ADDRESSES); set `secondDns.fault` to make
   * it stop answering, answer lame, serve another serial, lose the DNSKEY or sign badly.
   */
  secondDns: FaultyDnsServer;
  /**
   * Zones of an operator outside the portal, served by `dns` and `secondDns` as the name servers
   * `ns1.ytri.example` and `ns2.ytri.example` (external-zones.ts): their keys, CDS and CDNSKEY set by tests.
   */
  externalZones: ExternalZones;
  /** The forwarding service: answers a forwarded host name (Host header) with its redirect. */
  forwarding: LocalForwardingServer;
  stop(): Promise<void>;
}

/** The company the local runtime's receipts name (a deployment names its own: SELLER, from the CDK context). */
export const localSeller: Seller = { name: 'Økisnavn (lokal royndarútgáva)', address_lines: ['Undir Bakka 1', '100 Tórshavn'], country_code: 'FO', vat_number: '123456' };

/**
 * Starts the whole portal in this process: DynamoDB Local with the declared table, the real
 * handlers behind the local gateway, the in-process bus, queues and scheduler from the same
 * declarations as the CDK stacks, and the seeded data. Every function is composed from this
 * runtime's own configuration object and stand-ins (its clock, its bus), as a Lambda entry
 * composes once from its environment: several runtimes can run in one process.
 */
/** The registry webhook's signing secret of every local runtime (a development value, never a deployment's). */
export const localRegistryWebhookSecret = 'regwh_okisnavn_local_development_secret_0123456789';

export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  let dynamoDb: RunningDynamoDb | undefined;
  const dynamoDbEndpoint = options.dynamoDbEndpoint ?? (dynamoDb = await startDynamoDbLocal({ port: await freePort(), dataDirectory: options.dataDirectory })).endpoint;
  const tableName = options.tableName ?? 'okisnavn';
  // The port is fixed before the functions are composed: the identity provider's issuer (and so
  // the authorizer's configuration) names the portal's own origin.
  const host = options.host ?? '127.0.0.1';
  // It listens from here on, so the port is held, not only probed free: another runtime starting
  // on the machine cannot take it while this one is composed and seeded. Until the gateway takes
  // over, a request (a simulator's webhook) is told to come again, as a closed port would.
  const server = createHttpServer();
  // Idle connections are kept longer than a client keeps one to reuse: with Node's 5 s, a client
  // sending on a connection just as the server closes it gets ECONNRESET (a browser test's
  // `request.get` failed so: "socket hang up"). 65 s, as load balancers in front of Lambda keep them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const starting = (_request: IncomingMessage, response: ServerResponse) => void response.writeHead(503, { 'retry-after': '1' }).end();
  server.on('request', starting);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port || 0, host, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  // Loaded only when used: `oidc-provider` and its dependencies are about 0.15 s of a start
  // (measured: 2.02 → 1.88 s wall, 2.54 → 2.37 s CPU), which a runtime without the provider
  // (the fault matrix's, started some 90 times a run) need not pay.
  const identityProvider = options.identityProvider === false ? undefined : (await import('./identity-provider.ts')).createLocalIdentityProvider({ origin: url });
  // The registry's and the payment simulator's clock is the functions' movable one: `/dev/clock`
  // lets transfers, expiries and checkouts come due. Its offset is kept in the data folder like
  // the rest of the local state, so a restart on the same data never goes back in time.
  const clock = createMovableClock(options.dataDirectory ? clockOffsetFile(join(options.dataDirectory, 'clock.json')) : undefined);
  // The registry simulator (EPP over TLS), its names kept beside DynamoDB Local's data.
  const registry = await startRegistrySimulator({
    dataFile: options.dataDirectory ? join(options.dataDirectory, 'registry-simulator.json') : undefined,
    now: () => clock.now(),
    // Its webhooks (docs/registry-webhooks.md), signed with the development secret the portal shares, by the same clock.
    webhook: { url: `${url}/api/webhooks/registry`, secret: localRegistryWebhookSecret, now: () => clock.now(), retryDelayMs: 500 },
  });
  // The payment provider: the Stripe adapter talks to this simulator on the portal's own origin.
  const payments = createPaymentSimulator({
    portalUrl: url,
    webhookUrl: `${url}/api/webhooks/payments`,
    apiKey: 'sk_test_okisnavn_local',
    webhookSecret: 'whsec_okisnavn_local_development_secret',
    now: () => clock.now(),
    dataFile: options.dataDirectory ? join(options.dataDirectory, 'payment-simulator.json') : undefined,
    // Webhooks the last run never got acknowledged wait until the portal listens (below).
    pendingWebhooksDelayMs: null,
  });

  // The origin secret the gateway (CloudFront's stand-in) sends and the functions check: new at
  // every start, so only this runtime's gateway reaches its functions.
  const originSecret = randomBytes(32).toString('hex');
  // The configuration each function would have as its environment in AWS, parsed by the same schema;
  // it names the DNS servers' ports (the name-server probe and the health checks ask them).
  const configFor = (dnsPort: number, secondDnsPort: number) => {
    const config = parseConfig({
      STAGE: 'local',
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamoDbEndpoint,
      AWS_REGION: localAwsRegion,
      EVENT_TRANSPORT: 'local',
      EVENT_BUS_NAME: 'okisnavn',
      ALLOW_DEVELOPMENT_TOKENS: 'true',
      // E-mail and SMS land in the local outbox (/dev/mail); links in them point here.
      MAIL_TRANSPORT: 'local',
      SMS_TRANSPORT: 'local',
      PUBLIC_URL: url,
      EPP_HOST: registry.host,
      EPP_PORT: String(registry.port),
      EPP_USERNAME: registry.username,
      EPP_PASSWORD: registry.password,
      EPP_CA_CERT: registry.caCert,
      // Short locally, so the `slow` fault turns into registry_unavailable within a test's time.
      EPP_TIMEOUT_MS: '3000',
      PAYMENTS_API_BASE: payments.apiBase,
      PAYMENTS_API_KEY: 'sk_test_okisnavn_local',
      PAYMENTS_WEBHOOK_SECRET: 'whsec_okisnavn_local_development_secret',
      REGISTRY_WEBHOOK_SECRET: localRegistryWebhookSecret,
      ORIGIN_VERIFY_SECRET: originSecret,
      // DNS: zones in the table, served by the local DNS server; forwarded names point at the local redirect server.
      DNS_HOST: 'local',
      // Custom name servers are probed on the local DNS server's port (a test may point it at a server of its own).
      NAME_SERVER_PROBE_PORT: String(dnsPort),
      FORWARDING_STORE: 'local',
      FORWARDING_TARGET: '127.0.0.1',
      RECEIPT_STORE: 'local',
      // The local runtime's seller on receipts, as a deployment sets its own (CDK context `seller…`): made up, and says so.
      SELLER: JSON.stringify(localSeller),
      ...(identityProvider ? { OIDC_ISSUER: identityProvider.issuer, OIDC_CLIENT_ID: identityProvider.clientId } : {}),
      ...options.functionSettings,
    });
    // The health checks ask the product's first name server on the local DNS server and the others on the second one.
    if (!options.functionSettings?.DNS_HEALTH_SERVER_ADDRESSES) {
      config.DNS_HEALTH_SERVER_ADDRESSES = Object.fromEntries(
        [...config.PRODUCT_NAME_SERVERS, ...externalNameServers].map((host, index) => [host, [`127.0.0.1:${index % 2 === 0 ? dnsPort : secondDnsPort}`]]),
      );
    }
    return config;
  };
  // The DNS servers listen as soon as their ports are chosen, before the table and the seed: a port
  // found free and bound seconds later may by then be another process's (a DNS client's UDP source
  // port: CI saw `bind EADDRINUSE`), so a port taken in between is chosen again.
  const externalZones = new ExternalZones();
  const { config, dns, secondDns } = await withFreeDnsPorts(options, async (dnsPort, secondDnsPort) => {
    const config = configFor(dnsPort, secondDnsPort);
    const zones = createLocalHostedZones(portalTableOf(config));
    const serving = (server: 'first' | 'second', port: number) => ({
      zones: externalZones.lookupFor(server, zones),
      hostmaster: config.DNS_HOSTMASTER,
      host: '127.0.0.1',
      port,
      now: () => clock.now(),
    });
    const dns = await startDnsServer(serving('first', dnsPort));
    try {
      const secondDns = await startFaultyDnsServer(serving('second', secondDnsPort));
      return { config, dns, secondDns };
    } catch (error) {
      await dns.stop();
      throw error;
    }
  });
  // The bus routes to the queues of the consumers composed below; the functions publish to it.
  const queueMap = new Map<string, LocalQueue>();
  const bus = new LocalEventBus(rules, queueMap);
  // Issued receipts' PDFs: beside the other kept state, or in a folder of this runtime's own.
  const receiptFolder = options.dataDirectory ? join(options.dataDirectory, 'receipts') : await mkdtemp(join(tmpdir(), 'okisnavn-receipts-'));
  const local = createLocalStandIns(clock, { publish: (envelopes) => bus.publish(envelopes) }, receiptFolder);
  const composition: LocalComposition = { config, local };
  const table = portalTableOf(config);

  const client = new DynamoDBClient({ endpoint: dynamoDbEndpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
  await createTableFromDeclaration(client, tableName);
  client.destroy();

  // Every function is composed from this runtime's configuration, as a Lambda entry is from its environment.
  const functionsRoot = join(repositoryRoot, 'functions');
  const compose = <T extends (...args: never[]) => Promise<unknown>>(...path: string[]) =>
    composedAtFirstCall<T>(async () =>
      ((await import(join(functionsRoot, ...path, 'handler.ts'))) as { createHandler: (config: Config, local: LocalStandIns) => T }).createHandler(config, local),
    );
  const handlers = new Map<string, HttpHandler>();
  for (const context of httpContextNames) handlers.set(context, compose<HttpHandler>(context));
  const authorizer = compose<Authorizer>('authorizer');

  for (const declaration of queues) {
    const consumer = compose<QueueConsumer>('consumers', declaration.consumer);
    // With a data directory the messages outlive the process, as SQS keeps them.
    const store = options.dataDirectory ? folderQueueStore(join(options.dataDirectory, 'queues'), declaration.name) : undefined;
    queueMap.set(declaration.name, new LocalQueue(declaration, consumer, { store, retryDelayMs: options.queueRetryDelayMs }));
  }
  // What the last run left in the queues (an order.paid in flight at a kill) is delivered now.
  bus.resume();

  const jobs = new Map<string, Job>();
  for (const declaration of schedules) jobs.set(declaration.job, compose<Job>('jobs', declaration.job));
  const scheduler = new LocalScheduler(schedules, jobs, (name, error) => console.error(`job ${name} failed`, error));

  const demoSignIns = await seedLocalData(composition, registry);
  await linkTestIdentities(table);

  const forwarding = await startForwardingServer({ store: localForwardingStore(table, clock), host: '127.0.0.1', port: options.forwardingPort ?? 0, orFreePort: true });

  server.off('request', starting);
  createGateway(
    {
      routes,
      originSecret,
      handlerOf: (route) => handlers.get(route.context)!,
      authorizer,
      mounts: [payments.mount, ...(identityProvider ? [{ prefix: identityProvider.mountPath, handle: identityProvider.handle }] : [])],
      localPages: localPages({
        dns,
        secondDns,
        externalZones,
        forwarding,
        bus,
        scheduler,
        demoSignIns: () => demoSignIns,
        issueDevelopmentSession: (email) => issueDevelopmentSession(table, email),
        identityProvider,
        outbox: { messages: createOutboxMessageRepository(table), clock },
        registry,
      }),
      webRoot: options.webRoot ?? join(repositoryRoot, 'web', 'dist'),
      spaMiddleware: options.spaMiddleware,
      viewersFromHeader: options.viewersFromHeader ?? false,
    },
    server,
  );
  await options.onServer?.(server);
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
    clock,
    composition,
    table,
    dns,
    secondDns,
    externalZones,
    forwarding,
    async stop() {
      payments.stop();
      await dns.stop();
      await secondDns.stop();
      await forwarding.stop();
      scheduler.stop();
      bus.stop();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      // The simulator first: the client's session then ends at once, whatever the fault.
      await registry.stop();
      await closeEppRegistry(config);
      await dynamoDb?.stop();
    },
  };
}

/**
 * A function composed (its module imported, its adapters built) at its first call, as Lambda
 * loads a function's code at its first invocation: a runtime starts without importing every
 * context, and a test or a restart pays only for the functions it calls. A composition that
 * fails is tried again at the next call, as Lambda retries a failed init.
 */
function composedAtFirstCall<T extends (...args: never[]) => Promise<unknown>>(compose: () => Promise<T>): T {
  let composed: Promise<T> | undefined;
  const call = async (...args: Parameters<T>) => {
    composed ??= compose().catch((error: unknown) => {
      composed = undefined;
      throw error;
    });
    return (await composed)(...args);
  };
  return call as T;
}
