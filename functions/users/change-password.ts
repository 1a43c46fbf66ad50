import { refuseCommonPassword } from '../auth/common-passwords.ts';
import type { AccountPorts } from '../auth/ports.ts';
import { passwordCheckAllowance, type RateLimitStore, spendAllowances } from '../auth/rate-limits.ts';
import { isLive } from '../auth/sessions.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';

/**
 * Changes the password of the signed-in user, who must give the current one (422 on
 * `current_password` otherwise; 10 tries per 15 minutes). The user's other sessions end and
 * `user.password-changed` (via `change`) is reported in the same transaction; the session
 * that asked stays signed in.
 */
export async function changePassword(
  input: { userId: string; currentTokenId: string; currentPassword: string; password: string },
  ports: Pick<AccountPorts, 'credentials' | 'passwords' | 'tokens' | 'clock' | 'deliver'> & { rateLimits: RateLimitStore },
): Promise<void> {
  await spendAllowances([passwordCheckAllowance(input.userId)], ports);
  const previousHash = await ports.credentials.passwordHashOf(input.userId);
  const right = await ports.passwords.verify(input.currentPassword, previousHash ?? (await ports.passwords.dummyHash()));
  if (!previousHash || !right) throw new DomainError('validation_failed', { current_password: 'validation.current_password_wrong' });
  await refuseCommonPassword(input.password);

  const now = ports.clock.now();
  const [passwordHash, tokens] = await Promise.all([ports.passwords.hash(input.password), ports.tokens.listOfUser(input.userId)]);
  const event = newEvent('user.password-changed', { userId: input.userId, via: 'change' }, ports.clock);
  await ports.credentials.changePassword({
    userId: input.userId,
    previousHash,
    passwordHash,
    at: now,
    revokeTokenHashes: tokens.filter((token) => token.tokenId !== input.currentTokenId && isLive(token, now)).map((token) => token.tokenHash),
    event,
  });
  await ports.deliver([event]);
}
