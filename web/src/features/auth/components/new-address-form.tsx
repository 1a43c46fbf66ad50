import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { updateEmailSchema, useUpdateEmail } from '../api/update-email';

/** What the form says where it stands: its name (for assistive technology), the field's label and the button's. */
export interface NewAddressTexts {
  form: string;
  label: string;
  send: string;
}

/**
 * A new e-mail address, to which a code goes (`PATCH /auth/update-email`): on the user's page
 * (changing a verified address) and in the verification banner (replacing an unverified one).
 * `onSent` runs once the code is sent, with the address as typed.
 */
export function NewAddressForm({
  texts,
  className,
  onSent,
  onCancel,
}: {
  texts: NewAddressTexts;
  className: string;
  onSent: (email: string) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { trigger } = useUpdateEmail();
  const form = useForm({
    initialValues: { email: '' },
    schema: updateEmailSchema,
    onSubmit: async (values) => {
      await trigger(values);
      await onSent(values.email);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className={className} aria-label={texts.form}>
      <TextField field={form.field('email')} label={texts.label} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{texts.send}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
