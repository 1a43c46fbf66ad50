import type { RegistrySimulator } from './registry-simulator/simulator.ts';

/**
 * A domain to try transfer in with (`/transfer-domain` after `npm start`): held at another
 * registrar, with a transfer code everyone knows. Listed with its code under `transfer_codes`
 * on `/dev/registry`; more such names come from `POST /dev/registry/domains`.
 */
export const transferDemo = { name: 'flyt-meg.fo', transferCode: 'FLYT-MEG-2026', registrar: 'other-registrar' } as const;

/** Registers the demo name once; after a developer has transferred it in, it stays the portal's. */
export function seedTransferDemo(registry: Pick<RegistrySimulator, 'domain' | 'register'>): void {
  if (registry.domain(transferDemo.name)) return;
  registry.register(transferDemo.name, { registrar: transferDemo.registrar, authInfo: transferDemo.transferCode, years: 2 });
}
