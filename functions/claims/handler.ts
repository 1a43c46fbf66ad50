import { claimsApi } from '#shared/api/claims.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { claimDomains, listClaimableDomains, requestClaimCode, verifyClaimEmail } from './claims.ts';
import { composeClaims } from './wiring.ts';
import { accountErrors, registryErrors, claimErrors, domainSettingsErrors } from '#shared/i18n/messages.ts';

/** The claims context's handler: prove another address with a code, list its domains, claim them. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { deliveryFor, ...ports } = composeClaims(config, local);
  const claimantOf = (identity: { userId: string; user: { email: string; language?: 'fo' | 'en' } }, locale: 'fo' | 'en') => ({
    userId: identity.userId,
    email: identity.user.email,
    language: identity.user.language ?? locale,
  });
  return httpContextHandler(
    claimsApi,
    {
      requestClaimCode: async ({ identity, body, locale, sourceIp }) => {
        await requestClaimCode({ claimant: claimantOf(identity, locale), email: body.email, sourceIp }, ports);
        return { data: { accepted: true as const } };
      },
      verifyClaimEmail: async ({ identity, body, locale }) => ({
        data: await verifyClaimEmail({ claimant: claimantOf(identity, locale), email: body.email, code: body.code }, ports),
      }),
      listClaimableDomains: async ({ identity, query }) => ({ data: await listClaimableDomains({ claimantId: identity.userId, email: query.email }, ports) }),
      claimDomains: async ({ identity, body, logger }) => ({
        data: await claimDomains({ claimantId: identity.userId, email: body.email, domainIds: body.domain_ids, teamId: body.team_id }, { ...ports, deliver: deliveryFor(logger) }),
      }),
    },
    httpPipelineOptions(config, local),
    [accountErrors, registryErrors, claimErrors, domainSettingsErrors],
  );
}
