import type { ReactNode } from 'react';
import { describedBy, Field, inputClass, inputInvalid, inputOk } from './field';
import type { FieldBinding } from './use-form';

export const codeLength = 6;

/**
 * A 6-digit code from an e-mail or SMS: numeric keyboard, the browser's one-time-code autofill,
 * anything but digits dropped as it is typed or pasted.
 */
export function CodeField({ field, label, hint, autoFocus }: { field: FieldBinding<string>; label: ReactNode; hint?: ReactNode; autoFocus?: boolean }) {
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error}>
      <input
        id={field.id}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, used by the code steps only: they replace the form just submitted, so focus must move to the new field
        autoFocus={autoFocus}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error, hint)}
        className={`${inputClass} ${field.error ? inputInvalid : inputOk} max-w-48 font-mono text-lg tracking-[0.4em]`}
      />
    </Field>
  );
}

/** The API errors that belong on the code field (for `useForm`'s `errorFields`). */
export const codeErrorFields = { invalid_code: 'code', code_attempts_exhausted: 'code' } as const;
