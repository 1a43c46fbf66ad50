/**
 * Sharing a domain with a technical manager (spec §6 roles; docs/decisions/shared-domains-technical-managers.md "Shared domains"):
 * the owner invites an e-mail address, the person signed in with that address accepts, and from
 * then on manages the domain's DNS, forwarding, name servers and DNSSEC, nothing else.
 */

/** An invitation to manage a domain, waiting for its e-mail address to accept it. */
export interface DomainInviteRecord {
  domainId: string;
  inviteId: string;
  /** The invited address, lower-cased. */
  email: string;
  /** The owner who invited. */
  invitedBy: string;
  createdAt: string;
  /** After this the invitation can no longer be accepted (30 days, as team invitations). */
  validUntil: string;
}

/** A person the domain is shared with: its technical manager. */
export interface DomainShareRecord {
  domainId: string;
  userId: string;
  /** The accepted invitation's address (the user's e-mail then). */
  email: string;
  invitedBy: string;
  sharedAt: string;
}
