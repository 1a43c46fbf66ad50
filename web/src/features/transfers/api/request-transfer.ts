import useSWRMutation from 'swr/mutation';
import type { RequestTransferRequest, Transfer } from '#shared/schemas/transfers.ts';
import { callApi } from '#web/lib/call-api.ts';
import { transfersKey } from './get-transfers';

/**
 * `POST /transfers` {domain, auth_code, team_id?}: asks the registry to transfer the domain in. A refusal
 * is a 422 whose `fields` name `domain` or `auth_code` (or the address fields of the profile).
 * While the user's transfer of the name waits, the same request answers it again.
 */
export type RequestTransferInput = RequestTransferRequest;

export const requestTransferSchema = () => import('#shared/schemas/transfers.ts').then((schemas) => schemas.requestTransferRequest);

export function requestTransfer(input: RequestTransferInput): Promise<Transfer> {
  return callApi('requestTransfer', { body: input });
}

/** The list gains the new transfer; with `teamId` the transfer is the team's (`team_id`, team owners only) and so is the list. */
export function useRequestTransfer(teamId?: string) {
  return useSWRMutation(transfersKey(teamId), (_key: string, { arg }: { arg: RequestTransferInput }) => requestTransfer(teamId ? { ...arg, team_id: teamId } : arg), {
    populateCache: false,
    revalidate: true,
  });
}
