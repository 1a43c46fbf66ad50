import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useResendPhoneVerification } from '../api/resend-phone-verification';
import { updatePhoneSchema, useUpdatePhone } from '../api/update-phone';
import { useVerifyPhone, verifyPhoneSchema } from '../api/verify-phone';
import { textLink } from './auth-frame';

interface PhoneNumber {
  phone: string;
  phone_code: string;
}

function NumberStep({ user, onSent }: { user: CurrentUser; onSent: (number: PhoneNumber) => void }) {
  const { t } = useTranslation();
  const { trigger } = useUpdatePhone();
  const form = useForm({
    initialValues: { phone_code: user.phone_code ?? '', phone: user.phone ?? '' },
    schema: updatePhoneSchema,
    onSubmit: async (values) => {
      await trigger(values);
      showInfo(t('phoneVerification.sent'));
      onSent(values);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('phoneVerification.numberForm')}>
      <PhoneField phoneCode={form.field('phone_code')} phone={form.field('phone')} label={t('form.phone')} preferredCountry={user.country_code} />
      <SubmitButton busy={form.submitting}>{t('phoneVerification.sendCode')}</SubmitButton>
    </form>
  );
}

function CodeStep({ number, onVerified, onBack }: { number: PhoneNumber; onVerified: (user: CurrentUser) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { trigger } = useVerifyPhone();
  const { trigger: resend, isMutating: resending } = useResendPhoneVerification();
  const form = useForm({
    initialValues: { phone: number.phone, phone_code: number.phone_code, code: '' },
    schema: verifyPhoneSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const user = await trigger(values);
      if (user) onVerified(user);
    },
  });
  const resendCode = async () => {
    try {
      await resend(number);
      showInfo(t('phoneVerification.sent'));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
    }
  };
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('phoneVerification.codeForm')}>
      <p className="text-sm text-slate-700">{t('phoneVerification.codeSentTo', { phone: `${number.phone_code} ${number.phone}` })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} hint={t('phoneVerification.smsTime')} autoFocus />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={form.submitting}>{t('phoneVerification.verify')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('phoneVerification.changeNumber')}
        </button>
        <button type="button" className={`${textLink} text-sm`} disabled={resending} onClick={() => void resendCode()}>
          {t('phoneVerification.resend')}
        </button>
      </div>
    </form>
  );
}

/**
 * Phone verification (spec §5 "Phone"): the number with its calling code (`PATCH
 * /auth/update-phone` sends an SMS), then the 6-digit code (`POST /auth/verify-phone`), with
 * "send again" (`POST /auth/resend-phone-verification`). An SMS usually arrives within 15 seconds.
 */
export function PhoneVerification({ user, onVerified }: { user: CurrentUser; onVerified: (user: CurrentUser) => void }) {
  const [number, setNumber] = useState<PhoneNumber | null>(null);
  if (!number) return <NumberStep user={user} onSent={setNumber} />;
  return <CodeStep number={number} onVerified={onVerified} onBack={() => setNumber(null)} />;
}
