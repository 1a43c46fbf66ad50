import { describe, expect, it } from 'vitest';
import { currentParameters, dummyPasswordHash, hashPassword, needsRehash, passwordHashing, testParameters, verifyPassword } from './password.ts';

const cheap = testParameters;

// scrypt at N=2^17 is slow on purpose (~0.3 s a hash, several per test); a loaded 2-core CI machine needs room.
describe('password hashing', { timeout: 20_000 }, () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 32-byte key, parameters in the hash', async () => {
    const hash = await hashPassword('correct horse 1');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('correct horse 2', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password 1', cheap)).not.toBe(await hashPassword('same password 1', cheap));
  });

  it('verifies a hash made with other parameters and asks for a rehash', async () => {
    const old = await hashPassword('old parameters 1', cheap);
    expect(await verifyPassword('old parameters 1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, cheap)).toBe(false);
    expect(currentParameters.N).toBe(2 ** 17);
  });

  it('treats Unicode forms of the same password alike', async () => {
    const composed = 'Tórshavn 2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, cheap))).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['bcrypt$x', 'another scheme'],
    ['scrypt$1048577000$8$1$c2FsdA$a2V5', 'absurd parameters'],
    ['scrypt$1024$8$1$$', 'no salt'],
  ])('refuses a malformed stored hash (%s: %s) without throwing', async (stored) => {
    expect(await verifyPassword('anything 1', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('keeps one dummy hash per process for unknown e-mails', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(needsRehash(dummy)).toBe(false);
  });

  it('hashes for the use cases at the parameters it is given, and asks for a rehash of others', async () => {
    const atTestCost = passwordHashing(testParameters);
    const hash = await atTestCost.hash('test cost 1');
    expect(hash.startsWith(`scrypt$${2 ** 10}$8$1$`)).toBe(true);
    expect(await atTestCost.verify('test cost 1', hash)).toBe(true);
    expect(await atTestCost.verify('test cost 2', hash)).toBe(false);
    expect(atTestCost.needsRehash(hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(atTestCost.needsRehash(await dummyPasswordHash())).toBe(true);
    const dummy = await atTestCost.dummyHash();
    expect(await atTestCost.dummyHash()).toBe(dummy);
    expect(dummy.startsWith(`scrypt$${2 ** 10}$`)).toBe(true);
  });
});
