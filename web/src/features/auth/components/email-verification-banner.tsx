import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { useResendEmailVerification } from '../api/resend-email-verification';
import { useVerifyCurrentEmail, verifyCurrentEmailSchema } from '../api/verify-current-email';
import { textLink } from './auth-frame';
import { NewAddressForm } from './new-address-form';

/** The code sent to the user's address: verifying it releases the user (the user is fetched again). */
function CodeForm() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { trigger } = useVerifyCurrentEmail();
  const form = useForm({
    initialValues: { code: '' },
    schema: verifyCurrentEmailSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const user = await trigger(values);
      showInfo(t('emailVerification.bannerVerified'));
      await mutate(currentUserKey, user, { revalidate: false });
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-4" aria-label={t('emailVerification.bannerTitle')}>
      <CodeField field={form.field('code')} label={t('form.code')} hint={t('emailVerification.codeHint')} />
      <SubmitButton busy={form.submitting}>{t('emailVerification.submit')}</SubmitButton>
    </form>
  );
}

/** Another address: it replaces the unverified one, and a code goes there. */
function ChangeAddressForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  return (
    <NewAddressForm
      texts={{ form: t('emailVerification.bannerChange'), label: t('emailVerification.bannerNewEmail'), send: t('emailVerification.bannerSendCode') }}
      className="max-w-md space-y-4"
      onSent={async (email) => {
        await mutate(currentUserKey);
        showInfo(t('emailVerification.bannerChanged', { email: email.toLowerCase() }));
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

/**
 * Why a signed-in user whose address is not verified is held on `/` (spec §4 navigation rule 1,
 * §6 "Verification"): the address the code went to, the code's entry, a new code, another
 * address. The e-mailed `/email-verification` leads here too (rule 1 sends a signed-in,
 * unverified user to domains).
 */
export function EmailVerificationBanner({ user }: { user: Pick<CurrentUser, 'email'> }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const { trigger: resend, isMutating: resending } = useResendEmailVerification();

  const resendCode = async () => {
    try {
      await resend({ email: user.email });
      showInfo(t('emailVerification.resent', { email: user.email }));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
    }
  };

  return (
    <section
      aria-labelledby="email-verification-banner-title"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
      data-testid="email-verification-banner"
    >
      <div className="space-y-1">
        <h2 id="email-verification-banner-title" className="text-base font-semibold text-slate-900">
          {t('emailVerification.bannerTitle')}
        </h2>
        <p className="text-sm break-words text-slate-700">
          <Trans i18nKey="emailVerification.bannerSent" values={{ email: user.email }} components={{ email: <strong className="font-semibold [overflow-wrap:anywhere]" /> }} />
        </p>
      </div>
      {changing ? (
        <ChangeAddressForm onDone={() => setChanging(false)} />
      ) : (
        <>
          {/* Keyed by the address: a changed address starts with an empty code. */}
          <CodeForm key={user.email} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span>
              {t('emailVerification.noCode')}{' '}
              <button type="button" className={textLink} disabled={resending} onClick={() => void resendCode()}>
                {t('emailVerification.resend')}
              </button>
            </span>
            <button type="button" className={textLink} onClick={() => setChanging(true)}>
              {t('emailVerification.bannerChange')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
