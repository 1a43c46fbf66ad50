import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from './use-form';

/** Input looks shared by the form kit: at least 44 px tall, a finger's target (issue 26). */
export const inputClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';
export const inputOk = 'border-slate-300 focus:border-blue-600 focus:ring-blue-600/20';
export const inputInvalid = 'border-red-500 focus:border-red-600 focus:ring-red-600/20';

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** `aria-describedby` for an input: its hint and its message when shown. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode | undefined): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled control with an optional hint and the field's message (shown by `useForm`'s rule). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  labelAside,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
  labelAside?: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A control's hint and message, under it, with the ids `describedBy` names. A message that
 * appears while the person types or on a search, not on leaving the field, is announced
 * (`announce`: role="alert").
 */
export function FieldMessages({ id, hint, error, announce = false }: { id: string; hint?: ReactNode; error: string | undefined; announce?: boolean }) {
  return (
    <>
      {hint && (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} role={announce ? 'alert' : undefined} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'children'>;

export interface TextFieldProps extends NativeInputProps {
  field: FieldBinding<string>;
  label: ReactNode;
  hint?: ReactNode;
  labelAside?: ReactNode;
}

/** A text input bound to a form field. */
export function TextField({ field, label, hint, labelAside, className, type = 'text', readOnly, ...rest }: TextFieldProps) {
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error} labelAside={labelAside}>
      <input
        {...rest}
        id={field.id}
        name={field.name}
        type={type}
        readOnly={readOnly}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error, hint)}
        className={`${inputClass} ${field.error ? inputInvalid : inputOk} ${readOnly ? 'bg-slate-100! text-slate-600' : ''} ${className ?? ''}`}
      />
    </Field>
  );
}
