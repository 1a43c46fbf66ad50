import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../errors.ts';
import type { OriginSecretValue } from '../../ports/origin-secret.ts';

/** A warm function rereads the secret at most this often… */
const cacheMs = 5 * 60 * 1000;
/** …or sooner when a request brings a value it does not know (a rotation just made), but not more often than this. */
const rereadOnMismatchMs = 30 * 1000;

/** Refuses (403) a request that did not come through the portal's edge. */
export type OriginCheck = (presented: string | undefined) => Promise<void>;

/** The check over a way to read the secret; exported for its unit tests. */
export function originCheck(read: () => Promise<OriginSecretValue>, now: () => number = Date.now): OriginCheck {
  let cached: { value: Promise<OriginSecretValue>; readAt: number } | undefined;
  const secret = (fresh: boolean) => {
    if (!cached || fresh || now() - cached.readAt > cacheMs) {
      const entry = { value: read(), readAt: now() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
  return async (presented) => {
    if (!presented) throw new DomainError('forbidden');
    if (accepts(await secret(false), presented)) return;
    if (cached && now() - cached.readAt >= rereadOnMismatchMs && accepts(await secret(true), presented)) return;
    throw new DomainError('forbidden');
  };
}

function accepts(secret: OriginSecretValue, presented: string): boolean {
  return [secret.current, secret.previous].some((value) => value !== undefined && sameText(value, presented));
}

function sameText(expected: string, presented: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
