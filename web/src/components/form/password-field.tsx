import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../ui/icons';
import { describedBy, Field, inputClass, inputInvalid, inputOk } from './field';
import type { FieldBinding } from './use-form';

/** A password input with a show/hide toggle (spec §5: revealable password fields). */
export function PasswordField({
  field,
  label,
  hint,
  autoComplete = 'current-password',
  labelAside,
}: {
  field: FieldBinding<string>;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  labelAside?: ReactNode;
}) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error} labelAside={labelAside}>
      <div className="relative">
        <input
          id={field.id}
          name={field.name}
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          value={field.value}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field.id, field.error, hint)}
          className={`${inputClass} ${field.error ? inputInvalid : inputOk} pr-11`}
        />
        <button
          type="button"
          onClick={() => setRevealed((shown) => !shown)}
          aria-pressed={revealed}
          aria-controls={field.id}
          aria-label={t('form.showPassword')}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
    </Field>
  );
}
