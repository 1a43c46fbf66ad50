import type { IncomingMessage } from 'node:http';
import { type RegistryDomain, type RegistryFault, registryFaults, type RegistrySimulator } from './registry-simulator/simulator.ts';
import { foNameProblem } from './registry-simulator/rules.ts';

type Page = { status: number; type: string; body: string };

const json = (status: number, body: unknown): Page => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) });
const problem = (status: number, code: string, message: string): Page => json(status, { error: { code, message } });

/** A domain as the page shows it: who sponsors it, its statuses, expiry and pending transfer. */
function domainView(domain: RegistryDomain) {
  const pending = domain.transfer?.status === 'pending' ? domain.transfer : null;
  return {
    name: domain.name,
    registrar: domain.registrar,
    statuses: domain.statuses.length ? domain.statuses : ['ok'],
    created_at: domain.createdAt,
    expires_at: domain.expiresAt,
    registrant: domain.registrantId,
    name_servers: domain.nameServers.map((server) => server.host),
    ds_records: domain.dsRecords.length,
    pending_transfer: pending && { requesting_registrar: pending.requestingRegistrar, requested_at: pending.requestedAt, action_at: pending.actionAt, years: pending.years },
  };
}

type DomainAction = (simulator: RegistrySimulator, name: string, body: Record<string, unknown>) => unknown;

/** What a developer may make the registry do by hand (as the other registrar, or its clock). */
const domainActions: Record<string, DomainAction> = {
  'approve-transfer': (simulator, name) => simulator.approveTransfer(name),
  'reject-transfer': (simulator, name) => simulator.rejectTransfer(name),
  'cancel-transfer': (simulator, name) => simulator.cancelTransfer(name),
  'notify-expiry': (simulator, name) => simulator.notifyExpiry(name),
  // The registry's own changes, each posted to the portal as its signed webhook.
  expire: (simulator, name) => simulator.expire(name),
  suspend: (simulator, name) => simulator.suspend(name),
  unsuspend: (simulator, name) => simulator.unsuspend(name),
  'transfer-away': (simulator, name) => simulator.requestTransferAway(name),
  delete: (simulator, name) => simulator.deleteByRegistry(name),
  renew: (simulator, name) => simulator.renewByRegistry(name),
  'change-registrant': (simulator, name, body) =>
    simulator.changeRegistrant(name, typeof body.registrant === 'string' && body.registrant.trim() ? body.registrant.trim() : undefined),
};

/**
 * The registry simulator's developer pages:
 * - `GET /dev/registry`: `{data: {host, port, fault, webhooks_enabled, domains, transfer_codes,
 *   names, reserved_names, messages, webhook_deliveries, recent_commands}}` — every domain with
 *   its registrar, statuses, expiry and pending transfer; the transfer codes of the names other
 *   registrars hold; each registrar's queued poll messages; the last 50
 *   webhook deliveries and the last 100 commands, newest first;
 * - `POST /dev/registry/webhooks {enabled: false|true}`: off, the registry speaks only EPP poll
 *   (its changes are queued as poll messages, which the `registry-poll` job reads; no webhook);
 * - `POST /dev/registry/faults {fault: 'none'|'down'|'slow'|'error-next', slow_ms?}`: `down`
 *   refuses connections, `slow` holds every answer past the EPP timeout, `error-next` answers
 *   the next command with 2400; `none` clears it;
 * - `POST /dev/registry/domains {name, registrar?, auth_info?, years?}`: registers a name held by
 *   another registrar (default `other-registrar`) with a known transfer code, to transfer in;
 *   409 when the name is registered already;
 * - `POST /dev/registry/domains/<name>/approve-transfer | reject-transfer`: the holder answers a
 *   pending transfer at the registry; `…/cancel-transfer`: the registrar that asked withdraws it;
 *   `…/notify-expiry`: tells of the expiry ahead (`domain.expiring`) or passed (`domain.expired`);
 * - `POST /dev/registry/domains/<name>/expire | suspend | unsuspend | transfer-away | delete | renew
 *   | change-registrant`: the registry's own changes, each queued as a poll message for the
 *   sponsor and posted to the portal's `/api/webhooks/registry` (unless webhooks are off): the
 *   expiry passes now; `serverHold` set or lifted; `other-registrar` asks to transfer the domain
 *   away (then `approve-transfer`, `reject-transfer` or `cancel-transfer`); the registry deletes
 *   it; one more year; another registrant (`{registrant?: "<contact id>"}`, else a copy of the
 *   old one under a new id).
 */
