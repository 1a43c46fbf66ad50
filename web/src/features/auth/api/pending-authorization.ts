import { readPendingUser } from '#web/lib/pending-user.ts';
import { ensureFreshToken } from '#web/lib/token-refresh.ts';

/**
 * The Authorization header for the first-time e-ID calls: the pending record's token, read after
 * the refresh that runs before every call (which may replace it).
 */
export async function pendingAuthorization(): Promise<Record<string, string>> {
  await ensureFreshToken();
  const pending = readPendingUser();
  return pending ? { Authorization: `Bearer ${pending.token}` } : {};
}
