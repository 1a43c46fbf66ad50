import type { ReactNode } from 'react';
import { errorId } from './field';
import type { FieldBinding } from './use-form';

/** A checkbox with its label (which may hold links) and the field's message. */
export function CheckboxField({ field, label }: { field: FieldBinding<boolean>; label: ReactNode }) {
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          checked={field.value}
          onChange={(event) => field.setValue(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId(field.id) : undefined}
          className="mt-3.5 size-4 shrink-0 rounded border-slate-300 text-blue-700 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        {/* At least 44 px tall: with its box, the label is the checkbox's target (issue 26). */}
        <label htmlFor={field.id} className="block min-h-11 py-3 text-sm text-slate-700">
          {label}
        </label>
      </div>
      {field.error && (
        <p id={errorId(field.id)} className="pl-7 text-sm text-red-700">
          {field.error}
        </p>
      )}
    </div>
  );
}
