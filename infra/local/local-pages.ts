import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EventEnvelope } from '#events/envelope.ts';
import { type DnsFault, dnsFaults, type FaultyDnsServer } from './dns-server/dns-server.ts';
import { type ExternalZone, type ExternalZones, externalNameServers, newZoneKey } from './dns-server/external-zones.ts';
import type { LocalEventBus } from './event-bus.ts';
import type { LocalPage } from './gateway.ts';
import { outboxPages, type OutboxPagesPorts } from './outbox-pages.ts';
import { registryPages } from './registry-pages.ts';
import type { RegistrySimulator } from './registry-simulator/simulator.ts';
import type { LocalScheduler } from './scheduler.ts';
import type { DemoSignIn } from './seed.ts';

/**
 * What only the local runtime serves: the SPA's runtime configuration (in AWS a file the web
 * stack deploys) and the developer pages under `/dev` (demo sign-in, dead letters, jobs).
 */
export function localPages(ports: {
  bus: LocalEventBus;
  scheduler: LocalScheduler;
  demoSignIns: () => DemoSignIn[];
  /** A fresh development session for a demo user (null for anyone else). */
  issueDevelopmentSession: (email: string) => Promise<string | null>;
  identityProvider?: { issuer: string; clientId: string };
  /** The local mail/SMS outbox and the movable clock: `/dev/mail`, `/dev/outbox`, `/dev/clock`. */
  outbox: OutboxPagesPorts;
  /** The local DNS server and forwarding server: listed on `/dev` and `/dev/dns`. */
  dns?: { host: string; port: number };
  /** The second local DNS server, whose fault `/dev/dns/second` sets (`{"fault": "down"}`, or null). */
  secondDns?: FaultyDnsServer;
  /** An outside operator's zones on both servers (`ns1.ytri.example`, `ns2.ytri.example`): `/dev/dns/external`. */
  externalZones?: ExternalZones;
  forwarding?: { host: string; port: number };
  /** The registry simulator: `/dev/registry`, `/dev/registry/faults`. */
  registry?: RegistrySimulator;
}): LocalPage {
  const json = (status: number, body: unknown) => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) });
  const outbox = outboxPages(ports.outbox);
  const registry = ports.registry ? registryPages(ports.registry) : undefined;

  return async (request: IncomingMessage, url: URL, body: Buffer) => {
    const method = request.method ?? 'GET';
    const outboxPage = await outbox(request, url, body);
    if (outboxPage) return outboxPage;
    const registryPage = await registry?.(request, url, body);
    if (registryPage) return registryPage;
    if (url.pathname === '/config.json') {
      return json(200, {
        apiBase: '/api',
        developmentSignIn: true,
        identityProvider: ports.identityProvider ? { issuer: ports.identityProvider.issuer, clientId: ports.identityProvider.clientId } : null,
      });
    }
    if (url.pathname === '/dev/dns' && method === 'GET') {
      return json(200, {
        data: {
          dns: ports.dns ? { host: ports.dns.host, port: ports.dns.port, try: `dig @${ports.dns.host} -p ${ports.dns.port} <domain> MX` } : null,
          second_dns: ports.secondDns
            ? { host: ports.secondDns.host, port: ports.secondDns.port, fault: ports.secondDns.fault, zone_faults: Object.fromEntries(ports.secondDns.faults), faults: dnsFaults }
            : null,
          external_zones: ports.externalZones ? [...ports.externalZones.zones.values()].map(externalZoneView) : null,
          forwarding: ports.forwarding
            ? { host: ports.forwarding.host, port: ports.forwarding.port, try: `curl -i -H 'Host: <domain>' http://${ports.forwarding.host}:${ports.forwarding.port}/` }
            : null,
        },
      });
    }
    // The second server's faults: `{"fault": "down"}` for every zone, `{"fault": "lame", "zone": "example.fo"}` for one; `null` clears.
    if (url.pathname === '/dev/dns/second' && method === 'POST' && ports.secondDns) {
      let request: { fault?: unknown; zone?: unknown } | undefined;
      try {
        request = JSON.parse(body.toString('utf8') || '{}') as { fault?: unknown; zone?: unknown };
      } catch {
        request = undefined;
      }
      const fault = request?.fault ?? null;
      const zone = typeof request?.zone === 'string' ? request.zone.toLowerCase() : null;
      if (!request || (fault !== null && !dnsFaults.includes(fault as DnsFault)) || (request.zone !== undefined && !zone))
        return json(400, { error: { code: 'malformed_request', message: `Send JSON {"fault": one of ${dnsFaults.join(', ')}, or null; "zone": a domain, for that one only}` } });
      if (zone) {
        if (fault === null) ports.secondDns.faults.delete(zone);
        else ports.secondDns.faults.set(zone, fault as DnsFault);
      } else ports.secondDns.fault = fault as DnsFault | null;
      return json(200, { data: { fault: ports.secondDns.fault, faults: Object.fromEntries(ports.secondDns.faults) } });
    }
    // An outside operator's zone and its CDS (issue 32): `{"zone": "example.fo", "action": one of externalActions}`.
    if (url.pathname === '/dev/dns/external' && method === 'POST' && ports.externalZones) {
      let request: { zone?: unknown; action?: unknown } | undefined;
      try {
        request = JSON.parse(body.toString('utf8') || '{}') as { zone?: unknown; action?: unknown };
      } catch {
        request = undefined;
      }
      const zone = typeof request?.zone === 'string' && request.zone.includes('.') ? request.zone.toLowerCase() : null;
      const action = externalActions.find((known) => known === request?.action);
      const served = zone ? ports.externalZones.get(zone) : undefined;
      if (!zone || !action || (action !== 'serve' && !served))
        return json(400, {
          error: { code: 'malformed_request', message: `Send JSON {"zone": a domain (served first with "serve"), "action": one of ${externalActions.join(', ')}}` },
        });
      const changed = changeExternalZone(ports.externalZones, zone, action);
      return json(200, { data: changed ? externalZoneView(changed) : null });
    }
    if (url.pathname === '/dev/demo-users' && method === 'GET') return json(200, { data: ports.demoSignIns() });
    if (url.pathname === '/dev/demo-users/sign-in' && method === 'POST') {
      let email: unknown;
      try {
        email = (JSON.parse(body.toString('utf8') || '{}') as { email?: unknown }).email;
      } catch {
        return json(400, { error: { code: 'malformed_request', message: 'Send JSON {"email": "…"}' } });
      }
      const token = typeof email === 'string' ? await ports.issueDevelopmentSession(email) : null;
      return token ? json(201, { data: { token } }) : json(404, { error: { code: 'not_found', message: 'Not a demo user' } });
    }
    if (url.pathname === '/dev/dead-letters' && method === 'GET') return json(200, { data: ports.bus.deadLetters() });
    // For tests that drive the runtime from outside: answers once every queued message is consumed or dead-lettered.
    if (url.pathname === '/dev/queues/drain' && method === 'POST') {
      await ports.bus.drain();
      return json(200, { data: { drained: true } });
    }
    if (url.pathname === '/dev/events' && method === 'GET') return json(200, { data: ports.bus.published.slice(-100).reverse() });
    if (url.pathname === '/dev/events' && method === 'POST') return json(...(await publishByHand(ports.bus, body)));
    if (url.pathname === '/dev/jobs' && method === 'GET') return json(200, { data: ports.scheduler.names });
    const job = /^\/dev\/jobs\/([\w-]+)$/.exec(url.pathname);
    if (job && method === 'POST') {
      if (!ports.scheduler.names.includes(job[1]!)) return json(404, { error: { code: 'not_found', message: `No job ${job[1]}` } });
      // A JSON body is the job's input, as an invocation by hand passes it (`{"domainId": "…"}` to the expiry sync).
      let input: unknown;
      try {
        input = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        return json(400, { error: { code: 'malformed_request', message: 'Send JSON, or no body' } });
      }
      return json(200, { data: await ports.scheduler.run(job[1]!, input) });
    }
    if (url.pathname === '/dev' || url.pathname === '/dev/') {
      const links = [
        '/dev/mail',
        '/dev/outbox',
        '/dev/clock',
        '/dev/registry',
        '/dev/pay',
        '/dev/demo-users',
        '/dev/events',
        '/dev/dead-letters',
        '/dev/jobs',
        '/dev/dns',
        '/api/openapi.json',
      ]
        .map((href) => `<li><a href="${href}">${href}</a></li>`)
        .join('');
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><title>Økisnavn – local</title><h1>Økisnavn local runtime</h1><ul>${links}</ul><p>Run a job: <code>curl -X POST /dev/jobs/&lt;name&gt;</code></p>`,
      };
    }
    return null;
  };
}

/**
 * `POST /dev/events` `[{"name", "data", "occurred_at"?}]` (or one such object): publishes events of
 * the catalogue on the local bus, validated as the functions' own are, so a consumer's path can
 * be tried (and a browser test can fill the notifications panel) without the flow behind each.
 */
async function publishByHand(bus: LocalEventBus, body: Buffer): Promise<[number, unknown]> {
  let envelopes: EventEnvelope[];
  try {
    const parsed = JSON.parse(body.toString('utf8') || 'null') as unknown;
    const list = (Array.isArray(parsed) ? parsed : [parsed]) as { name?: unknown; data?: unknown; occurred_at?: unknown }[];
    envelopes = list.map((entry) => ({
      metadata: {
        id: randomUUID(),
        name: String(entry.name),
        version: 1,
        occurredAt: typeof entry.occurred_at === 'string' ? new Date(entry.occurred_at).toISOString() : new Date().toISOString(),
      },
      data: entry.data,
    }));
  } catch {
    return [400, { error: { code: 'malformed_request', message: 'Send JSON [{"name": "…", "data": {…}, "occurred_at": "…"}]' } }];
  }
  try {
    await bus.publish(envelopes);
  } catch (error) {
    return [422, { error: { code: 'validation_failed', message: error instanceof Error ? error.message : String(error) } }];
  }
  return [202, { data: envelopes.map((envelope) => envelope.metadata) }];
}

/**
 * What `/dev/dns/external` does to an outside operator's zone: `serve` it on both servers, signed
 * with a key of its own (the name servers `ns1.ytri.example`, `ns2.ytri.example`); `publish` a CDS
 * and CDNSKEY for that key (a bootstrap); `roll` to a new key (published beside the old, the CDS
 * naming it, signed by the old); `delete` (the record `0 0 0 00`); `disagree` (the second server
 * publishes nothing); `withdraw` the CDS; `stop` serving it.
 */
export const externalActions = ['serve', 'publish', 'roll', 'delete', 'disagree', 'withdraw', 'stop'] as const;

function changeExternalZone(zones: ExternalZones, zone: string, action: (typeof externalActions)[number]): ExternalZone | null {
  if (action === 'serve') return zones.serve(zone, [...externalNameServers]);
  const served = zones.get(zone)!;
  switch (action) {
    case 'publish':
      served.cds = served.signingKey ? { keys: [served.signingKey] } : null;
      break;
    case 'roll': {
      const key = newZoneKey(zone);
      served.otherKeys = [key];
      served.cds = { keys: [key] };
      break;
    }
    case 'delete':
      served.cds = 'delete';
      break;
    case 'disagree':
      served.secondCds = null;
      break;
    case 'withdraw':
      served.cds = null;
      delete served.secondCds;
      break;
    case 'stop':
      zones.stop(zone);
      return null;
  }
  return served;
}

const externalZoneView = (zone: ExternalZone) => {
  const publication = (cds: ExternalZone['cds']) => (cds === 'delete' ? '0 0 0 00' : cds ? cds.keys.map((key) => key.ds.keyTag) : null);
  return {
    zone: zone.zone,
    name_servers: zone.nameServers,
    signing_key: zone.signingKey?.ds.keyTag ?? null,
    /** The DS of the signing key, as the DNSSEC tab's form takes it. */
    signing_ds: zone.signingKey
      ? { key_tag: zone.signingKey.ds.keyTag, algorithm: zone.signingKey.ds.algorithm, digest_type: zone.signingKey.ds.digestType, digest: zone.signingKey.ds.digest }
      : null,
    other_keys: zone.otherKeys.map((key) => key.ds.keyTag),
    cds: publication(zone.cds),
    ...(zone.secondCds !== undefined ? { second_cds: publication(zone.secondCds) } : {}),
  };
};
