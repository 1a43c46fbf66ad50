import { lazy, Suspense, useState, type ReactNode } from 'react';
import { withTexts } from '../../lib/i18n';
import { PasswordField } from './password-field';
import type { FieldBinding } from './use-form';

const PasswordStrengthMeter = lazy(() => withTexts(['password-strength'], import('./password-strength-meter')).then((module) => ({ default: module.PasswordStrengthMeter })));

/**
 * The field where a new password is chosen (sign-up, reset, change): the password field with a
 * strength meter under it (issue 29). The meter and its dictionaries load when the field is
 * first focused or filled (a password manager may fill it without a focus), not before.
 */
export function NewPasswordField({ field, label, hint }: { field: FieldBinding<string>; label: ReactNode; hint?: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const shown = wanted || field.value !== '';
  return (
    <div className="space-y-1.5" onFocus={() => setWanted(true)}>
      <PasswordField field={field} label={label} hint={hint} autoComplete="new-password" />
      {shown && (
        // The meter's height is kept while it loads: arriving late, it would push the form's button
        // from under a finger (or a click) already on its way.
        <Suspense fallback={<div aria-hidden="true" className="h-[1.625rem]" />}>
          <PasswordStrengthMeter id={`${field.id}-strength`} password={field.value} />
        </Suspense>
      )}
    </div>
  );
}
