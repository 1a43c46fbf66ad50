import { DomainError } from '../errors.ts';

/**
 * The common-password list (issue 29): the 49,233 passwords of `@zxcvbn-ts/language-common`
 * (dictionary `passwords-common`, all lower case), offline, no network call. Loaded on the
 * first password being set, not at cold start (docs/decisions/common-passwords.md).
 */
let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as readonly string[]));
  return list;
}

/** Whether a password is on the list, whatever its case ("Password1234" is as guessable as "password1234"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFC').toLowerCase());
}

/** Refuses a common password with a 422 on the `password` field. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new DomainError('validation_failed', { password: 'validation.password_common' });
}
