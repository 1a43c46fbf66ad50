import useSWR from 'swr';
import type { Transfer } from '../../../../../shared/schemas/transfers';
import { api } from '../../../lib/api-client';

/** `GET /transfers`: the signed-in user's transfers in, newest first, as saved. */
export const transfersKey = '/transfers';

export function getTransfers(): Promise<Transfer[]> {
  return api.get<Transfer[]>(transfersKey);
}

export function useTransfers() {
  return useSWR(transfersKey, getTransfers);
}
