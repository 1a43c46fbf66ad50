/**
 * "This was not me" (docs/decisions/this-was-not-me.md): the link a change's mail carries, kept
 * as the SHA-256 of its random token (pattern D4 in docs/data-model.md), never the token.
 */
export interface NotMeLink {
  tokenHash: string;
  /** Who made the change: the account whose every session the link ends. */
  actorId: string;
  /** Their name (else address) as the mail named them: the report names them so. */
  actorName: string;
  domainId: string;
  /** Whom the mail went to: who follows the link acts as them (the lock's actor in the history). */
  recipientId: string;
  /** The change's event. */
  eventId: string;
  createdAt: string;
  /** When it was used: once only. */
  usedAt?: string;
  /** Epoch seconds: 14 days after it was written (the table's TTL; reads compare it too). */
  expiresAt: number;
}

export interface NotMeLinkRepository {
  create(link: NotMeLink): Promise<void>;
  get(tokenHash: string): Promise<NotMeLink | null>;
  /** Marks it used, conditionally: a link used before (also by a use at the same instant) is `not_me_link_used`. */
  markUsed(tokenHash: string, at: Date): Promise<void>;
  /** Gives the use back, when what it was to do failed: the person can try again. Only the use made `at`. */
  unmarkUsed(tokenHash: string, at: Date): Promise<void>;
}
