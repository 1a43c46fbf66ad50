import type { AccountsComposition } from './wiring.ts';
import { authenticatorStatus, confirmAuthenticator, renewRecoveryCodes, sendAuthenticatorSetupCode, startAuthenticatorSetup, turnOffAuthenticator } from './authenticator.ts';
import { login, requestLogin } from './sign-in.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { startPhoneVerification, verifyPhone } from './phone-verification.ts';
import { registerAbroadUser, resendEmailVerification, startEmailChange, verifyCurrentEmail, verifyEmail } from './registration.ts';
import { endCurrentSession, endEverySession, listSessions, revokeSession } from './sessions.ts';
import { confirmStepUp, requestStepUpCode, stepUpMethods } from './step-up.ts';
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  finishPasskeyStepUp,
  listPasskeys,
  type PasskeyPorts,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  startPasskeyStepUp,
} from './passkeys.ts';
import type { composeEid } from '../eid/wiring.ts';
import type { authApi } from '#shared/api/auth.ts';
import type { RouteImplementations } from '../http/pipeline/context-handler.ts';

const accepted = { data: { accepted: true as const } };
const tokenAnswer = (session: { token: string; tokenId: string; expiresAt: Date }) => ({
  token: session.token,
  token_id: session.tokenId,
  expires_at: session.expiresAt.toISOString(),
});

