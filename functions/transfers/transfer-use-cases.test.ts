import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { TransferRepository } from './ports.ts';
import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import type { TransferInfo, TransferOperation } from '../ports/registry.ts';
import { requestTransfer } from './request-transfer.ts';
import { syncTransfer } from './sync-transfer.ts';
import type { TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The transfer-in use cases on in-memory ports: the paths the registry simulator cannot easily
 * produce (a lost answer, a failed save, a later transfer replacing ours). The happy paths run
 * against DynamoDB Local and the simulator in tests/api/transfers.test.ts.
 */
const now = new Date('2026-05-04T10:00:00.000Z');
const requester = { userId: 'user-1', name: 'Jógvan Brúkari', email: 'j@example.fo', street: 'Vegur 1', zip: '100', city: 'Tórshavn', countryCode: 'FO' };

function pending(overrides: Partial<TransferInfo> = {}): TransferInfo {
  return {
    name: 'flyt.fo',
    status: 'pending',
    requestingRegistrar: 'okisnavn',
    requestedAt: now.toISOString(),
    actingRegistrar: 'other',
    actionAt: '2026-05-09T10:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

type Answer = TransferInfo | Error;

function fakePorts(script: Partial<Record<TransferOperation, Answer[]>>, options: { failSave?: boolean } = {}) {
  const saved = new Map<string, TransferRecord>();
  const claims = new Map<string, { transferId: string; ownerId: string }>();
  const calls: TransferOperation[] = [];
  const requests: { authInfo?: string; years?: number }[] = [];
  const delivered: EventEnvelope[] = [];
  const errors: string[] = [];
  const transfers = {
    get: async (id: string) => saved.get(id) ?? null,
    listByOwner: async (ownerId: string) => [...saved.values()].filter((transfer) => transfer.ownerId === ownerId),
    openTransferOf: async (name: string) => claims.get(name) ?? null,
    listRequestedUpTo: async () => ({ transfers: [...saved.values()].filter((transfer) => transfer.status === 'requested'), nextKey: undefined }),
    create: async (transfer: TransferRecord) => {
      if (options.failSave) throw new Error('table unavailable');
      if (claims.has(transfer.name)) return 'claimed' as const;
      claims.set(transfer.name, { transferId: transfer.transferId, ownerId: transfer.ownerId });
      saved.set(transfer.transferId, transfer);
      return 'created' as const;
    },
    close: async (transfer: TransferRecord, changes: Partial<TransferRecord>, at: Date) => {
      const next = { ...transfer, ...changes, updatedAt: at.toISOString(), version: transfer.version + 1 };
      saved.set(transfer.transferId, next);
      claims.delete(transfer.name);
      return next;
    },
    complete: async () => {
      throw new Error('not in these tests');
    },
  } satisfies TransferRepository;
  const ports: TransferPorts = {
    transfers,
    domains: {
      get: async () => null,
      claimOf: async () => null,
      // user-1 owns team-1; user-2 is a plain member of it.
      teamRoleOf: async (teamId: string, userId: string) =>
        teamId !== 'team-1' ? null : userId === 'user-1' ? ('owner' as const) : userId === 'user-2' ? ('member' as const) : null,
    },
    owners: { get: async () => requester },
    registry: {
      async transferDomain(operation, _name, requestOptions) {
        calls.push(operation);
        if (operation === 'request') requests.push({ ...requestOptions });
        const answer = script[operation]?.shift();
        if (!answer) throw new Error(`unexpected ${operation}`);
        if (answer instanceof Error) throw answer;
        return answer;
      },
      domainInfo: async () => {
        throw new Error('not in these tests');
      },
      createContact: async () => 'created',
      updateDomain: async () => undefined,
    },
    settings: { get: async () => ({ days_until_transfer_auto_processing: 5 }) },
    clock: { now: () => now },
    productNameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    deliver: async (events) => void delivered.push(...events),
    logger: { warn: () => undefined, error: (message) => void errors.push(message) },
  };
  return { ports, saved, calls, requests, delivered, errors };
}

const request = { domain: 'flyt.fo', auth_code: 'code-1' };
const unavailable = () => new DomainError('registry_unavailable');
const refused = (code: ConstructorParameters<typeof RegistryError>[0], resultCode: number) => new RegistryError(code, resultCode, 'refused');

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('requesting a transfer', () => {
  it("saves it as requested with the registry's action date and publishes transfer.requested", async () => {
    const { ports, saved, delivered, requests } = fakePorts({ request: [pending()] });
    const transfer = await requestTransfer({ requester, request }, ports);
    // The period the page shows before the request is the one asked for (a year).
    expect(requests).toEqual([{ authInfo: 'code-1', years: 1 }]);
    expect(transfer).toMatchObject({ name: 'flyt.fo', status: 'requested', ownerId: 'user-1', requestedAt: now.toISOString(), autoApprovalAt: '2026-05-09T10:00:00.000Z' });
    expect([...saved.values()]).toEqual([transfer]);
    expect(delivered.map((event) => event.metadata.name)).toEqual(['transfer.requested']);
  });

  it.each([
    ['invalid_auth_info', 2202, { auth_code: 'validation.transfer_code_wrong' }],
    ['domain_not_found', 2303, { domain: 'validation.transfer_domain_not_registered' }],
    ['domain_transfer_pending', 2300, { domain: 'validation.transfer_already_pending' }],
    ['domain_status_prohibits', 2304, { domain: 'validation.transfer_domain_locked' }],
    ['domain_not_eligible_for_transfer', 2106, { domain: 'validation.transfer_not_eligible' }],
    ['registry_policy', 2306, { domain: 'validation.transfer_not_eligible' }],
  ] as const)('answers a registry %s as a 422 on its field and saves nothing', async (code, resultCode, fields) => {
    const { ports, saved, delivered } = fakePorts({ request: [refused(code, resultCode)] });
    const error = await failure(requestTransfer({ requester, request }, ports));
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual(fields);
    expect(saved.size).toBe(0);
    expect(delivered).toEqual([]);
  });

  it('takes a transfer the registry made although its answer was lost (found by a query since the request)', async () => {
    const { ports, saved, calls } = fakePorts({ request: [unavailable()], query: [pending({ requestedAt: '2026-05-04T10:00:01Z' })] });
    const transfer = await requestTransfer({ requester, request }, ports);
    expect(calls).toEqual(['request', 'query']);
    expect(transfer.status).toBe('requested');
    expect(saved.size).toBe(1);
  });

  it('answers registry_unavailable and saves nothing when the lost request did not happen (or is older, someone else’s)', async () => {
    const older = fakePorts({ request: [unavailable()], query: [pending({ requestedAt: '2026-05-01T08:00:00Z' })] });
    expect((await failure(requestTransfer({ requester, request }, older.ports))).code).toBe('registry_unavailable');
    expect(older.saved.size).toBe(0);
    const none = fakePorts({ request: [unavailable()], query: [refused('domain_not_pending_transfer', 2301)] });
    expect((await failure(requestTransfer({ requester, request }, none.ports))).code).toBe('registry_unavailable');
    expect(none.saved.size).toBe(0);
  });

  it('withdraws the request at the registry when the transfer cannot be saved (nothing half-done)', async () => {
    const { ports, calls } = fakePorts({ request: [pending()], cancel: [pending({ status: 'clientCancelled' })] }, { failSave: true });
    await expect(requestTransfer({ requester, request }, ports)).rejects.toThrow('table unavailable');
    expect(calls).toEqual(['request', 'cancel']);
  });

  it('answers the waiting transfer again to a repeated request, without asking the registry to transfer twice', async () => {
    const { ports, calls } = fakePorts({ request: [pending()], query: [pending()] });
    const first = await requestTransfer({ requester, request }, ports);
    const again = await requestTransfer({ requester, request: { ...request, auth_code: 'another' } }, ports);
    expect(again).toEqual(first);
    expect(calls).toEqual(['request', 'query']);
  });

  it("refuses another user's request for a name whose transfer is waiting", async () => {
    const { ports } = fakePorts({ request: [pending()], query: [pending()] });
    await requestTransfer({ requester, request }, ports);
    const error = await failure(requestTransfer({ requester: { ...requester, userId: 'user-2' }, request }, ports));
    expect(error.fields).toEqual({ domain: 'validation.transfer_already_pending' });
  });

  it("a team owner's transfer for the team is the team's; a plain member or a stranger cannot ask for one", async () => {
    const { ports, calls } = fakePorts({ request: [pending()], query: [pending()] });
    const transfer = await requestTransfer({ requester, request: { ...request, team_id: 'team-1' } }, ports);
    expect(transfer).toMatchObject({ ownerType: 'team', ownerId: 'team-1', requestedBy: 'user-1' });
    // Asked again for the team: the same transfer, the registry not asked twice.
    expect(await requestTransfer({ requester, request: { ...request, team_id: 'team-1' } }, ports)).toEqual(transfer);
    expect(calls).toEqual(['request', 'query']);
    expect((await failure(requestTransfer({ requester: { ...requester, userId: 'user-2' }, request: { ...request, domain: 'annad.fo', team_id: 'team-1' } }, ports))).code).toBe(
      'only_owners',
    );
    expect((await failure(requestTransfer({ requester: { ...requester, userId: 'user-3' }, request: { ...request, domain: 'annad.fo', team_id: 'team-1' } }, ports))).code).toBe(
      'not_found',
    );
  });

  it('asks for the address first: the owner becomes the registrant', async () => {
    const { ports, calls } = fakePorts({});
    const error = await failure(requestTransfer({ requester: { ...requester, street: undefined, zip: ' ' }, request }, ports));
    expect(error.fields).toEqual({ street: 'validation.profile_incomplete_transfer', zip: 'validation.profile_incomplete_transfer' });
    expect(calls).toEqual([]);
  });
});

describe('bringing a transfer up to date', () => {
  it('ends ours as cancelled by the registry when the registry shows a later transfer of the name', async () => {
    const { ports, delivered } = fakePorts({ request: [pending()], query: [pending({ requestedAt: '2026-05-06T09:00:00Z', requestingRegistrar: 'third' })] });
    const transfer = await requestTransfer({ requester, request }, ports);
    const synced = await syncTransfer(transfer, ports);
    expect(synced).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled_by_registry', cancelledAt: now.toISOString() });
    expect(delivered.at(-1)).toMatchObject({ metadata: { name: 'transfer.cancelled' }, data: { reason: 'cancelled_by_registry', actor: 'system' } });
  });

  it("records the holder's rejection as cancelled, rejected by the holder", async () => {
    const { ports } = fakePorts({ request: [pending()], query: [pending({ status: 'clientRejected' })] });
    const synced = await syncTransfer(await requestTransfer({ requester, request }, ports), ports);
    expect(synced).toMatchObject({ status: 'cancelled', cancelReason: 'rejected_by_holder' });
  });

  it('leaves a waiting transfer as it is, and passes a registry outage on', async () => {
    const { ports, saved } = fakePorts({ request: [pending()], query: [pending(), unavailable()] });
    const transfer = await requestTransfer({ requester, request }, ports);
    expect(await syncTransfer(transfer, ports)).toEqual(transfer);
    expect((await failure(syncTransfer(transfer, ports))).code).toBe('registry_unavailable');
    expect(saved.get(transfer.transferId)).toEqual(transfer);
  });
});
