import { describe, expect, it } from 'vitest';
import type { DnsHost } from '../ports/dns-host.ts';
import type { ForwardingRedirect } from '../ports/forwarding-store.ts';
import { type SyncZonePorts, syncZone, writesForwarding } from './sync-zone.ts';

const redirect = { url: 'https://døme.com/', statusCode: 301 as const, keepPath: true, updatedAt: '2026-12-07T09:00:00.000Z' };

/** A hosted domain with this forwarding; what the DNS host and the forwarding service were asked. */
function hosted(forwarding: typeof redirect | null) {
  const asked: string[] = [];
  const written: { hosts: readonly string[]; redirect: ForwardingRedirect | null }[] = [];
  const dnsHost = {
    createZone: async (zone: string) => void asked.push(`create ${zone}`),
    replaceRecords: async (zone: string, records: readonly unknown[], options?: { forwarding?: boolean }) =>
      void asked.push(`replace ${zone} ${records.length} forwarding=${options?.forwarding}`),
  } as unknown as DnsHost;
  const ports = {
    domains: { get: async () => ({ id: 'd1', name: 'døme.fo', nameServerMode: 'product', deletedAt: null }) },
    dns: { read: async () => ({ records: [], forwarding, version: 3 }) },
    dnsHost,
    forwarding: { set: async (hosts: readonly string[], to: ForwardingRedirect | null) => void written.push({ hosts, redirect: to }), find: async () => null },
  } as unknown as SyncZonePorts;
  return { ports, asked, written };
}

describe('syncZone: the zone always, the forwarding service when the event may have moved it', () => {
  it('a registration without forwarding: the zone made, the forwarding service not asked', async () => {
    const { ports, asked, written } = hosted(null);
    await expect(syncZone('d1', 'domain.registered', ports)).resolves.toBe('synced');
    expect(asked).toEqual(['create døme.fo', 'replace døme.fo 0 forwarding=false']);
    expect(written).toEqual([]);
  });

  it('forwarding removed: its hosts removed from the forwarding service', async () => {
    const { ports, written } = hosted(null);
    await syncZone('d1', 'dns.forwarding-changed', ports);
    expect(written).toEqual([{ hosts: ['døme.fo', 'www.døme.fo'], redirect: null }]);
  });

  it('back on the product name servers: the forwarding service written, with or without forwarding', async () => {
    for (const forwarding of [null, redirect]) {
      const { ports, written } = hosted(forwarding);
      await syncZone('d1', 'domain.name-servers-changed', ports);
      expect(written).toHaveLength(1);
    }
  });

  it('a records change of a forwarded domain writes the forwarding again (a lost write heals)', async () => {
    const { ports, asked, written } = hosted(redirect);
    await syncZone('d1', 'dns.records-changed', ports);
    expect(asked.at(-1)).toBe('replace døme.fo 0 forwarding=true');
    expect(written).toEqual([{ hosts: ['døme.fo', 'www.døme.fo'], redirect: { url: 'https://døme.com/', statusCode: 301, keepPath: true } }]);
  });

  it('writesForwarding: only a forwarding or an event that moves it', () => {
    expect(writesForwarding('dns.records-changed', null)).toBe(false);
    expect(writesForwarding('domain.registered', null)).toBe(false);
    expect(writesForwarding('dns.records-changed', redirect)).toBe(true);
    expect(writesForwarding('dns.forwarding-changed', null)).toBe(true);
    expect(writesForwarding('domain.name-servers-changed', null)).toBe(true);
  });
});
