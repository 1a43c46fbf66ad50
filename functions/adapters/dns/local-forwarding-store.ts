import type { Clock } from '../../ports/clock.ts';
import type { ForwardingRedirect, ForwardingStore } from '../../ports/forwarding-store.ts';
import { deleteItem } from '../dynamodb/commands/delete.ts';
import { getItem } from '../dynamodb/commands/get.ts';
import { putItem } from '../dynamodb/commands/put.ts';
import { forwardingHostEntity } from '../dynamodb/dns-entities.ts';
import type { PortalTable } from '../dynamodb/table.ts';

/** The local stand-in for the CloudFront KeyValueStore: one item per host name (`FORWARDHOST#<host>`). */
export function localForwardingStore(table: PortalTable, clock: Clock): ForwardingStore {
  const rules = { get: getItem(forwardingHostEntity(table)), put: putItem(forwardingHostEntity(table)), delete: deleteItem(forwardingHostEntity(table)) };
  return {
    async set(hosts, redirect) {
      const updatedAt = clock.now().toISOString();
      await Promise.all(hosts.map((host) => (redirect ? rules.put({ host, ...redirect, updatedAt }) : rules.delete({ host }))));
    },
    async find(host) {
      const { Item } = await rules.get({ host: host.toLowerCase() });
      return Item ? ({ url: Item.url, statusCode: Item.statusCode, keepPath: Item.keepPath } as ForwardingRedirect) : null;
    },
  };
}
