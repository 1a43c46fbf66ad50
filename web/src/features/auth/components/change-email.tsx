import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { useVerifyEmail, verifyEmailSchema } from '../api/verify-email';
import { NewAddressForm } from './new-address-form';

function CodeStep({ email, onDone, onBack }: { email: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { trigger } = useVerifyEmail();
  const form = useForm({
    initialValues: { email, code: '' },
    schema: verifyEmailSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      await trigger(values);
      await mutate(currentUserKey);
      showInfo(t('myUser.emailChanged', { email }));
      onDone();
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('myUser.changeEmail')}>
      <p className="text-sm text-slate-700">{t('myUser.emailCodeSent', { email })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} autoFocus />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('myUser.verifyEmail')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('myUser.otherEmail')}
        </button>
      </div>
    </form>
  );
}

/**
 * Changing the e-mail: `PATCH /auth/update-email` sends a code to the new address, `POST
 * /auth/verify-email` with that code makes the change.
 */
export function ChangeEmail() {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'address' | { email: string }>('idle');
  if (step === 'idle') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-slate-600">{t('myUser.emailHint')}</p>
        <button type="button" className={secondaryButton} onClick={() => setStep('address')}>
          {t('myUser.changeEmail')}
        </button>
      </div>
    );
  }
  if (step === 'address') {
    return (
      <NewAddressForm
        texts={{ form: t('myUser.changeEmail'), label: t('myUser.newEmail'), send: t('myUser.sendEmailCode') }}
        className="max-w-md space-y-5"
        onSent={(email) => setStep({ email })}
        onCancel={() => setStep('idle')}
      />
    );
  }
  return <CodeStep email={step.email} onDone={() => setStep('idle')} onBack={() => setStep('address')} />;
}
