import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '#web/components/ui/icons.tsx';
import type { FieldBinding, FormApi, FormValues } from '#web/components/form/use-form.ts';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';

/** The look the settings tabs share: a card with a heading, notes, and typed field bindings for flat forms. */
export function SettingsCard({ heading, children, testId }: { heading: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-6 shadow-sm" data-testid={testId}>
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      {children}
    </section>
  );
}

export function Note({ tone = 'info', children, testId }: { tone?: 'info' | 'warning'; children: ReactNode; testId?: string }) {
  const look = tone === 'info' ? 'border-blue-200 bg-blue-50 text-blue-900' : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${look}`} data-testid={testId}>
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/** Why nothing can be changed: the registration lock (the API refuses with `domain_locked` too). */
export function LockedNote({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  if (!locked) return null;
  return (
    <Note tone="warning" testId="registration-locked-note">
      {t('domainSettings.lockedNote')}
    </Note>
  );
}

/**
 * Why a change is disabled: the portal lock (the API refuses with `portal_locked` too).
 * `rollover`: on the DNSSEC tab, where a key roll-over stays allowed.
 */
export function PortalLockedNote({ locked, rollover = false }: { locked: boolean; rollover?: boolean }) {
  const { t } = useTranslation();
  if (!locked) return null;
  return (
    <Note tone="warning" testId="portal-locked-note">
      {t(rollover ? 'domainSettings.portalLockedRolloverNote' : 'domainSettings.portalLockedNote')}
    </Note>
  );
}

/** A tab's data could not be read (the registry is asked for it): the reason, in the user's language. */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <LoadingOrFailed error={error} failedText={t('domainSettings.loadFailed')} testId="settings-load-failed" />;
}

/** Flat forms hold strings and booleans under any name; these give the controls the binding type they take. */
export const textBinding = <Values extends FormValues>(form: FormApi<Values>, name: string) => form.field(name as keyof Values & string) as unknown as FieldBinding<string>;
export const booleanBinding = <Values extends FormValues>(form: FormApi<Values>, name: string) => form.field(name as keyof Values & string) as unknown as FieldBinding<boolean>;
