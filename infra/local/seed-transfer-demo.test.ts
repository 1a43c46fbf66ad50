import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EppClient } from '#functions/adapters/registry/epp-client.ts';
import { createEppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import { registryPages } from './registry-pages.ts';
import { type RegistrySimulator, startRegistrySimulator } from './registry-simulator/simulator.ts';
import { seedTransferDemo, transferDemo } from './seed-transfer-demo.ts';

/** What a developer gets to try transfer in with: the seeded name, and more from the dev page. */
describe('transfer-in demo names', () => {
  let simulator: RegistrySimulator;
  const request = (method: string) => ({ method }) as never;
  const post = (path: string, body: unknown) => registryPages(simulator)(request('POST'), new URL(`http://local${path}`), Buffer.from(JSON.stringify(body)));

  beforeAll(async () => {
    simulator = await startRegistrySimulator();
  });
  afterAll(async () => {
    await simulator.stop();
  });

  it('seeds flyt-meg.fo at another registrar with the known code, which a transfer request over EPP accepts', async () => {
    seedTransferDemo(simulator);
    expect(simulator.domain(transferDemo.name)).toMatchObject({ registrar: 'other-registrar', authInfo: 'FLYT-MEG-2026' });
    const shown = await registryPages(simulator)(request('GET'), new URL('http://local/dev/registry'), Buffer.alloc(0));
    expect(JSON.parse(shown!.body).data.transfer_codes).toMatchObject({ 'flyt-meg.fo': 'FLYT-MEG-2026', 'taken.fo': expect.any(String) });

    const client = new EppClient({
      host: simulator.host,
      port: simulator.port,
      username: simulator.username,
      password: simulator.password,
      ca: simulator.caCert,
      timeoutMs: 2_000,
    });
    try {
      const transfer = await createEppRegistry(client).transferDomain('request', transferDemo.name, { authInfo: transferDemo.transferCode });
      expect(transfer.status).toBe('pending');
    } finally {
      await client.close();
    }
  });

  it('leaves the name alone on the next start (once transferred in, it stays the portal’s)', () => {
    simulator.approveTransfer(transferDemo.name);
    seedTransferDemo(simulator);
    expect(simulator.domain(transferDemo.name)).toMatchObject({ registrar: simulator.username });
  });

  it('registers more names at another registrar from POST /dev/registry/domains', async () => {
    const created = await post('/dev/registry/domains', { name: 'Prova-Flyt.fo', auth_info: 'PROVA-1', years: 3 });
    expect(created!.status).toBe(201);
    expect(JSON.parse(created!.body).data).toMatchObject({ name: 'prova-flyt.fo', registrar: 'other-registrar', transfer_code: 'PROVA-1' });
    expect(simulator.domain('prova-flyt.fo')).toMatchObject({ registrar: 'other-registrar', authInfo: 'PROVA-1' });

    const generated = JSON.parse((await post('/dev/registry/domains', { name: 'prova-kota.fo', registrar: 'third-registrar' }))!.body).data;
    expect(generated).toMatchObject({ registrar: 'third-registrar', transfer_code: expect.any(String) });

    expect((await post('/dev/registry/domains', { name: 'prova-flyt.fo' }))!.status).toBe(409);
    expect((await post('/dev/registry/domains', { name: 'ikki-fo.com' }))!.status).toBe(422);
    expect((await post('/dev/registry/domains', { name: 'prova-ar.fo', years: 11 }))!.status).toBe(422);
    expect((await post('/dev/registry/domains', { name: 'prova-okkara.fo', registrar: simulator.username }))!.status).toBe(422);
    expect(simulator.domain('prova-okkara.fo')).toBeUndefined();
  });
});
