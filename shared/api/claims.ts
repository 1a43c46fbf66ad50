import { acceptedResponse } from '../schemas/auth.ts';
import {
  claimCodeRequest,
  claimDomainsRequest,
  claimVerifyRequest,
  claimableDomainsQuery,
  claimableDomainsResponse,
  claimedDomainsResponse,
  provenEmailResponse,
} from '../schemas/claims.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `claims`: domains registered under another e-mail address (issue 16, spec §1 "Domains
 * registered under another email address can be claimed"). The caller proves the address with a
 * 6-digit code sent to it, lists the domains whose registrant e-mail it is, and claims them into
 * their own archive or a team they own. An address not proven (or proven too long ago) is 403
 * `claim_email_not_proven`; a team the caller is not in is 404, a team they do not own 403
 * "Only owners can use this function". Spec §7 shows no paths for these: ours.
 */
export const claimsApi = defineRoutes([
  {
    id: 'requestClaimCode',
    method: 'POST',
    path: '/claims/codes',
    context: 'claims',
    auth: 'verified',
    request: { body: claimCodeRequest },
    response: { status: 202, schema: acceptedResponse },
  },
  {
    id: 'verifyClaimEmail',
    method: 'POST',
    path: '/claims/verify',
    context: 'claims',
    auth: 'verified',
    request: { body: claimVerifyRequest },
    response: { status: 200, schema: provenEmailResponse },
  },
  {
    id: 'listClaimableDomains',
    method: 'GET',
    path: '/claims/domains',
    context: 'claims',
    auth: 'verified',
    request: { query: claimableDomainsQuery },
    response: { status: 200, schema: claimableDomainsResponse },
  },
  {
    id: 'claimDomains',
    method: 'POST',
    path: '/claims/domains',
    context: 'claims',
    auth: 'verified',
    request: { body: claimDomainsRequest },
    response: { status: 200, schema: claimedDomainsResponse },
  },
]);
