import useSWR, { mutate } from 'swr';
import type { ClaimCodeRequest, ClaimDomainsRequest, ClaimVerifyRequest } from '#shared/schemas/claims.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * Claiming domains registered under another e-mail (issue 16): `POST /claims/codes` sends a code
 * to the address, `POST /claims/verify` proves it, `GET /claims/domains?email=` lists what may be
 * claimed, `POST /claims/domains` claims.
 */
export const claimCodeSchema = () => import('#shared/schemas/claims.ts').then((schemas) => schemas.claimCodeRequest);
export const claimVerifySchema = () => import('#shared/schemas/claims.ts').then((schemas) => schemas.claimVerifyRequest);
export const claimTargetSchema = () => import('#shared/schemas/claims.ts').then((schemas) => schemas.claimTargetForm);

export function requestClaimCode(input: ClaimCodeRequest): Promise<ApiAnswer<'requestClaimCode'>> {
  return callApi('requestClaimCode', { body: input });
}

export function verifyClaimEmail(input: ClaimVerifyRequest): Promise<ApiAnswer<'verifyClaimEmail'>> {
  return callApi('verifyClaimEmail', { body: input });
}

const claimableKey = (email: string) => apiPath('listClaimableDomains', { query: { email } });

export function useClaimableDomains(email: string) {
  return useSWR(claimableKey(email), () => callApi('listClaimableDomains', { query: { email } }));
}

/** Claims, then reads the list again (and the archives the domains went to). */
export async function claimDomains(input: ClaimDomainsRequest): Promise<ApiAnswer<'claimDomains'>> {
  const answer = await callApi('claimDomains', { body: input });
  // The archive the domains went to, whole and each page of its search (`?…`, useDomainPage).
  const archive = input.team_id === null ? apiPath('listDomains') : apiPath('listTeamDomains', { params: { teamId: input.team_id } });
  await Promise.all([mutate(claimableKey(input.email)), mutate((key) => typeof key === 'string' && (key === archive || key.startsWith(`${archive}?`)))]);
  return answer;
}
