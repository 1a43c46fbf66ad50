import type { IncomingMessage } from 'node:http';
import { type RegistryFault, registryFaults, type RegistrySimulator } from './registry-simulator/simulator.ts';

type Page = { status: number; type: string; body: string };

const json = (status: number, body: unknown): Page => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) });

/**
 * The registry simulator's developer pages:
 * - `GET /dev/registry`: `{data: {host, port, fault, names, reserved_names, recent_commands}}`
 *   (the last 100 commands, newest first);
 * - `POST /dev/registry/faults {fault: 'none'|'down'|'slow'|'error-next', slow_ms?}`: `down`
 *   refuses connections, `slow` holds every answer past the EPP timeout, `error-next` answers
 *   the next command with 2400; `none` clears it.
 */
export function registryPages(simulator: RegistrySimulator): (request: IncomingMessage, url: URL, body: Buffer) => Promise<Page | null> {
  const view = () => ({
    data: {
      host: simulator.host,
      port: simulator.port,
      fault: simulator.faults.current,
      names: simulator.names(),
      reserved_names: simulator.reservedNames,
      recent_commands: simulator.commandLog.slice(-100).reverse(),
    },
  });
  return async (request, url, body) => {
    const method = request.method ?? 'GET';
    if (url.pathname === '/dev/registry' && method === 'GET') return json(200, view());
    if (url.pathname === '/dev/registry/faults' && method === 'POST') {
      let parsed: { fault?: unknown; slow_ms?: unknown } = {};
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}') as typeof parsed;
      } catch {
        // answered below
      }
      const fault = parsed.fault as RegistryFault;
      if (!registryFaults.includes(fault)) return json(422, { error: { code: 'validation_failed', message: `Send {"fault": ${registryFaults.map((name) => `"${name}"`).join(' | ')}}.` } });
      const slowMs = Number(parsed.slow_ms);
      await simulator.faults.set(fault, Number.isFinite(slowMs) && slowMs > 0 ? { slowMs } : undefined);
      return json(200, view());
    }
    return null;
  };
}
