import useSWR from 'swr';
import type { Transfer } from '#shared/schemas/transfers.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /transfers`: the signed-in user's transfers in, newest first, as saved. */
export const transfersKey = apiPath('listTransfers');

export function getTransfers(): Promise<Transfer[]> {
  return callApi('listTransfers');
}

export function useTransfers() {
  return useSWR(transfersKey, getTransfers);
}
