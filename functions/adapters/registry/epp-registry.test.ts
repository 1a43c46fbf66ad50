import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import type { Registry } from '../../ports/registry.ts';
import { type CommandOptions, type EppClient, EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { buildResponse, type EppResponse, parseFrame, parseResponse } from './epp-codec.ts';
import { domainCreateData, domainInfoData, domainRenewData, domainTransferData } from './epp-domain-codec.ts';
import { parseConfig } from '../../config.ts';
import { createEppRegistry, eppDomainInfo, eppRegistry, eppRegistryOf, eppUpdateDomain, mapRegistryFailure, RegistryError } from './epp-registry.ts';
import { eppSession } from './epp-session.ts';

const result = (code: number) =>
  new EppResultError(code, 'message', {
    code,
    message: 'message',
    results: [{ code, message: 'message' }],
    resData: undefined,
    clTRID: 'A-1',
    svTRID: 'S-1',
  } satisfies EppResponse);

describe('EPP result codes → errors', () => {
  it.each([
    ['connection', new EppConnectionError('refused')],
    ['timeout', new EppTimeoutError('slow')],
    ['2200 login refused', result(2200)],
    ['2400 command failed', result(2400)],
    ['2500 closing', result(2500)],
    ['2501 auth, closing', result(2501)],
    ['2502 session limit', result(2502)],
  ])('%s → registry_unavailable (503)', (_, error) => {
    const mapped = mapRegistryFailure(error);
    expect(mapped).toBeInstanceOf(DomainError);
    expect((mapped as DomainError).code).toBe('registry_unavailable');
    expect((mapped as DomainError).status).toBe(503);
    expect(mapped.cause).toBe(error);
  });

  it.each([
    [2302, 'domain_unavailable'],
    [2303, 'domain_not_found'],
    [2201, 'registry_authorization'],
    [2202, 'invalid_auth_info'],
    [2304, 'domain_status_prohibits'],
    [2306, 'registry_policy'],
    [2104, 'registry_billing'],
    [2005, 'registry_rejected'],
  ])('%i → RegistryError %s', (code, expected) => {
    const mapped = mapRegistryFailure(result(code));
    expect(mapped).toBeInstanceOf(RegistryError);
    expect(mapped).toMatchObject({ code: expected, resultCode: code });
  });

  it('lets a command say what 2303 is about (a contact, a poll message)', () => {
    expect(mapRegistryFailure(result(2303), { 2303: 'contact_not_found' })).toMatchObject({ code: 'contact_not_found', resultCode: 2303 });
    expect(mapRegistryFailure(result(2302), { 2303: 'contact_not_found' })).toMatchObject({ code: 'domain_unavailable' });
  });

  it('passes other errors through', () => {
    const bug = new TypeError('bug');
    expect(mapRegistryFailure(bug)).toBe(bug);
  });
});

/** Every port method with arguments, so each can be called generically. */
const everyMethod: { [K in keyof Registry]: Parameters<Registry[K]> } = {
  checkDomains: [['x.fo']],
  createContact: [{ id: 'OK-1', name: 'N', street: 'S', city: 'C', zip: '100', countryCode: 'FO', email: 'n@example.fo' }],
  updateContact: [{ id: 'OK-1', name: 'N', street: 'S', city: 'C', zip: '100', countryCode: 'FO', email: 'n@example.fo' }],
  createDomain: [{ name: 'x.fo', years: 1, registrantId: 'OK-1', contacts: {}, nameServers: [], authInfo: 'code-1' }],
  domainInfo: ['x.fo'],
  renewDomain: ['x.fo', '2027-01-01', 1],
  updateDomain: ['x.fo', { addStatuses: ['clientTransferProhibited'] }],
  transferDomain: ['request', 'x.fo', { authInfo: 'code-1' }],
  deleteDomain: ['x.fo'],
  pollMessage: [],
  acknowledgeMessage: ['1'],
};
const call = (registry: Registry, method: keyof Registry) => (registry[method] as (...args: unknown[]) => Promise<unknown>)(...everyMethod[method]);

describe('createEppRegistry: which commands the client may send again', () => {
  const transfer = {
    name: 'x.fo',
    status: 'pending' as const,
    requestingRegistrar: 'okisnavn',
    requestedAt: '2026-01-01T00:00:00.000Z',
    actingRegistrar: 'other',
    actionAt: '2026-01-06T00:00:00.000Z',
    expiresAt: null,
  };
  /** What a registry answers to each command, enough for the adapter to read. */
  const answers: Record<string, () => string> = {
    check: () =>
      buildResponse({
        code: 1000,
        svTRID: 'S-1',
        resData: { 'domain:chkData': { '@_xmlns:domain': 'urn:ietf:params:xml:ns:domain-1.0', 'domain:cd': [{ 'domain:name': { '@_avail': '1', '#text': 'x.fo' } }] } },
      }),
    create: () => buildResponse({ code: 1000, svTRID: 'S-1', resData: domainCreateData({ name: 'x.fo', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }) }),
    info: () =>
      buildResponse({
        code: 1000,
        svTRID: 'S-1',
        resData: domainInfoData({
          name: 'X.fo',
          roid: 'D1-FO',
          statuses: ['ok'],
          registrantId: null,
          contacts: [],
          nameServers: [],
          registrar: 'okisnavn',
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: null,
          expiresAt: '2027-01-01T00:00:00Z',
          authInfo: null,
          dsRecords: [],
        }),
      }),
    renew: () => buildResponse({ code: 1000, svTRID: 'S-1', resData: domainRenewData({ name: 'x.fo', expiresAt: '2028-01-01T00:00:00Z' }) }),
    transfer: () => buildResponse({ code: 1001, svTRID: 'S-1', resData: domainTransferData(transfer) }),
    poll: () => buildResponse({ code: 1300, svTRID: 'S-1' }),
  };

  function recordingClient() {
    const sent: { command: string; op: string | undefined; options: CommandOptions }[] = [];
    const client = {
      async command(build: (clTRID: string) => string, options: CommandOptions = {}) {
        const frame = parseFrame(build('OKIS-1'));
        if (frame.kind !== 'command') throw new Error('not a command');
        sent.push({ command: frame.command.name, op: frame.command.body['@_op'] as string | undefined, options });
        return parseResponse((answers[frame.command.name] ?? (() => buildResponse({ code: 1000, svTRID: 'S-1' })))());
      },
    };
    return { client: client as unknown as EppClient, sent };
  }

  it.each([
    ['checkDomains', 'check', true],
    ['domainInfo', 'info', true],
    ['pollMessage', 'poll', true],
    ['createContact', 'create', false],
    ['updateContact', 'update', false],
    ['createDomain', 'create', false],
    ['renewDomain', 'renew', false],
    ['updateDomain', 'update', false],
    ['transferDomain', 'transfer', false],
    ['deleteDomain', 'delete', false],
    ['acknowledgeMessage', 'poll', false],
  ] as const)('%s sends <%s> with idempotent: %s', async (method, command, idempotent) => {
    const { client, sent } = recordingClient();
    await call(createEppRegistry(client), method);
    expect(sent).toEqual([expect.objectContaining({ command, options: { idempotent } })]);
  });

  it('a transfer query may be sent again; approve, reject and cancel may not', async () => {
    const { client, sent } = recordingClient();
    const registry = createEppRegistry(client);
    for (const operation of ['query', 'approve', 'reject', 'cancel'] as const) await registry.transferDomain(operation, 'x.fo');
    expect(sent.map((entry) => [entry.op, entry.options.idempotent])).toEqual([
      ['query', true],
      ['approve', false],
      ['reject', false],
      ['cancel', false],
    ]);
  });

  it('answers names in lower case and dates in ISO-8601 UTC', async () => {
    const registry = createEppRegistry(recordingClient().client);
    expect(await registry.domainInfo('X.fo')).toMatchObject({ name: 'x.fo', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(await registry.renewDomain('x.fo', '2027-01-01T00:00:00.000Z', 1)).toEqual({ expiresAt: '2028-01-01T00:00:00.000Z' });
    await expect(registry.renewDomain('x.fo', 'next year', 1)).rejects.toThrow('Not an expiry date');
    await expect(registry.createDomain({ ...everyMethod.createDomain[0], years: 0 })).rejects.toThrow('Not a registration period');
  });
});

describe('eppRegistry(config) without a configured registry', () => {
  const withoutRegistry = parseConfig({ TABLE_NAME: 'okisnavn' });

  it('answers registry_unavailable from every method instead of failing the handler', async () => {
    for (const method of Object.keys(everyMethod) as (keyof Registry)[]) {
      const error = await call(eppRegistry(withoutRegistry), method).catch((caught: unknown) => caught);
      expect((error as DomainError).code, method).toBe('registry_unavailable');
    }
  });

  it('answers registry_unavailable instead of failing the handler', async () => {
    expect(withoutRegistry.EPP_HOST).toBeUndefined();
    const error = await eppRegistry(withoutRegistry)
      .checkDomains(['x.fo'])
      .catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
  });

  it('composes only the commands a context calls, each answering as the whole Registry does', async () => {
    const settingsRegistry = eppRegistryOf(withoutRegistry, { domainInfo: eppDomainInfo, updateDomain: eppUpdateDomain });
    expect(Object.keys(settingsRegistry).sort()).toEqual(['domainInfo', 'updateDomain']);
    const error = await settingsRegistry.domainInfo('x.fo').catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('registry_unavailable');
  });

  it('keeps one EPP session per configuration: the contexts one Lambda composes share it', () => {
    expect(eppSession(withoutRegistry)).toBe(eppSession(withoutRegistry));
    expect(eppSession(withoutRegistry)).not.toBe(eppSession(parseConfig({ TABLE_NAME: 'okisnavn' })));
  });
});
