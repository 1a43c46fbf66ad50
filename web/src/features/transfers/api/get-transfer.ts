import useSWR from 'swr';
import type { Transfer, TransferStatus } from '#shared/schemas/transfers.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `GET /transfers/{transferId}`: one transfer, brought up to date with the registry while it
 * waits (the current holder may approve or reject at any moment).
 */
export const transferKey = (transferId: string) => apiPath('getTransfer', { params: { transferId } });

export function getTransfer(transferId: string): Promise<Transfer> {
  return callApi('getTransfer', { params: { transferId } });
}

/** Still waiting for the holder or the registry: the page asks again. */
export function isTransferOpen(status: TransferStatus): boolean {
  return status === 'requested';
}

/** A waiting transfer is asked about again this often (each time the API asks the registry). */
export const transferPollMs = 10_000;

/** The transfer as the list gave it, refreshed at once and then every `transferPollMs` while it waits. */
export function useTransfer(listed: Transfer) {
  return useSWR(transferKey(listed.id), () => getTransfer(listed.id), {
    fallbackData: listed,
    revalidateOnMount: isTransferOpen(listed.status),
    revalidateOnFocus: false,
    // Before the first answer the cache is empty: the list's copy decides.
    refreshInterval: (latest) => (isTransferOpen((latest ?? listed).status) ? transferPollMs : 0),
  });
}
