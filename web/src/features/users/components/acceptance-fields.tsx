import { Trans } from 'react-i18next';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import type { FieldBinding } from '#web/components/form/use-form.ts';
import { useSettings } from '#web/lib/api/get-settings.ts';
import { useLocale } from '#web/lib/i18n.ts';

const linkClass = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';

/** A link from the settings (per language), opening in a new tab; plain text until loaded. */
function SettingsLink({ href, children }: { href: string | undefined; children?: React.ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

/**
 * The two acceptances of sign-up and create user (spec §5: both must be true), with the terms
 * and the privacy policy linked from the settings in the reader's language.
 */
export function AcceptanceFields({ terms, privacy }: { terms: FieldBinding<boolean>; privacy: FieldBinding<boolean> }) {
  const locale = useLocale();
  const { data: settings } = useSettings();
  return (
    <div className="space-y-3">
      <CheckboxField field={terms} label={<Trans i18nKey="signUp.acceptTerms" components={{ terms: <SettingsLink href={settings?.url_for_terms[locale]} /> }} />} />
      <CheckboxField field={privacy} label={<Trans i18nKey="signUp.acceptPrivacy" components={{ privacy: <SettingsLink href={settings?.url_for_privacy_policy[locale]} /> }} />} />
    </div>
  );
}
