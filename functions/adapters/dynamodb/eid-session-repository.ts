import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import type { RecordedEnds } from '../../eid/eid-sessions.ts';
import { putItem } from './commands/put.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { eidSubjectClaimEntity } from './eid-entities.ts';
import { outboxEventEntity } from './entities.ts';
import { eidLogoutTokenEntity, eidSessionEndEntity, eidSignInEntity, eidSubjectEndEntity } from './eid-session-entities.ts';
import type { PortalTable } from './table.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** What a back-channel logout ends: one session, or every session of a subject. */
export type LogoutScope = { sessionId: string } | { subject: string };

/**
 * Ended national e-ID sessions (docs/data-model.md, E5–E8). Ending writes an item; nothing is
 * ever deleted but by TTL, so an end cannot be undone by a race.
 */
export function createEidSessionRepository(table: PortalTable) {
  const sessionEnds = { put: putItem(eidSessionEndEntity(table)), transactPut: putTransaction(eidSessionEndEntity(table)) };
  const subjectEnds = { put: putItem(eidSubjectEndEntity(table)), transactPut: putTransaction(eidSubjectEndEntity(table)) };
  const logoutTokens = { transactPut: putTransaction(eidLogoutTokenEntity(table)) };
  const signIns = { transactPut: putTransaction(eidSignInEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  // Each end and sign-in is kept (TTL) until the time the use case says (`endKeptUntil` in functions/eid/eid-sessions.ts).
  const endWrite = (scope: LogoutScope, at: Date, keptUntil: number) =>
    'sessionId' in scope
      ? sessionEnds.transactPut({ sessionId: scope.sessionId, endedAt: at.toISOString(), expiresAt: keptUntil })
      : subjectEnds.transactPut({ subject: scope.subject, endedAt: seconds(at), expiresAt: keptUntil });

  return {
    /**
     * The authorizer's one read for a provider JWT: the subject's link (E1), the subject's "every
     * session ended" time and this session's end, in one consistent BatchGetItem (so a logout
     * is refused on the very next call).
     */
    async linkAndEnds(subject: string, sessionId: string): Promise<{ userId: string | null } & RecordedEnds> {
      const {
        Responses: [[claim, subjectEnd, sessionEnd]],
      } = await execute(
        { maxAttempts: 5 },
        table
          .build(BatchGetCommand)
          .requests(
            eidSubjectClaimEntity(table).build(BatchGetRequest).key({ subject }),
            eidSubjectEndEntity(table).build(BatchGetRequest).key({ subject }),
            eidSessionEndEntity(table).build(BatchGetRequest).key({ sessionId }),
          )
          .options({ consistent: true }),
      );
      return { userId: claim?.userId ?? null, sessionEnded: sessionEnd !== undefined, everySessionEndedAt: subjectEnd?.endedAt ?? null };
    },

    /** Ends one session (logout, revoking it). Ending it again changes nothing that matters. */
    async endSession(sessionId: string, at: Date, keptUntil: number): Promise<void> {
      await sessionEnds.put({ sessionId, endedAt: at.toISOString(), expiresAt: keptUntil });
    },

    /** Ends every session of a subject that began at or before `at` ("sign out everywhere"). */
    async endEverySession(subject: string, at: Date, keptUntil: number): Promise<void> {
      await subjectEnds.put({ subject, endedAt: seconds(at), expiresAt: keptUntil });
    },

    /**
     * Reports a session's sign-in once (E9): the session's sign-in item under
     * `attribute_not_exists` and the `user.signed-in` event (outbox) in one transaction. False
     * (and nothing written) when this session's sign-in was reported before.
     */
    async recordSignInOnce(input: { sessionId: string; userId: string; at: Date; keptUntil: number; event: EventEnvelope }): Promise<boolean> {
      const { event } = input;
      try {
        await executeTransactWrite(
          signIns.transactPut(
            { sessionId: input.sessionId, userId: input.userId, eventId: event.metadata.id, signedInAt: input.at.toISOString(), expiresAt: input.keptUntil },
            { condition: { attr: 'sessionId', exists: false } },
          ),
          outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Acts on a back-channel logout token once: its `jti` and the end in one transaction, the
     * `jti` under `attribute_not_exists`. False (and nothing ended) when the token was seen before.
     */
    async endOnce(input: { jti: string; keepUntil: number; scope: LogoutScope; at: Date; endKeptUntil: number }): Promise<boolean> {
      try {
        await executeTransactWrite(
          logoutTokens.transactPut({ jti: input.jti, receivedAt: input.at.toISOString(), expiresAt: input.keepUntil }, { condition: { attr: 'jti', exists: false } }),
          endWrite(input.scope, input.at, input.endKeptUntil),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type EidSessionRepository = ReturnType<typeof createEidSessionRepository>;
