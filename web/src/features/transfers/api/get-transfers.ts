import useSWR from 'swr';
import type { Transfer } from '#shared/schemas/transfers.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /transfers`: the signed-in user's transfers in, newest first, as saved; with `teamId` the team's (`?team_id=`, every member's). */
export const transfersKey = (teamId?: string) => (teamId ? apiPath('listTransfers', { query: { team_id: teamId } }) : apiPath('listTransfers'));

/** Every transfer list (mine and each team's) starts so: a change refreshes them all. */
export const isTransfersKey = (key: unknown) => typeof key === 'string' && (key === apiPath('listTransfers') || key.startsWith(`${apiPath('listTransfers')}?`));

export function getTransfers(teamId?: string): Promise<Transfer[]> {
  return teamId ? callApi('listTransfers', { query: { team_id: teamId } }) : callApi('listTransfers');
}

export function useTransfers(teamId?: string) {
  return useSWR(transfersKey(teamId), () => getTransfers(teamId));
}
