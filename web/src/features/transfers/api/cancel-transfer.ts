import { useSWRConfig } from 'swr';
import type { Transfer } from '#shared/schemas/transfers.ts';
import { callApi } from '#web/lib/call-api.ts';
import { transferKey } from './get-transfer';
import { isTransfersKey } from './get-transfers';

/**
 * `POST /transfers/{transferId}/cancel`: withdraws a waiting transfer. One the holder approved
 * or rejected meanwhile answers 409 `transfer_not_pending`.
 */
export function cancelTransfer(transferId: string): Promise<Transfer> {
  return callApi('cancelTransfer', { params: { transferId } });
}

/** Cancels, then refreshes the transfer and the list (also after a refusal: the state changed). */
export function useCancelTransfer() {
  const { mutate } = useSWRConfig();
  return async (transferId: string): Promise<Transfer> => {
    try {
      const cancelled = await cancelTransfer(transferId);
      await mutate(transferKey(transferId), cancelled, { revalidate: false });
      return cancelled;
    } catch (error) {
      await mutate(transferKey(transferId));
      throw error;
    } finally {
      await mutate(isTransfersKey);
    }
  };
}
