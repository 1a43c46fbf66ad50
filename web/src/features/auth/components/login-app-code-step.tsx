import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { sessionKeys, writeSession } from '#web/lib/storage.ts';
import { login, loginSchema } from '../api/login';
import { loginWithRecoveryCode, loginWithRecoveryCodeSchema } from '../api/login-with-recovery-code';
import { textLink } from './auth-frame';
import type { Challenge } from './login-code-step';

/**
 * Step 2 of the password sign-in for a user whose authenticator app is on (login-form.tsx): the
 * app's code in place of the e-mailed one (nothing was sent), or a recovery code. A module of its
 * own, loaded when it shows, so /login's first scripts stay within their budget.
 */
export default function AppCodeStep({
  challenge,
  onBack,
  signIn,
}: {
  challenge: Challenge;
  onBack: () => void;
  /** useSignInWithToken's, from the login form (one module for /login's first scripts and this one). */
  signIn: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const codeForm = useForm({
    initialValues: { code: '', verification_id: challenge.verificationId },
    schema: loginSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const issued = await login(values);
      // Without the e-ID, a password sign-in: offer a passkey once in (PasskeyPrompt).
      writeSession(sessionKeys.offerPasskey, true, { ttlMs: null });
      await signIn(issued.token);
    },
  });
  const recoveryForm = useForm({
    initialValues: { recovery_code: '', verification_id: challenge.verificationId },
    schema: loginWithRecoveryCodeSchema,
    errorFields: { invalid_code: 'recovery_code', code_attempts_exhausted: 'recovery_code' },
    onSubmit: async (values) => {
      const issued = await loginWithRecoveryCode(values);
      writeSession(sessionKeys.offerPasskey, true, { ttlMs: null });
      await signIn(issued.token);
    },
  });
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t('login.otherAccount')}
      </button>
      <button type="button" className={`${textLink} text-sm`} onClick={() => setRecovery(!recovery)}>
        {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
      </button>
    </div>
  );
  if (recovery) {
    return (
      <form onSubmit={(event) => void recoveryForm.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.recoveryCodeForm')}>
        <p className="text-sm text-slate-700">{t('login.recoveryCodeIntro')}</p>
        <TextField
          field={recoveryForm.field('recovery_code')}
          label={t('login.recoveryCodeLabel')}
          hint={t('login.recoveryCodeHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          // It replaces the app-code form just left: focus moves to the new field.
          autoFocus
        />
        <SubmitButton busy={recoveryForm.submitting} className="w-full">
          {t('login.signIn')}
        </SubmitButton>
        {footer}
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void codeForm.handleSubmit(event)} noValidate className="space-y-5" aria-label={t('login.appCodeForm')}>
      <p className="text-sm text-slate-700">{t('login.appCodeIntro')}</p>
      <CodeField field={codeForm.field('code')} label={t('login.appCodeLabel')} autoFocus />
      <SubmitButton busy={codeForm.submitting} className="w-full">
        {t('login.signIn')}
      </SubmitButton>
      {footer}
    </form>
  );
}
