import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format.ts';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { dangerButton, primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openAlert, openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import {
  confirmAuthenticator,
  confirmAuthenticatorSchema,
  renewRecoveryCodes,
  sendAuthenticatorSetupCode,
  startAuthenticatorSetup,
  startAuthenticatorSetupSchema,
  turnOffAuthenticator,
  useAuthenticator,
} from '../api/authenticator';

type Step = { name: 'status' } | { name: 'email' } | { name: 'scan'; secret: string; uri: string } | { name: 'codes'; codes: string[] };

/** Step 2: the code from the e-mail; the answer is the new secret. */
function EmailCodeStep({ email, onSecret, onCancel }: { email: string; onSecret: (secret: string, uri: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '' },
    schema: startAuthenticatorSetupSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const { secret, otpauth_uri: uri } = await startAuthenticatorSetup(values);
      onSecret(secret, uri);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('authenticator.emailCodeForm')}>
      <p className="text-sm text-slate-700">{t('authenticator.emailCodeSent', { email })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} hint={t('login.codeHint')} autoFocus />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={form.submitting}>{t('authenticator.continue')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The `otpauth://` address as a QR code, drawn on a canvas by the `qrcode` package (loaded only
 * here; a canvas, as the content security policy allows images from our origin only).
 */
function QrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async ({ toCanvas }) => {
      if (!current || !canvas.current) return;
      await toCanvas(canvas.current, uri, { margin: 2, width: 200, errorCorrectionLevel: 'M' });
      if (current) setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="relative flex size-[200px] shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white">
      <canvas ref={canvas} width={200} height={200} role="img" aria-label={t('authenticator.qrAlt')} data-testid="authenticator-qr" className={drawn ? '' : 'invisible'} />
      {!drawn && <p className="absolute p-4 text-center text-sm text-slate-500">{t('authenticator.qrLoading')}</p>}
    </div>
  );
}

/** Step 3: the QR code and the key as text; the app's first code turns it on. */
function ScanStep({ secret, uri, onCodes, onCancel }: { secret: string; uri: string; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '' },
    schema: confirmAuthenticatorSchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => {
      const { recovery_codes: codes } = await confirmAuthenticator(values);
      showInfo(t('authenticator.turnedOn'));
      onCodes(codes);
    },
  });
  // Groups of four, as apps show keys: easier to type, and the line may wrap between groups.
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="space-y-5">
      <p className="max-w-xl text-sm text-slate-700">{t('authenticator.scanIntro')}</p>
      <div className="flex flex-wrap items-start gap-5">
        <QrCode uri={uri} />
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-slate-900">{t('authenticator.secretLabel')}</p>
          <p className="max-w-72 font-mono text-base text-slate-900 select-all" data-testid="authenticator-secret">
            {grouped}
          </p>
        </div>
      </div>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('authenticator.confirmForm')}>
        <CodeField field={form.field('code')} label={t('authenticator.appCode')} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={form.submitting}>{t('authenticator.confirm')}</SubmitButton>
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('modals.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The ten recovery codes, shown once: copy, download, then done. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showInfo(t('authenticator.copied'));
    } catch {
      showError(t('errors.internal'));
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = t('authenticator.fileName');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="space-y-4" role="region" aria-label={t('authenticator.recoveryHeading')}>
      <h3 className="text-sm font-semibold text-slate-900">{t('authenticator.recoveryHeading')}</h3>
      <p className="max-w-xl text-sm text-slate-700">{t('authenticator.recoveryIntro')}</p>
      <ul className="grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {t('authenticator.copy')}
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          {t('authenticator.download')}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('authenticator.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * "Authenticator app" on the account page, for users who sign in with a password: turning it on
 * (an e-mailed code first, then the QR code and the key, then the app's first code), the ten
 * recovery codes shown once, new recovery codes, and turning it off.
 */
export function AuthenticatorSection() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { data: status, mutate } = useAuthenticator();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [busy, setBusy] = useState(false);
  if (!user?.has_password) return null;

  /** Runs a call; a refusal is told in a modal, in the API's words. */
  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      await openAlert({ title: t('authenticator.heading'), message: isApiError(error) ? error.message : t('errors.internal') });
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    attempt(async () => {
      await sendAuthenticatorSetupCode();
      setStep({ name: 'email' });
    });
  const renew = async () => {
    if (!(await openConfirm({ title: t('authenticator.renewTitle'), message: t('authenticator.renewMessage'), confirmText: t('authenticator.renew') }))) return;
    await attempt(async () => {
      const { recovery_codes: codes } = await renewRecoveryCodes();
      setStep({ name: 'codes', codes });
    });
  };
  const turnOff = async () => {
    if (!(await openConfirm({ title: t('authenticator.turnOffTitle'), message: t('authenticator.turnOffMessage'), confirmText: t('authenticator.turnOff'), danger: true }))) return;
    await attempt(async () => {
      await turnOffAuthenticator();
      showInfo(t('authenticator.turnedOff'));
      await mutate();
    });
  };
  const backToStatus = () => {
    setStep({ name: 'status' });
    void mutate();
  };

  let body;
  if (step.name === 'email') {
    body = <EmailCodeStep email={user.email} onSecret={(secret, uri) => setStep({ name: 'scan', secret, uri })} onCancel={backToStatus} />;
  } else if (step.name === 'scan') {
    body = <ScanStep secret={step.secret} uri={step.uri} onCodes={(codes) => setStep({ name: 'codes', codes })} onCancel={backToStatus} />;
  } else if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={backToStatus} />;
  } else if (status?.enabled) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-800" data-testid="authenticator-status">
          {t('authenticator.statusOn', { date: status.enabled_at ? formatDate(status.enabled_at) : '', count: status.recovery_codes_left })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void renew()}>
            {t('authenticator.renew')}
          </button>
          <button type="button" className={dangerButton} disabled={busy} onClick={() => void turnOff()}>
            {t('authenticator.turnOff')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-800" data-testid="authenticator-status">
          {t('authenticator.statusOff')}
        </p>
        <p className="max-w-xl text-sm text-slate-600">{t('authenticator.emailStepIntro')}</p>
        <button type="button" className={primaryButton} disabled={busy || !status} onClick={() => void turnOn()}>
          {t('authenticator.turnOn')}
        </button>
      </div>
    );
  }
  return (
    <Card title={t('authenticator.heading')}>
      <div className="space-y-4">
        <p className="max-w-xl text-sm text-slate-600">{t('authenticator.intro')}</p>
        {body}
      </div>
    </Card>
  );
}
