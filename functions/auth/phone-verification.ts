import type { Locale } from '#shared/locales.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { newEvent } from './events.ts';
import { getCurrentUser } from '../users/current-user.ts';
import { consumeCode, issueCode } from './codes.ts';
import { codeSms } from './messages.ts';
import { e164, samePhone } from './phone.ts';
import type { AccountPorts } from './ports.ts';

/**
 * Sends a code by SMS to a phone number the signed-in user wants verified (update-phone and
 * resend-phone-verification alike). The number is kept with the code, not on the user: the
 * user's current number stays until the new one is verified.
 */
export async function startPhoneVerification(
  input: { userId: string; phone: string; phoneCode: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'codes' | 'sms'>,
): Promise<void> {
  const user = await ports.users.get(input.userId);
  const to = e164(input.phoneCode, input.phone);
  const issued = await issueCode(
    { purpose: 'phone-verification', target: input.userId, recipient: to, data: { phone: input.phone.trim(), phoneCode: input.phoneCode }, sourceIp: input.sourceIp },
    ports.codes,
  );
  await ports.sms.send({ to, text: codeSms('phone-verification', issued.code, user?.language ?? input.locale) });
}

/**
 * Verifies the number with the SMS code: the number must be the one the code went to
 * (`phone_code` may be left out); then the user has it, verified, and `user.phone-verified`.
 */
export async function verifyPhone(
  input: { userId: string; phone: string; phoneCode?: string; code: string },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'credentials' | 'codes' | 'clock' | 'deliver'>,
): Promise<CurrentUser> {
  const { data } = await consumeCode(
    {
      purpose: 'phone-verification',
      target: input.userId,
      code: input.code,
      matches: (sent) => samePhone(sent.phone ?? '', input.phone) && (input.phoneCode === undefined || sent.phoneCode === input.phoneCode),
    },
    ports.codes,
  );
  const phone = data.phone!;
  const phoneCode = data.phoneCode!;
  const event = newEvent('user.phone-verified', { userId: input.userId, phone, phoneCode }, ports.clock);
  await ports.accounts.markPhoneVerified({ userId: input.userId, phone, phoneCode, at: ports.clock.now(), event });
  await ports.deliver([event]);
  return getCurrentUser(input.userId, ports);
}
