import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { isCommonPassword, refuseCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it('finds a password on the list, as the list has it and in other case', async () => {
    expect(await isCommonPassword('password1234')).toBe(true);
    expect(await isCommonPassword('qwertyuiop123')).toBe(true);
    expect(await isCommonPassword('Password1234')).toBe(true);
  });

  it('does not find a long random password', async () => {
    expect(await isCommonPassword(`${randomBytes(18).toString('base64url')}7a`)).toBe(false);
    expect(await isCommonPassword('kvøldsól yvir Slættaratindi 7')).toBe(false);
  });

  it('refuses a listed password with a 422 on the password field', async () => {
    const refused = await refuseCommonPassword('password1234').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'validation_failed', status: 422, fields: { password: 'validation.password_common' } });
    await expect(refuseCommonPassword('correct horse battery staple 9')).resolves.toBeUndefined();
  });
});
