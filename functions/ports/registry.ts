/**
 * The `.fo` registry, as the portal needs it. Production and local runs both speak EPP
 * (RFC 5730–5734, 5910 secDNS-1.1, 3915 RGP) through `functions/adapters/registry/` — locally
 * to the registry simulator in `infra/local/registry-simulator/`.
 *
 * Failures: "no answer" (down, slow, a broken session) is a DomainError('registry_unavailable');
 * a registry refusal is a RegistryError with a code (`domain_unavailable` for 2302,
 * `domain_not_found` for 2303, `registry_authorization` for 2201, …), see epp-registry.ts.
 * A 2303 about a contact named in a contact command or a domain create is `contact_not_found`,
 * about a poll message `message_not_found`.
 *
 * Transform commands (create, renew, update, transfer, delete, poll ack) are never sent twice by
 * the client: after `registry_unavailable` the caller finds out with `domainInfo` (or `pollMessage`)
 * whether the registry did it.
 */
export interface DomainAvailability {
  /** The name as asked, lower-case with its `.fo` suffix. */
  name: string;
  available: boolean;
  /** The registry's reason when not available (e.g. "In use", "Reserved"). */
  reason: string | null;
}

/** A contact object at the registry (RFC 5733): the registrant and the admin/tech/billing contacts. */
export interface RegistryContact {
  /** The registry's contact id (3–16 characters, our choice; e.g. `OK-<first 12 of user id>`). */
  id: string;
  name: string;
  organization?: string | null;
  street: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  email: string;
  /** E.164 in EPP's form `+298.123456`, or null. */
  phone?: string | null;
}

export type DomainContactType = 'admin' | 'tech' | 'billing';

/** A DNSKEY as the registry holds it (RFC 5910 `secDNS:keyData`). */
export interface KeyData {
  flags: number;
  protocol: number;
  algorithm: number;
  /** Base64. */
  publicKey: string;
}

/** A DS record (RFC 5910 `secDNS:dsData`). */
export interface DsRecord {
  keyTag: number;
  algorithm: number;
  digestType: number;
  /** Hex, upper or lower case. */
  digest: string;
  /** The key the DS is made from, when the registry gave it (in `dsData`, or alone). */
  keyData?: KeyData;
  /**
   * `keyData` when the registry keeps keys rather than DS records (RFC 5910's Key Data
   * Interface): key tag and digest (SHA-256) were computed from `keyData`, and the record is
   * removed as its key. Absent: the DS Data Interface.
   */
  secDnsInterface?: 'dsData' | 'keyData';
}

/** A host attribute of a name server (RFC 5731 `domain:hostAttr`): glue only when inside the domain. */
export interface NameServer {
  host: string;
  addresses?: string[];
}

export interface DomainCreateRequest {
  name: string;
  /** 1–10. */
  years: number;
  registrantId: string;
  contacts: Partial<Record<DomainContactType, string>>;
  nameServers: NameServer[];
  /** The transfer code the domain starts with (RFC 5731 `domain:authInfo/pw`). */
  authInfo: string;
}

export interface DomainCreated {
  name: string;
  createdAt: string;
  expiresAt: string;
}

/** What `<domain:info>` answers. Dates are ISO-8601 UTC. */
export interface DomainInfo {
  name: string;
  /** Repository object id. */
  roid: string;
  /** EPP statuses: `ok`, `clientTransferProhibited`, `pendingTransfer`, … */
  statuses: string[];
  registrantId: string | null;
  contacts: { type: DomainContactType; id: string }[];
  nameServers: NameServer[];
  /** The sponsoring registrar (`clID`). */
  registrar: string;
  createdAt: string;
  updatedAt: string | null;
  expiresAt: string;
  /** Only answered to the sponsoring registrar, or when the right auth info was given. */
  authInfo: string | null;
  dsRecords: DsRecord[];
}

export interface DomainUpdate {
  addNameServers?: NameServer[];
  removeNameServers?: string[];
  addStatuses?: string[];
  removeStatuses?: string[];
  registrantId?: string;
  addContacts?: { type: DomainContactType; id: string }[];
  removeContacts?: { type: DomainContactType; id: string }[];
  /** A new transfer code (invalidates the old one). */
  authInfo?: string;
  addDsRecords?: DsRecord[];
  removeDsRecords?: DsRecord[];
  /** `<secDNS:rem><secDNS:all>true</secDNS:all></secDNS:rem>` */
  removeAllDsRecords?: boolean;
}

