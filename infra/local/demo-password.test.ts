import { describe, expect, it } from 'vitest';
import { needsRehash, verifyPassword } from '#functions/auth/password.ts';
import { demoPassword, demoPasswordHash } from './demo-password.ts';

describe("the demo users' stored password hash", () => {
  // Two scrypt runs at 128 MiB: seconds on a busy machine.
  it('is the demo password hashed with the current parameters', { timeout: 30_000 }, async () => {
    expect(needsRehash(demoPasswordHash)).toBe(false);
    expect(await verifyPassword(demoPassword, demoPasswordHash)).toBe(true);
    expect(await verifyPassword(`${demoPassword}!`, demoPasswordHash)).toBe(false);
  });
});
