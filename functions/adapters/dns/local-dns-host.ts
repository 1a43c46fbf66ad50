import type { Clock } from '../../ports/clock.ts';
import type { DnsHost, DnsRecord, DnssecKeys } from '../../ports/dns-host.ts';
import { deleteItem } from '../dynamodb/commands/delete.ts';
import { getItem } from '../dynamodb/commands/get.ts';
import { putItem } from '../dynamodb/commands/put.ts';
import { isConditionFailure } from '../dynamodb/conditions.ts';
import { hostedZoneEntity } from '../dynamodb/dns-entities.ts';
import type { PortalTable } from '../dynamodb/table.ts';
import { newKeySigningKey } from './dnssec-keys.ts';

/** A zone as the local DNS server serves it. */
export interface HostedZone {
  zone: string;
  serial: number;
  nameServers: string[];
  nsTtl: number;
  records: DnsRecord[];
  dnssec: (DnssecKeys & { privateKey: unknown }) | null;
}

const zonesOf = (table: PortalTable) => ({ get: getItem(hostedZoneEntity(table)), put: putItem(hostedZoneEntity(table)), delete: deleteItem(hostedZoneEntity(table)) });

/** The served zones, for the local DNS server (infra/local/dns-server). */
export function createLocalHostedZones(table: PortalTable) {
  const zones = zonesOf(table);
  return {
    async get(zone: string): Promise<HostedZone | null> {
      const { Item } = await zones.get({ zone });
      if (!Item) return null;
      return {
        zone: Item.zone,
        serial: Item.serial,
        nameServers: Item.nameServers as string[],
        nsTtl: Item.nsTtl,
        records: Item.records as DnsRecord[],
        dnssec: (Item.dnssec as HostedZone['dnssec']) ?? null,
      };
    },
  };
}

/**
 * The local stand-in for Route 53: zones kept in the table (`HOSTEDZONE#<zone>`), served by the
 * authoritative DNS server on localhost with SOA and NS at the apex. Forwarding points the domain
 * and www at the local redirect server's address.
 */
export function localDnsHost(options: { table: PortalTable; nameServers: readonly string[]; nsTtl: () => Promise<number>; forwardingAddress: string; clock: Clock }): DnsHost {
  const zones = zonesOf(options.table);
  const hostedZones = createLocalHostedZones(options.table);
  const now = () => options.clock.now().toISOString();

  /** Writes the zone whole; with `belowSerial`, only if the stored serial is lower. */
  async function save(zone: HostedZone, belowSerial?: number): Promise<void> {
    const { dnssec, ...rest } = zone;
    await zones.put({ ...rest, ...(dnssec ? { dnssec } : {}), updatedAt: now() }, belowSerial === undefined ? {} : { condition: { attr: 'serial', lt: belowSerial } });
  }

  async function existing(zone: string): Promise<HostedZone> {
    const found = await hostedZones.get(zone);
    if (!found) throw new Error(`No hosted zone ${zone}`);
    return found;
  }

  return {
    async createZone(zone) {
      try {
        await zones.put(
          { zone, serial: 0, nameServers: [...options.nameServers], nsTtl: await options.nsTtl(), records: [], updatedAt: now() },
          { condition: { attr: 'zone', exists: false } },
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error; // there already: nothing to do
      }
    },

    async replaceRecords(zone, records, { forwarding = false, revision } = {}) {
      const current = await existing(zone);
      const forwarded: DnsRecord[] = forwarding ? ['@', 'www'].map((name) => ({ type: 'A' as const, name, ttl: 300, value: options.forwardingAddress })) : [];
      const serial = revision ?? current.serial + 1;
      try {
        // The whole zone is written at once (a put), as a zone transfer would.
        await save(
          { ...current, serial, records: [...records, ...forwarded], nsTtl: await options.nsTtl(), nameServers: [...options.nameServers] },
          // A late, older revision must not overwrite a newer one (consumers may run side by side).
          revision === undefined ? undefined : revision,
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async deleteZone(zone) {
      await zones.delete({ zone });
    },

    async enableDnssec(zone) {
      const current = await existing(zone);
      if (current.dnssec) return { dnskey: current.dnssec.dnskey, ds: current.dnssec.ds };
      const key = newKeySigningKey(zone);
      await save({ ...current, dnssec: key });
      return { dnskey: key.dnskey, ds: key.ds };
    },

    async disableDnssec(zone) {
      await save({ ...(await existing(zone)), dnssec: null });
    },
  };
}
