import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './order.ts';
import { listOrders, reachOrder } from './order-access.ts';

const mine = { orderId: 'o1', ownerType: 'user', ownerId: 'u1', buyerId: 'u1' } as OrderRecord;
const teams = { orderId: 'o2', ownerType: 'team', ownerId: 't1', buyerId: 'u2' } as OrderRecord;
const ports = {
  orders: {
    get: async (id: string) => [mine, teams].find((order) => order.orderId === id) ?? null,
    listByOwner: async (ownerId: string) => [mine, teams].filter((order) => order.ownerId === ownerId),
  },
  // u2 and u3 are in team t1 (u3 a plain member); u4 is in no team.
  teams: {
    teamRoleOf: async (teamId: string, userId: string) =>
      teamId === 't1' && userId === 'u2' ? ('owner' as const) : teamId === 't1' && userId === 'u3' ? ('member' as const) : null,
  },
};

describe('reachOrder', () => {
  it("reaches the caller's own orders and a team's orders as any member of the team", async () => {
    expect(await reachOrder('o1', 'u1', ports)).toBe(mine);
    expect(await reachOrder('o2', 'u3', ports)).toBe(teams);
  });

  it("finds nobody else's order", async () => {
    await expect(reachOrder('o1', 'u2', ports)).rejects.toMatchObject({ code: 'not_found' });
    await expect(reachOrder('o2', 'u4', ports)).rejects.toMatchObject({ code: 'not_found' });
    await expect(reachOrder('none', 'u1', ports)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lets the buyer of a team order reach it after leaving the team', async () => {
    expect(await reachOrder('o2', 'u2', { ...ports, teams: { teamRoleOf: async () => null } })).toBe(teams);
  });
});

describe('listOrders', () => {
  it("lists the caller's own, or a team's to its members only", async () => {
    expect(await listOrders('u1', undefined, ports)).toEqual([mine]);
    expect(await listOrders('u3', 't1', ports)).toEqual([teams]);
    await expect(listOrders('u4', 't1', ports)).rejects.toMatchObject({ code: 'not_found' });
  });
});
