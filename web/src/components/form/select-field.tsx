import type { ReactNode } from 'react';
import { describedBy, Field, inputClass, inputInvalid, inputOk } from './field';
import type { FieldBinding } from './use-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select bound to a form field; `placeholder` adds an empty first choice. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  hint,
  autoComplete,
  disabled,
}: {
  field: FieldBinding<string>;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: string;
  disabled?: boolean;
}) {
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error}>
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        autoComplete={autoComplete}
        disabled={disabled}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error, hint)}
        className={`${inputClass} ${field.error ? inputInvalid : inputOk}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
