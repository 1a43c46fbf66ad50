import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { EidClaims, Identity } from '../../auth/identity.ts';
import type { UserRecord } from '../../users/model.ts';
import type { ApiTokenContext } from '../../api-tokens/model.ts';
import { DomainError } from '../../errors.ts';
import type { AuthRule } from '#shared/api/contract.ts';

export type { AuthorizerContext, EidClaims, Identity, SignedIn } from '../../auth/identity.ts';

function eidOf(context: Partial<Record<string, unknown>>): EidClaims | undefined {
  if (typeof context.eidSubject !== 'string' || context.eidSubject === '') return undefined;
  return {
    subject: context.eidSubject,
    name: typeof context.eidName === 'string' ? context.eidName : null,
    email: typeof context.eidEmail === 'string' ? context.eidEmail : null,
    ...(typeof context.eidSessionId === 'string' && context.eidSessionId !== '' ? { sessionId: context.eidSessionId } : {}),
  };
}

function parseApiToken(json: unknown): ApiTokenContext | undefined {
  if (typeof json !== 'string' || json === '') return undefined;
  try {
    return JSON.parse(json) as ApiTokenContext;
  } catch {
    return undefined;
  }
}

function parseUser(json: unknown, userId: string): UserRecord | null {
  if (typeof json !== 'string') return null;
  try {
    const user = JSON.parse(json) as UserRecord;
    return user.userId === userId ? user : null;
  } catch {
    return null;
  }
}

export function identityFromEvent(event: APIGatewayProxyEventV2): Identity {
  const requestContext = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Partial<Record<string, unknown>> };
  };
  const context = requestContext.authorizer?.lambda;
  if (!context) return { kind: 'anonymous' };
  if (context.accountDeactivated === true) return { kind: 'anonymous', deactivated: true };
  const eid = eidOf(context);
  const anonymous: Identity = eid ? { kind: 'anonymous', eid } : { kind: 'anonymous' };
  if (context.authenticated !== true || typeof context.userId !== 'string' || typeof context.tokenId !== 'string') return anonymous;
  const user = parseUser(context.user, context.userId);
  if (!user) return anonymous;
  const apiToken = parseApiToken(context.apiToken);
  // A token's caller that cannot be read is nobody: never a session without the token's limits.
  if (context.apiToken !== undefined && !apiToken) return anonymous;
  return {
    kind: 'user',
    ...(eid ? { eid } : {}),
    userId: context.userId,
    tokenId: context.tokenId,
    isAdmin: context.isAdmin === true,
    isVerified: context.isVerified === true,
    ...(typeof context.authenticatedAt === 'string' && context.authenticatedAt !== '' ? { authenticatedAt: context.authenticatedAt } : {}),
    user,
    ...(apiToken ? { apiToken } : {}),
  };
}

/** Throws the right refusal when the identity does not satisfy the route's rule. */
export function enforceAuthRule(rule: AuthRule, identity: Identity): void {
  if (rule === 'public') return;
  // A deactivated user's token (a session that outlived the deactivation, an e-ID): told why, in their language.
  if (identity.kind === 'anonymous' && identity.deactivated) throw new DomainError('account_deactivated');
  if (rule === 'e-id') {
    if (!identity.eid) throw new DomainError('unauthenticated');
    return;
  }
  if (identity.kind !== 'user') throw new DomainError('unauthenticated');
  if (rule === 'verified' && !identity.isVerified) throw new DomainError('forbidden');
  if (rule === 'admin' && !identity.isAdmin) throw new DomainError('forbidden');
}
