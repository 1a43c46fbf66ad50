import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { checkSamleikinUserEmailSchema, useCheckSamleikinUserEmail } from '../api/check-samleikin-user-email';
import { useVerifySamleikinLinking, verifySamleikinLinkingSchema } from '../api/verify-samleikin-linking';
import { useAdoptPendingUser } from '../hooks/use-adopt-pending-user';

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const { trigger } = useCheckSamleikinUserEmail();
  const form = useForm({
    initialValues: { email: '' },
    schema: checkSamleikinUserEmailSchema,
    onSubmit: async (values) => {
      await trigger(values);
      onSent(values.email);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('createUser.linkHeading')}>
      <TextField field={form.field('email')} label={t('createUser.existingEmail')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <SubmitButton busy={form.submitting}>{t('createUser.sendLinkCode')}</SubmitButton>
    </form>
  );
}

function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { trigger } = useVerifySamleikinLinking();
  const adopt = useAdoptPendingUser();
  const form = useForm({
    initialValues: { email, code: '' },
    schema: verifySamleikinLinkingSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const user = await trigger(values);
      await adopt(user);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('createUser.linkHeading')}>
      <p className="text-sm text-slate-700">{t('createUser.linkCodeSent', { email })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} autoFocus />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('createUser.link')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('createUser.otherEmail')}
        </button>
      </div>
    </form>
  );
}

/**
 * A first-time e-ID user who already has a user (created with a password, say) links the e-ID to
 * it: a code goes to that user's e-mail, and the code proves the address.
 */
export function LinkExistingUser() {
  const [email, setEmail] = useState<string | null>(null);
  return email ? <CodeStep email={email} onBack={() => setEmail(null)} /> : <EmailStep onSent={setEmail} />;
}
