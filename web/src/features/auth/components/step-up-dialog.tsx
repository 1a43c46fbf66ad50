import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepUpMethod } from '#shared/schemas/auth.ts';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { Modal } from '#web/components/ui/modal/modal.tsx';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { finishStepUp } from '#web/lib/step-up.ts';
import { getSsoClient } from '#web/lib/sso.ts';
import { confirmStepUp, confirmStepUpSchema, getStepUpMethods, requestStepUpCode, requestStepUpCodeSchema } from '../api/step-up';

type SecondFactor = 'email-code' | 'authenticator';

/** Step 1 by password: the person's own password; the sign-in code goes out by e-mail, or the authenticator app's is asked for. */
function PasswordStep({ onChallenge }: { onChallenge: (challenge: { verificationId: string; factor: SecondFactor }) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { password: '' },
    schema: requestStepUpCodeSchema,
    errorFields: { invalid_credentials: 'password' },
    onSubmit: async (values) => {
      const challenge = await requestStepUpCode(values);
      onChallenge({ verificationId: challenge.verification_id, factor: challenge.second_factor });
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-4" aria-label={t('stepUp.passwordForm')}>
      <PasswordField field={form.field('password')} label={t('form.password')} />
      <SubmitButton busy={form.submitting} className="w-full">
        {t('stepUp.continue')}
      </SubmitButton>
    </form>
  );
}

/** Step 2 by password: the e-mailed code (or the authenticator app's) makes the session fresh; the change asked for then goes on. */
function CodeStep({ verificationId, factor }: { verificationId: string; factor: SecondFactor }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '', verification_id: verificationId },
    schema: confirmStepUpSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      await confirmStepUp(values);
      finishStepUp(true);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-4" aria-label={t('stepUp.passwordForm')}>
      {factor === 'authenticator' ? (
        <>
          <p>{t('login.appCodeIntro')}</p>
          <CodeField field={form.field('code')} label={t('login.appCodeLabel')} autoFocus />
        </>
      ) : (
        <>
          <p>{t('stepUp.codeSent')}</p>
          <CodeField field={form.field('code')} label={t('form.code')} hint={t('login.codeHint')} autoFocus />
        </>
      )}
      <SubmitButton busy={form.submitting} className="w-full">
        {t('stepUp.confirm')}
      </SubmitButton>
    </form>
  );
}

/** A passkey of the account's: one touch makes the session fresh, and the change asked for goes on. */
function PasskeyStep() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { stepUpWithPasskey } = await import('../passkeys/ceremonies');
      await stepUpWithPasskey();
      finishStepUp(true);
    } catch (error) {
      // Cancelled in the browser's dialog, or refused: the other ways stay offered.
      console.warn('The passkey step-up did not complete.', error);
      showError(t('stepUp.passkeyFailed'));
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${secondaryButton} w-full`} disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
      {t('stepUp.passkey')}
    </button>
  );
}

/**
 * A fresh e-ID sign-in: the provider asks anew (`prompt=login`). The page leaves for the
 * provider, so the change is not resumed: back on the portal, the person presses its button
 * again (docs/decisions/step-up-before-risky-changes.md).
 */
function EidStep() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const client = getSsoClient();
  if (!client) return null;
  const start = async () => {
    setBusy(true);
    try {
      await client.signIn({ again: true });
    } catch (error) {
      console.warn('Could not start the e-ID sign-in.', error);
      showError(t('login.eidFailed'));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <button type="button" className={`${secondaryButton} w-full`} disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
        {t('stepUp.eid')}
      </button>
      <p className="text-xs text-slate-600">{t('stepUp.eidNote')}</p>
    </div>
  );
}

/**
 * The step-up modal (issue 29): opened when the API answers 401 `step_up_required`, it asks for
 * a fresh sign-in by the methods the account has (`GET /auth/step-up`; a passkey joins them
 * later), then lets the refused request go again. Closing it cancels: the form stays as it was
 * and says why the change was not made.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const [methods, setMethods] = useState<readonly StepUpMethod[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [challenge, setChallenge] = useState<{ verificationId: string; factor: SecondFactor } | null>(null);
  useEffect(() => {
    let current = true;
    getStepUpMethods().then(
      (answer) => current && setMethods(answer.methods),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  const cancel = () => finishStepUp(false);
  const eid = methods?.includes('eid') && getSsoClient() !== null;
  const password = methods?.includes('password') ?? false;
  // Only where the browser can run a WebAuthn ceremony.
  const passkey = (methods?.includes('passkey') ?? false) && typeof window.PublicKeyCredential === 'function';
  return (
    <Modal
      open
      title={t('stepUp.title')}
      onClose={cancel}
      footer={
        <button type="button" className={secondaryButton} onClick={cancel}>
          {t('modals.cancel')}
        </button>
      }
    >
      <div className="space-y-4" data-testid="step-up">
        <p>{t('stepUp.intro')}</p>
        {failed && <p role="alert">{t('stepUp.loadFailed')}</p>}
        {methods !== null && !passkey && !password && !eid && <p role="alert">{t('stepUp.noMethod')}</p>}
        {passkey && challenge === null && <PasskeyStep />}
        {password && (challenge === null ? <PasswordStep onChallenge={setChallenge} /> : <CodeStep verificationId={challenge.verificationId} factor={challenge.factor} />)}
        {eid && challenge === null && <EidStep />}
      </div>
    </Modal>
  );
}
