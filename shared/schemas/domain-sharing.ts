import * as z from 'zod';
import { dataEnvelope, isoTimestamp } from './common.ts';
import { emailField } from './contact-fields.ts';

/**
 * Shared domains (spec §2 `domains-shared`, `domain-invite-accept`; §6 technical manager): the
 * owner invites an e-mail address to manage a domain's DNS, forwarding, name servers and DNSSEC.
 */
export const domainInviteRequest = z.strictObject({ email: emailField });
export type DomainInviteRequest = z.infer<typeof domainInviteRequest>;

/** One person on a domain with their role; `invited`: an invitation not yet accepted (only its owner sees these). */
export const domainPersonSchema = z.object({
  role: z.enum(['owner', 'technical_manager', 'invited']),
  /** The user's id (owner, technical manager); null for an invitation. */
  user_id: z.string().nullable(),
  /** The invitation's id (invited); null otherwise. */
  invite_id: z.string().nullable(),
  /** The user's name; null for an invitation. */
  name: z.string().nullable(),
  email: z.string(),
  /** Since when: shared at, invited at; null for the owner. */
  since: isoTimestamp.nullable(),
  /** Until when an invitation can be accepted; null otherwise. */
  valid_until: isoTimestamp.nullable(),
  /** An invitation past its 30 days. */
  expired: z.boolean(),
});
export type DomainPerson = z.infer<typeof domainPersonSchema>;

export const domainPeopleSchema = z.object({
  /** Whether the caller manages the people (the owner): invite, withdraw, remove. */
  can_manage: z.boolean(),
  /** Users cannot be removed while the domain is registration-locked (spec §5). */
  registration_locked: z.boolean(),
  people: z.array(domainPersonSchema),
});
export type DomainPeople = z.infer<typeof domainPeopleSchema>;
export const domainPeopleResponse = dataEnvelope(domainPeopleSchema);

export const domainInviteResponse = dataEnvelope(domainPersonSchema);

/** What the invitee sees before accepting. */
export const domainInvitationSchema = z.object({
  domain_id: z.string(),
  domain_name: z.string(),
  invited_by: z.string(),
  valid_until: isoTimestamp,
});
export type DomainInvitation = z.infer<typeof domainInvitationSchema>;
export const domainInvitationResponse = dataEnvelope(domainInvitationSchema);

export const acceptDomainInviteResponse = dataEnvelope(z.object({ domain_id: z.string() }));
