import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { ErrorCode } from '#shared/errors.ts';
import { isApiError } from '../../lib/api-client';
import { showError } from '../ui/toasts/toast-store';

/**
 * The form kit's state (spec §5): the form validates with the API's own zod schema (loaded at
 * the first interaction with the form, so zod stays out of the initial bundle and of pages only looked at), and a field's message shows only once the
 * field has been touched and blurred, or after a submit attempt. Messages are the schemas'
 * `validation.<key>` translated; a field left empty says it is required before any format rule.
 * A submit that fails moves the focus to the first invalid field in the page's order. A failed
 * call puts the API's `error.fields` on their fields and its `error.message` in a toast (or, for
 * the codes `errorFields` names, on that field).
 */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** A lazily imported schema, e.g. `() => import('shared/schemas/auth').then((m) => m.loginRequest)`. */
export type SchemaLoader<Out> = () => Promise<z.ZodType<Out>>;

export interface UseFormOptions<Values extends FormValues, Out> {
  initialValues: Values;
  schema: SchemaLoader<Out>;
  /** Called with the schema's output once it passes; a thrown ApiError is shown by the form. */
  onSubmit: (values: Out) => Promise<void> | void;
  /**
   * API error codes that belong to one field (a wrong or expired code belongs on the code
   * field): their message goes there instead of a toast.
   */
  errorFields?: Partial<Record<ErrorCode, keyof Values & string>>;
}

export interface FieldBinding<Value extends FormValue = FormValue> {
  id: string;
  name: string;
  value: Value;
  /** The translated message to show now (respects the touched-and-blurred rule), or undefined. */
  error: string | undefined;
  setValue: (value: Value) => void;
  onBlur: () => void;
}

export interface FormApi<Values extends FormValues> {
  values: Values;
  field<Name extends keyof Values & string>(name: Name): FieldBinding<Values[Name]>;
  setValue<Name extends keyof Values & string>(name: Name, value: Values[Name]): void;
  /** Replaces the values and forgets touched fields and submit attempts. */
  reset(values?: Values): void;
  handleSubmit: (event?: FormEvent) => Promise<void>;
  submitting: boolean;
  /** True once the whole form passes the schema (false until the schema has loaded, at the first interaction). */
  valid: boolean;
}

/** A message that already says the field must be filled in ("required", "choose a phone code"). */
const saysRequired = (message: string) => /^validation\.(required\w*|\w+_required)$/.test(message);

/** A text or choice left empty (blanks only count as empty). */
const isEmpty = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * `validation.<key>` messages per field path (`a.b`), the first issue of each path. A field left
 * empty that the schema refuses says it is required (spec §5 "Required") before any format rule
 * ("This value is not allowed" on an empty country, "a valid e-mail" on an empty address).
 */
export function issuesByField(issues: readonly z.core.$ZodIssue[], values: Readonly<Record<string, unknown>> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path === '' || fields[path] !== undefined) continue;
    const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid_value';
    fields[path] = isEmpty(values[path]) && !saysRequired(message) ? 'validation.required' : message;
  }
  return fields;
}

/** Focuses the first of these fields in the page's order (not the schema's), if any is there. */
export function focusFirstField(ids: readonly string[]): void {
  const elements = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
  const first = elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}

export function useForm<Values extends FormValues, Out>({ initialValues, schema: loadSchema, onSubmit, errorFields }: UseFormOptions<Values, Out>): FormApi<Values> {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [schema, setSchema] = useState<z.ZodType<Out> | null>(null);
  const loaderRef = useRef(loadSchema);
  const schemaPromise = useRef<Promise<z.ZodType<Out>> | null>(null);
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;
  const errorFieldsRef = useRef(errorFields);
  errorFieldsRef.current = errorFields;
  const initialValuesRef = useRef(initialValues);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const ensureSchema = useCallback(() => {
    schemaPromise.current ??= loaderRef.current().then((loaded) => {
      setSchema(() => loaded);
      return loaded;
    });
    return schemaPromise.current;
  }, []);

  // The schema (and zod with it) loads at the first interaction, typing or leaving a field,
  // not with the form: a visitor who only looks, or signs in with the e-ID, never downloads it.
  // A message shows only after a blur or a submit, and a submit waits for the schema.
  const prepareSchema = useCallback(() => {
    ensureSchema().catch(() => {
      schemaPromise.current = null; // a failed chunk load is tried again on submit
    });
  }, [ensureSchema]);

  const clientErrors = useMemo(() => {
    if (!schema) return null;
    const result = schema.safeParse(values);
    return result.success ? {} : issuesByField(result.error.issues, values);
  }, [schema, values]);

  const idOf = useCallback((name: string) => `${formId}-${name}`, [formId]);

  const setValue = useCallback(
    <Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
      prepareSchema();
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _removed, ...rest } = current;
        return rest;
      });
    },
    [prepareSchema],
  );

  const field = <Name extends keyof Values & string>(name: Name): FieldBinding<Values[Name]> => {
    const shown = blurred.has(name) || submitted;
    const server = serverErrors[name];
    const client = clientErrors?.[name];
    return {
      id: idOf(name),
      name,
      value: values[name],
      error: server ?? (shown && client ? t(client as never) : undefined),
      setValue: (value) => setValue(name, value),
      onBlur: () => {
        prepareSchema();
        setBlurred((current) => {
          if (current.has(name)) return current;
          const next = new Set(current);
          next.add(name);
          return next;
        });
      },
    };
  };

  const reset = useCallback((next?: Values) => {
    setValues(next ?? initialValuesRef.current);
    setBlurred(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      let loaded: z.ZodType<Out>;
      try {
        loaded = await ensureSchema();
      } catch {
        schemaPromise.current = null;
        showError(t('errors.internal'));
        return;
      }
      const result = loaded.safeParse(valuesRef.current);
      if (!result.success) {
        focusFirstField(Object.keys(issuesByField(result.error.issues, valuesRef.current)).map(idOf));
        return;
      }
      setSubmitting(true);
      try {
        await onSubmitRef.current(result.data);
      } catch (error) {
        if (isApiError(error)) {
          const field = errorFieldsRef.current?.[error.code];
          if (field) {
            setServerErrors({ [field]: error.message });
            document.getElementById(idOf(field))?.focus();
            return;
          }
          if (error.fields) {
            setServerErrors(error.fields);
            focusFirstField(Object.keys(error.fields).map(idOf));
          }
          showError(error.message);
        } else {
          console.error(error);
          showError(t('errors.internal'));
        }
      } finally {
        setSubmitting(false);
      }
    },
    [ensureSchema, idOf, t],
  );

  return {
    values,
    field,
    setValue,
    reset,
    handleSubmit,
    submitting,
    valid: clientErrors !== null && Object.keys(clientErrors).length === 0,
  };
}