export function registryPages(simulator: RegistrySimulator): (request: IncomingMessage, url: URL, body: Buffer) => Promise<Page | null> {
  const view = () => {
    const domains = simulator.domains();
    const registrars = [...new Set([simulator.username, ...domains.map((domain) => domain.registrar)])];
    return {
      data: {
        host: simulator.host,
        port: simulator.port,
        fault: simulator.faults.current,
        webhooks_enabled: simulator.webhooksEnabled,
        domains: domains.map(domainView),
        // What the holders at other registrars would give you: the codes to transfer those names in.
        transfer_codes: Object.fromEntries(domains.filter((domain) => domain.registrar !== simulator.username).map((domain) => [domain.name, domain.authInfo])),
        names: simulator.names(),
        reserved_names: simulator.reservedNames,
        messages: Object.fromEntries(registrars.map((registrar) => [registrar, simulator.messages(registrar)]).filter(([, queue]) => queue!.length > 0)),
        webhook_deliveries: simulator.webhookDeliveries
          .slice(-50)
          .reverse()
          .map(({ event: _event, ...delivery }) => delivery),
        recent_commands: simulator.commandLog.slice(-100).reverse(),
      },
    };
  };
  return async (request, url, body) => {
    const method = request.method ?? 'GET';
    if (url.pathname === '/dev/registry' && method === 'GET') return json(200, view());
    if (url.pathname === '/dev/registry/faults' && method === 'POST') return (await setFault(simulator, body)) ?? json(200, view());
    if (url.pathname === '/dev/registry/webhooks' && method === 'POST') return setWebhooks(simulator, body) ?? json(200, view());
    if (url.pathname === '/dev/registry/domains' && method === 'POST') return registerForAnotherRegistrar(simulator, body);
    const [, name, verb] = /^\/dev\/registry\/domains\/([^/]+)\/([a-z-]+)$/.exec(url.pathname) ?? [];
    const action = verb && Object.hasOwn(domainActions, verb) ? domainActions[verb] : undefined;
    if (name && action && method === 'POST') {
      try {
        action(simulator, decodeURIComponent(name), jsonObject(body));
      } catch (error) {
        return problem(409, 'registry_conflict', (error as Error).message);
      }
      return json(200, view());
    }
    return null;
  };
}

/** A request body's JSON object; `{}` when it is empty or not an object. */
function jsonObject(body: Buffer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Turns the registry's webhooks off (poll only) or on again: `{enabled: boolean}`. */
function setWebhooks(simulator: RegistrySimulator, body: Buffer): Page | undefined {
  const { enabled } = jsonObject(body);
  if (typeof enabled !== 'boolean') return problem422('Send {"enabled": false} (the registry speaks only EPP poll) or {"enabled": true}.');
  try {
    simulator.setWebhooksEnabled(enabled);
  } catch (error) {
    return problem(409, 'registry_conflict', (error as Error).message);
  }
  return undefined;
}

/** Applies a fault from the request body; a page with the problem when it is not one. */
async function setFault(simulator: RegistrySimulator, body: Buffer): Promise<Page | undefined> {
  let parsed: { fault?: unknown; slow_ms?: unknown } = {};
  try {
    parsed = JSON.parse(body.toString('utf8') || '{}') as typeof parsed;
  } catch {
    // answered below
  }
  const fault = parsed.fault as RegistryFault;
  if (!registryFaults.includes(fault)) return problem(422, 'validation_failed', `Send {"fault": ${registryFaults.map((name) => `"${name}"`).join(' | ')}}.`);
  const slowMs = Number(parsed.slow_ms);
  await simulator.faults.set(fault, Number.isFinite(slowMs) && slowMs > 0 ? { slowMs } : undefined);
  return undefined;
}

/**
 * A domain at another registrar with a transfer code the developer (or a browser test) knows,
 * so a transfer in can be tried: `{name, registrar?, auth_info?, years?}`.
 */
function registerForAnotherRegistrar(simulator: RegistrySimulator, body: Buffer): Page {
  let parsed: { name?: unknown; registrar?: unknown; auth_info?: unknown; years?: unknown } = {};
  try {
    parsed = JSON.parse(body.toString('utf8') || '{}') as typeof parsed;
  } catch {
    // answered below
  }
  const name = typeof parsed.name === 'string' ? parsed.name.trim().toLowerCase() : '';
  const registrar = typeof parsed.registrar === 'string' && parsed.registrar.trim() ? parsed.registrar.trim() : 'other-registrar';
  const authInfo = typeof parsed.auth_info === 'string' && parsed.auth_info.trim() ? parsed.auth_info.trim() : undefined;
  const years = parsed.years === undefined ? 1 : Number(parsed.years);
  const invalid = foNameProblem(name) ?? (Number.isInteger(years) && years >= 1 && years <= 10 ? null : 'years must be 1-10');
  if (invalid) return problem422(`Send {"name": "<name>.fo", "registrar"?, "auth_info"?, "years"?: 1-10}: ${invalid}.`);
  if (registrar === simulator.username) return problem422(`The registrar must be another than the portal's (${simulator.username}).`);
  if (simulator.domain(name)) return problem(409, 'registry_conflict', `${name} is registered already.`);
  const domain = simulator.register(name, { registrar, years, ...(authInfo ? { authInfo } : {}) });
  return json(201, { data: { ...domainView(domain), transfer_code: domain.authInfo } });
}

const problem422 = (message: string): Page => problem(422, 'validation_failed', message);