/** Credential accounts: sign-in with password and code, sign-up, verification, sessions. */
export function credentialRoutes(accounts: AccountsComposition, eid: ReturnType<typeof composeEid>, passkeys: PasskeyPorts): RouteImplementations<typeof authApi> {
  const { accountPorts } = accounts;
  const { sessionPorts } = eid;
  return {
    requestLogin: async ({ body, sourceIp, locale, logger }) => {
      const { verificationId, secondFactor } = await requestLogin({ ...body, sourceIp, locale }, accountPorts(logger));
      return { data: { verification_id: verificationId, second_factor: secondFactor } };
    },

    login: async ({ body, headers, sourceIp, logger }) => ({
      data: tokenAnswer(
        await login({ code: body.code, verificationId: body.verification_id, userAgent: headers['user-agent'], deviceId: headers['x-device-id'], sourceIp }, accountPorts(logger)),
      ),
    }),

    getStepUpMethods: async ({ identity, logger }) => {
      const caller = { userId: identity.userId, tokenId: identity.tokenId, eidSession: Boolean(identity.eid) };
      const { eidSessions } = sessionPorts(logger);
      const ports = {
        ...accountPorts(logger),
        eidSubjectOf: (userId: string) => eidSessions.subjectOf(userId),
        passkeyCountOf: async (userId: string) => (await passkeys.passkeys.listOfUser(userId)).length,
      };
      return { data: { methods: await stepUpMethods(caller, ports) } };
    },

    requestStepUpCode: async ({ body, identity, sourceIp, locale, logger }) => {
      const caller = { userId: identity.userId, tokenId: identity.tokenId, eidSession: Boolean(identity.eid) };
      const { verificationId, secondFactor } = await requestStepUpCode({ ...caller, password: body.password, sourceIp, locale }, accountPorts(logger));
      return { data: { verification_id: verificationId, second_factor: secondFactor } };
    },

    confirmStepUp: async ({ body, identity, sourceIp, logger }) => {
      const caller = { userId: identity.userId, tokenId: identity.tokenId, eidSession: Boolean(identity.eid) };
      await confirmStepUp({ ...caller, code: body.code, verificationId: body.verification_id, sourceIp }, accountPorts(logger));
      return accepted;
    },
    loginWithRecoveryCode: async ({ body, headers, sourceIp, logger }) => ({
      data: tokenAnswer(
        await login(
          { recoveryCode: body.recovery_code, verificationId: body.verification_id, userAgent: headers['user-agent'], deviceId: headers['x-device-id'], sourceIp },
          accountPorts(logger),
        ),
      ),
    }),

    forgotPassword: async ({ body, sourceIp, locale, logger }) => {
      await requestPasswordReset({ email: body.email, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    resetPassword: async ({ body, logger }) => {
      await resetPassword({ token: body.token, email: body.email, password: body.password }, accountPorts(logger));
      return accepted;
    },

    registerAbroadUser: async ({ body, sourceIp, logger }) => {
      const { name, street, zip, city, phone, email, language, password } = body;
      await registerAbroadUser(
        { name, street, zip, city, countryCode: body.country_code, phone, phoneCode: body.phone_code, email, language, password, sourceIp },
        accountPorts(logger),
      );
      return accepted;
    },

    verifyEmail: async ({ body, headers, logger }) => {
      const { session } = await verifyEmail({ email: body.email, code: body.code, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, accountPorts(logger));
      return { data: { verified: true as const, ...(session ? tokenAnswer(session) : {}) } };
    },

    verifyCurrentEmail: async ({ body, identity, logger }) => ({
      data: await verifyCurrentEmail({ userId: identity.userId, code: body.code }, accountPorts(logger)),
    }),

    resendEmailVerification: async ({ body, sourceIp, locale, logger }) => {
      await resendEmailVerification({ email: body.email, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    updateEmail: async ({ body, identity, sourceIp, locale, logger }) => {
      await startEmailChange({ userId: identity.userId, email: body.email, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    updatePhone: async ({ body, identity, sourceIp, locale, logger }) => {
      await startPhoneVerification({ userId: identity.userId, phone: body.phone, phoneCode: body.phone_code, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    resendPhoneVerification: async ({ body, identity, sourceIp, locale, logger }) => {
      await startPhoneVerification({ userId: identity.userId, phone: body.phone, phoneCode: body.phone_code, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    verifyPhone: async ({ body, identity, logger }) => ({
      data: await verifyPhone({ userId: identity.userId, phone: body.phone, ...(body.phone_code ? { phoneCode: body.phone_code } : {}), code: body.code }, accountPorts(logger)),
    }),

    getAuthenticator: async ({ identity, logger }) => ({ data: await authenticatorStatus({ userId: identity.userId }, accountPorts(logger)) }),

    sendAuthenticatorSetupCode: async ({ identity, sourceIp, locale, logger }) => {
      await sendAuthenticatorSetupCode({ userId: identity.userId, sourceIp, locale }, accountPorts(logger));
      return accepted;
    },

    startAuthenticatorSetup: async ({ body, identity, logger }) => {
      const { secret, otpauthUri } = await startAuthenticatorSetup({ userId: identity.userId, code: body.code }, accountPorts(logger));
      return { data: { secret, otpauth_uri: otpauthUri } };
    },

    confirmAuthenticator: async ({ body, identity, logger }) => ({
      data: { recovery_codes: (await confirmAuthenticator({ userId: identity.userId, code: body.code }, accountPorts(logger))).recoveryCodes },
    }),

    renewRecoveryCodes: async ({ identity, logger }) => ({
      data: { recovery_codes: (await renewRecoveryCodes({ userId: identity.userId }, accountPorts(logger))).recoveryCodes },
    }),

    turnOffAuthenticator: async ({ identity, logger }) => {
      await turnOffAuthenticator({ userId: identity.userId }, accountPorts(logger));
      return null;
    },

    listAccessTokens: async ({ identity, logger }) => ({
      data: await listSessions({ userId: identity.userId, currentTokenId: identity.tokenId }, accountPorts(logger)),
    }),

    revokeAccessToken: async ({ identity, params, logger }) => {
      await revokeSession({ userId: identity.userId, tokenId: params.id, currentTokenId: identity.tokenId }, sessionPorts(logger));
      return null;
    },

    listPasskeys: async ({ identity }) => ({ data: await listPasskeys({ userId: identity.userId }, passkeys) }),

    passkeyRegistrationOptions: async ({ identity }) => ({ data: { ...(await startPasskeyRegistration({ user: identity.user }, passkeys)) } }),

    addPasskey: async ({ body, identity, logger }) => ({
      data: await finishPasskeyRegistration({ userId: identity.userId, name: body.name, answer: body.response }, { ...passkeys, deliver: accountPorts(logger).deliver }),
    }),

    renamePasskey: async ({ body, identity, params }) => ({
      data: await renamePasskey({ userId: identity.userId, passkeyId: params.id, name: body.name }, passkeys),
    }),

    removePasskey: async ({ identity, params, logger }) => {
      await removePasskey({ userId: identity.userId, passkeyId: params.id }, { ...passkeys, deliver: accountPorts(logger).deliver });
      return null;
    },

    passkeySignInOptions: async () => ({ data: { ...(await startPasskeySignIn(passkeys)) } }),

    passkeyLogin: async ({ body, headers, logger }) => ({
      data: tokenAnswer(
        await finishPasskeySignIn({ answer: body.response, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, { ...accountPorts(logger), ...passkeys }),
      ),
    }),

    passkeyStepUpOptions: async ({ identity }) => ({ data: { ...(await startPasskeyStepUp({ userId: identity.userId }, passkeys)) } }),

    passkeyStepUp: async ({ body, identity, logger }) => {
      const { authenticatedAt } = await finishPasskeyStepUp(
        { userId: identity.userId, tokenId: identity.tokenId, answer: body.response },
        { ...accountPorts(logger), ...passkeys, tokens: accounts.tokens },
      );
      return { data: { authenticated_at: authenticatedAt } };
    },

    logout: async ({ identity, logger }) => {
      await endCurrentSession({ userId: identity.userId, tokenId: identity.tokenId }, sessionPorts(logger));
      return null;
    },

    logoutEverywhere: async ({ identity, logger }) => {
      await endEverySession({ userId: identity.userId }, sessionPorts(logger));
      return null;
    },
  };
}
