/**
 * The registry's words in the product's words. The registry answers EPP status values
 * (RFC 5731 §2.3) and, when a name is not available, a free-text reason ("In use",
 * "Reserved", …); neither is ever shown as it is. Each maps to a word whose text is in the
 * catalogues (`domain.registryStatus.<word>`, `domainSearch.takenReasons.<word>`); a value we do
 * not know gets the generic word, never the raw string.
 */

/** RFC 5731 §2.3's status values, each with its product word (a `client*` status is ours, a `server*` one the registry's). */
const statusWords = {
  ok: 'ok',
  inactive: 'inactive',
  clientTransferProhibited: 'transferLocked',
  serverTransferProhibited: 'transferLockedByRegistry',
  clientUpdateProhibited: 'updateLocked',
  serverUpdateProhibited: 'updateLockedByRegistry',
  clientDeleteProhibited: 'deleteLocked',
  serverDeleteProhibited: 'deleteLockedByRegistry',
  clientRenewProhibited: 'renewLocked',
  serverRenewProhibited: 'renewLockedByRegistry',
  clientHold: 'onHold',
  serverHold: 'onHoldByRegistry',
  pendingCreate: 'pendingCreate',
  pendingDelete: 'pendingDelete',
  pendingRenew: 'pendingRenew',
  pendingTransfer: 'pendingTransfer',
  pendingUpdate: 'pendingUpdate',
} as const;

export type RegistryStatusWord = (typeof statusWords)[keyof typeof statusWords] | 'other';

/** Every word a status can map to (the catalogues hold a text for each). */
export const registryStatusWords: readonly RegistryStatusWord[] = [...new Set(Object.values(statusWords)), 'other'];

/** The product word for an EPP status; unknown values (and any other spelling) are `other`. */
export function registryStatusWord(status: string): RegistryStatusWord {
  return Object.hasOwn(statusWords, status) ? statusWords[status as keyof typeof statusWords] : 'other';
}

/**
 * The statuses as the user should read them: in product words, each once (two unknown values
 * are one "other status"), in the order the registry gave them.
 */
export function registryStatusWordsOf(statuses: readonly string[]): RegistryStatusWord[] {
  return [...new Set(statuses.map(registryStatusWord))];
}

export type AvailabilityReasonWord = 'inUse' | 'reserved' | 'other';

/** Every word a reason can map to. */
export const availabilityReasonWords: readonly AvailabilityReasonWord[] = ['inUse', 'reserved', 'other'];

/**
 * Why the registry says a name is taken, in a product word. The reason is free text
 * (RFC 5731 `domain:reason`, any language); the usual answers are recognised, anything else
 * (or none) is `other`.
 */
export function availabilityReasonWord(reason: string | null | undefined): AvailabilityReasonWord {
  const text = (reason ?? '').trim().toLowerCase();
  if (/\b(in use|registered|exists|taken)\b/u.test(text)) return 'inUse';
  if (/\b(reserved|blocked)\b/u.test(text)) return 'reserved';
  return 'other';
}
