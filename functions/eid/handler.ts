import { acceptBackchannelLogout, logoutTokenOf } from './backchannel-logout.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { composeBackchannelLogout, composeEid } from './wiring.ts';
import { checkEidSignIn, registerEidUser, startEidLinking, verifyEidLinking } from './eid-sign-in.ts';
import { eidApi } from '#shared/api/eid.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { composeAccounts } from '../auth/wiring.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { accountErrors } from '#shared/i18n/messages.ts';

/**
 * The national e-ID's first sign-in (auth rule `e-id`: a valid provider token, linked to a user
 * or not yet; use cases in functions/eid/eid-sign-in.ts) and the provider's back-channel logout
 * (public: the provider signs the token; functions/eid/backchannel-logout.ts).
 */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { signInPorts: eidSignInPorts } = composeEid(config, composeAccounts(config, local));
  const backchannelLogoutPorts = composeBackchannelLogout(config);
  return httpContextHandler(
    eidApi,
    {
      checkSamleikinUserIsVerified: async ({ identity, headers, logger }) => ({
        data: await checkEidSignIn({ identity, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, eidSignInPorts(logger)),
      }),
      checkSamleikinUserEmail: async ({ identity, body, sourceIp, locale, logger }) => ({
        data: await startEidLinking({ identity, email: body.email, sourceIp, locale }, eidSignInPorts(logger)),
      }),
      verifySamleikinLinking: async ({ identity, body, headers, logger }) => ({
        data: await verifyEidLinking({ identity, email: body.email, code: body.code, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, eidSignInPorts(logger)),
      }),
      registerSamleikinUser: async ({ identity, body, sourceIp, headers, logger }) => ({
        data: await registerEidUser({ identity, request: body, sourceIp, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, eidSignInPorts(logger)),
      }),
      receiveBackchannelLogout: async ({ rawBody, headers, logger }) => {
        await acceptBackchannelLogout({ logoutToken: logoutTokenOf(rawBody, headers['content-type']) }, backchannelLogoutPorts(logger));
        return { data: { accepted: true as const } };
      },
    },
    httpPipelineOptions(config, local),
    [accountErrors],
  );
}
