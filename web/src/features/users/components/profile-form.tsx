import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { updateProfileSchema, useUpdateProfile } from '../api/update-profile';
import { AddressFields } from './address-fields';

/**
 * Edit name and address (`PATCH /users/me`). A national e-ID user's name comes from the e-ID:
 * shown read-only and not sent (spec §5 "Profile update").
 */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation();
  const { trigger } = useUpdateProfile();
  const eid = user.is_using_samleikin;
  const form = useForm({
    initialValues: { name: user.name, street: user.street ?? '', zip: user.zip ?? '', city: user.city ?? '', country_code: user.country_code ?? '' },
    schema: updateProfileSchema,
    onSubmit: async ({ name, ...address }) => {
      await trigger(eid ? address : { name, ...address });
      showInfo(t('myUser.profileSaved'));
      onDone();
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-5" aria-label={t('myUser.editProfile')}>
      <TextField field={form.field('name')} label={t('form.name')} autoComplete="name" readOnly={eid} hint={eid ? t('myUser.nameFromEid') : undefined} />
      <AddressFields street={form.field('street')} zip={form.field('zip')} city={form.field('city')} country={form.field('country_code')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('form.save')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
