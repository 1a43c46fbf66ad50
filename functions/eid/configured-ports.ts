import { eidLinkRepository } from '../adapters/dynamodb/eid-link-repository.ts';
import { accountPorts } from '../auth/account-ports.ts';
import type { EidSignInPorts } from './eid-sign-in.ts';

/**
 * The adapters the e-ID first-sign-in use cases run on: the accounts' ports (codes, mailer,
 * users, event delivery; functions/auth/account-ports.ts) plus the e-ID links.
 */
export function eidSignInPorts(logger: { warn(message: string, extra: { error: string; ids: string[] }): void }): EidSignInPorts {
  const { users, codes, mailer, origin, deliver } = accountPorts(logger);
  return { users, eidLinks: eidLinkRepository, codes, mailer, origin, deliver };
}
