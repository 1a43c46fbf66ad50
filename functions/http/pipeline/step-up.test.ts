import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import type { DomainError } from '../../errors.ts';
import type { Identity } from './identity.ts';
import { enforceStepUp } from './step-up.ts';

const now = new Date('2026-12-06T12:10:00.000Z');
/** The e-ID provider's clock (the system's): the local runtime's portal clock may be moved ahead of it. */
const eidNow = new Date('2026-12-06T12:00:00.000Z');
const caller = (authenticatedAt?: string): Identity => ({
  kind: 'user',
  userId: 'u',
  tokenId: 't',
  isAdmin: false,
  isVerified: true,
  ...(authenticatedAt ? { authenticatedAt } : {}),
  user: {} as never,
});
const fresh = caller('2026-12-06T12:06:00.000Z');
const stale = caller('2026-12-06T12:04:59.999Z');
const outcome = (route: Pick<RouteDeclaration, 'stepUp'>, body: unknown, identity: Identity) => {
  try {
    enforceStepUp(route, body, identity, { portal: { now: () => now }, eid: { now: () => eidNow } });
    return 'allowed';
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('the step-up check of risky routes', () => {
  it('leaves routes not declared risky alone, fresh or not', () => {
    expect(outcome({}, {}, stale)).toBe('allowed');
    expect(outcome({}, {}, caller())).toBe('allowed');
  });

  it('asks a caller whose sign-in is over 5 minutes old, or unknown, to step up', () => {
    expect(outcome({ stepUp: true }, undefined, fresh)).toBe('allowed');
    expect(outcome({ stepUp: true }, undefined, stale)).toBe('step_up_required');
    expect(outcome({ stepUp: true }, undefined, caller())).toBe('step_up_required');
  });

  it('checks only the declared direction of a route that both locks and unlocks', () => {
    const unlock = { stepUp: { when: { locked: false } } } as const;
    expect(outcome(unlock, { locked: true }, stale)).toBe('allowed');
    expect(outcome(unlock, { locked: false }, stale)).toBe('step_up_required');
    expect(outcome(unlock, { locked: false }, fresh)).toBe('allowed');
  });

  it("reads an e-ID session's auth_time on the provider's clock, a portal session's time on the portal's", () => {
    const eid = { subject: '0101901234', name: null, email: null };
    expect(outcome({ stepUp: true }, undefined, { ...(caller('2026-12-06T11:56:00.000Z') as object), eid } as Identity)).toBe('allowed');
    expect(outcome({ stepUp: true }, undefined, { ...(caller('2026-12-06T11:54:59.000Z') as object), eid } as Identity)).toBe('step_up_required');
    expect(outcome({ stepUp: true }, undefined, caller('2026-12-06T11:56:00.000Z'))).toBe('step_up_required');
  });

  it('never lets an anonymous caller through a risky route', () => {
    expect(outcome({ stepUp: true }, undefined, { kind: 'anonymous' })).toBe('unauthenticated');
  });
});