export type TransferStatus = 'pending' | 'clientApproved' | 'clientCancelled' | 'clientRejected' | 'serverApproved' | 'serverCancelled';
export type TransferOperation = 'request' | 'query' | 'approve' | 'reject' | 'cancel';

export interface TransferInfo {
  name: string;
  status: TransferStatus;
  requestingRegistrar: string;
  requestedAt: string;
  actingRegistrar: string;
  /** When the registry acts by itself (auto-approval), or acted. */
  actionAt: string;
  expiresAt: string | null;
}

/**
 * A registry message (RFC 5730 `<poll>`): transfers, and the registry's own changes to a domain
 * (expiry, renewal, deletion, statuses, registrant; docs/registry-webhooks.md, "Poll messages").
 */
export interface PollMessage {
  id: string;
  queuedAt: string;
  text: string;
  /** The domain the message is about, when it is about one. */
  domain: string | null;
  /** A transfer's data, when the message carries `<domain:trnData>`. */
  transfer: TransferInfo | null;
  /** The domain as the registry holds it after the change, when the message carries `<domain:infData>`. */
  info: DomainInfo | null;
}

export interface Registry {
  /** Checks up to `maxNamesPerCheck` names in ONE EPP `<domain:check>` command. */
  checkDomains(names: readonly string[]): Promise<DomainAvailability[]>;
  /** `<contact:create>`; an existing id (2302) is answered `exists`, so a retry is harmless. */
  createContact(contact: RegistryContact): Promise<'created' | 'exists'>;
  /** `<contact:update>` with every field given. */
  updateContact(contact: RegistryContact): Promise<void>;
  /** `<domain:create>`. A taken name throws RegistryError('domain_unavailable'). */
  createDomain(request: DomainCreateRequest): Promise<DomainCreated>;
  /** `<domain:info>` (with the transfer code when asking about another registrar's domain). */
  domainInfo(name: string, authInfo?: string): Promise<DomainInfo>;
  /** `<domain:renew>`; `currentExpiryDate` is `YYYY-MM-DD` as the registry has it. */
  renewDomain(name: string, currentExpiryDate: string, years: number): Promise<{ expiresAt: string }>;
  /** `<domain:update>` with `add`, `rem`, `chg` and the secDNS extension as needed. */
  updateDomain(name: string, update: DomainUpdate): Promise<void>;
  /** `<domain:transfer op="…">`; `request` needs the transfer code. */
  transferDomain(operation: TransferOperation, name: string, options?: { authInfo?: string; years?: number }): Promise<TransferInfo>;
  /** `<domain:delete>`. */
  deleteDomain(name: string): Promise<void>;
  /** `<poll op="req">`: the oldest message, or null when the queue is empty (1300). */
  pollMessage(): Promise<PollMessage | null>;
  /** `<poll op="ack" msgID="…">`. */
  acknowledgeMessage(id: string): Promise<void>;
}

/** How many names one check command carries (the simulator enforces the same limit). */
export const maxNamesPerCheck = 20;

/**
 * The registry's refusals the callers handle (the name exists, does not exist, a status forbids
 * it, …), mapped from EPP result codes by the adapter. Part of the port, so use cases handle them
 * without loading the EPP client.
 */
export type RegistryErrorCode =
  | 'domain_unavailable'
  | 'domain_not_found'
  | 'contact_not_found'
  | 'message_not_found'
  | 'domain_status_prohibits'
  | 'domain_association_prohibits'
  | 'domain_transfer_pending'
  | 'domain_not_pending_transfer'
  | 'domain_not_eligible_for_renewal'
  | 'domain_not_eligible_for_transfer'
  | 'invalid_auth_info'
  | 'registry_authorization'
  | 'registry_billing'
  | 'registry_policy'
  | 'registry_rejected';

/** A registry answer the caller must handle (object exists, does not exist, …). */
export class RegistryError extends Error {
  override name = 'RegistryError';
  constructor(
    readonly code: RegistryErrorCode,
    readonly resultCode: number,
    readonly resultMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`${code} (EPP ${resultCode} ${resultMessage})`, options);
  }
}
