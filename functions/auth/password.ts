import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1), a 16-byte salt and a 32-byte key,
 * encoded with its parameters as `scrypt$N$r$p$salt$hash` (base64url), so parameters can change
 * later: a hash made with other parameters still verifies, and `needsRehash` tells sign-in to
 * store a fresh one.
 */
export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export const currentParameters: ScryptParameters = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 };

/**
 * The test runtimes' parameters (`PASSWORD_HASHING=test`, refused in production: functions/config.ts):
 * the same scrypt and encoding at 1/128 of the cost, so the API and browser tests' hundreds of
 * sign-ups and sign-ins do not spend their CPU on hashing (docs/decisions/password-hashing-cost-in-tests.md).
 */
export const testParameters: ScryptParameters = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };

const saltBytes = 16;

/** scrypt needs 128·N·r bytes (128 MiB now); leave room above it. */
const maxmemFor = (parameters: ScryptParameters) => 256 * parameters.N * parameters.r;

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  return new Promise((done, fail) => {
    scrypt(password.normalize('NFC'), salt, parameters.keyLength, { N: parameters.N, r: parameters.r, p: parameters.p, maxmem: maxmemFor(parameters) }, (error, key) =>
      error ? fail(error) : done(key),
    );
  });
}

export async function hashPassword(password: string, parameters: ScryptParameters = currentParameters): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, parameters);
  return ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function decode(encoded: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  // Refuse absurd parameters rather than let a stored value exhaust memory.
  if (N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { parameters: { N, r, p, keyLength: key.length }, salt, key };
}

/** Constant-time comparison against the stored hash, with the parameters it was made with. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const decoded = decode(encoded);
  if (!decoded) return false;
  const key = await derive(password, decoded.salt, decoded.parameters);
  return key.length === decoded.key.length && timingSafeEqual(key, decoded.key);
}

/** Whether a hash was made with other parameters than today's (rehash on the next sign-in). */
export function needsRehash(encoded: string, parameters: ScryptParameters = currentParameters): boolean {
  const decoded = decode(encoded);
  if (!decoded) return true;
  const made = decoded.parameters;
  return made.N !== parameters.N || made.r !== parameters.r || made.p !== parameters.p || made.keyLength !== parameters.keyLength || decoded.salt.length !== saltBytes;
}

const dummies = new Map<ScryptParameters, Promise<string>>();

/**
 * A hash of a random password nobody knows, made once per process and parameters: an unknown
 * e-mail's sign-in is checked against it, so it costs the same time as a known one's.
 */
export function dummyPasswordHash(parameters: ScryptParameters = currentParameters): Promise<string> {
  let dummy = dummies.get(parameters);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64url'), parameters);
    dummies.set(parameters, dummy);
  }
  return dummy;
}

/** The account use cases' password hashing, at the parameters the configuration chose (AccountPorts.passwords). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made with other parameters than these (rehash at the next sign-in). */
  needsRehash(stored: string): boolean;
  /** The dummy hash an unknown e-mail's password is checked against, at the same cost as a known one's. */
  dummyHash(): Promise<string>;
}

export function passwordHashing(parameters: ScryptParameters): PasswordHashing {
  return {
    hash: (password) => hashPassword(password, parameters),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, parameters),
    dummyHash: () => dummyPasswordHash(parameters),
  };
}
