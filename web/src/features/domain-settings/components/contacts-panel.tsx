import { useTranslation } from 'react-i18next';
import type { ContactRole, ContactsView, UpdateContactsRequest } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { CountryField } from '#web/components/form/country-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { type FormApi, useForm } from '#web/components/form/use-form.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { useContacts } from '../api/get-contacts';
import { useUpdateContacts } from '../api/update-contacts';
import { contactValues, type FlatValues, roles } from '../form-values';
import { usePortalLocked } from '#web/lib/api/get-portal-lock.ts';
import { booleanBinding, LoadFailed, LockedNote, Note, PortalLockedNote, SettingsCard, textBinding } from './settings-card';

/**
 * The contacts tab: registrant, administrative, technical and billing contacts, all required, or
 * "use the same information for all". Until first saved they show the owner's profile. Only the
 * owner changes the registrant.
 */
export default function ContactsPanel({ domain }: { domain: DomainDetail }) {
  const { data, error } = useContacts(domain.id);
  if (error) return <LoadFailed error={error} />;
  if (!data) return <Loader />;
  return <ContactsForm key={JSON.stringify(data)} domainId={domain.id} view={data} />;
}

const roleLabel = {
  registrant: 'domainSettings.contacts.registrant',
  admin: 'domainSettings.contacts.admin',
  tech: 'domainSettings.contacts.tech',
  billing: 'domainSettings.contacts.billing',
} as const;

function ContactsForm({ domainId, view }: { domainId: string; view: ContactsView }) {
  const { t } = useTranslation();
  const updateContacts = useUpdateContacts(domainId);
  const form = useForm<FlatValues, UpdateContactsRequest>({
    initialValues: contactValues(view),
    schema: () => import('../form-schemas').then((schemas) => schemas.contactsFormSchema() as never),
    onSubmit: async (request) => {
      await updateContacts(request);
      showInfo(t('domainSettings.saved'));
    },
  });
  const portalLocked = usePortalLocked(domainId);
  const same = form.values.same_for_all === true;
  const shown: readonly ContactRole[] = same ? ['registrant'] : roles;

  return (
    <SettingsCard heading={t('domainSettings.contacts.heading')} testId="contacts">
      {view.source === 'profile' && <Note testId="contacts-from-profile">{t('domainSettings.contacts.fromProfile')}</Note>}
      <PortalLockedNote locked={portalLocked} />
      <LockedNote locked={view.registration_locked} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('domainSettings.contacts.heading')}>
        <fieldset disabled={view.registration_locked || portalLocked} className="space-y-6">
          <CheckboxField field={booleanBinding(form, 'same_for_all')} label={t('domainSettings.contacts.sameForAll')} />
          {shown.map((role) => (
            <fieldset
              key={role}
              className="space-y-4 rounded-lg border border-slate-200 p-4"
              data-testid={`contact-${role}`}
              disabled={role === 'registrant' && !view.can_change_registrant}
            >
              <legend className="px-1 text-base font-semibold text-slate-900">{t(roleLabel[role])}</legend>
              {role === 'registrant' && !view.can_change_registrant && <p className="text-sm text-slate-600">{t('domainSettings.contacts.registrantOwnerOnly')}</p>}
              <ContactFields form={form} role={role} />
            </fieldset>
          ))}
          <SubmitButton busy={form.submitting}>{t('domainSettings.contacts.save')}</SubmitButton>
        </fieldset>
      </form>
    </SettingsCard>
  );
}

function ContactFields({ form, role }: { form: FormApi<FlatValues>; role: ContactRole }) {
  const { t } = useTranslation();
  const text = (field: string) => textBinding(form, `${role}.${field}`);
  const company = form.values[`${role}.owner_type`] === 'company';
  const resident = form.values[`${role}.resident`] === true;
  return (
    <>
      <SelectField
        field={text('owner_type')}
        label={t('domainSettings.contacts.ownerType')}
        options={[
          { value: 'person', label: t('domainSettings.contacts.person') },
          { value: 'company', label: t('domainSettings.contacts.company') },
        ]}
      />
      {company && <TextField field={text('company')} label={t('domainSettings.contacts.companyName')} autoComplete="organization" />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={text('first_name')} label={t('domainSettings.contacts.firstName')} autoComplete="given-name" />
        <TextField field={text('last_name')} label={t('domainSettings.contacts.lastName')} autoComplete="family-name" />
      </div>
      <TextField field={text('street')} label={t('form.street')} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={text('postal_code')} label={t('form.zip')} autoComplete="postal-code" />
        <div className="sm:col-span-2">
          <TextField field={text('town')} label={t('form.city')} autoComplete="address-level2" />
        </div>
      </div>
      <TextField field={text('state')} label={t('domainSettings.contacts.state')} autoComplete="address-level1" />
      <CountryField field={text('country_code')} label={t('form.country')} />
      <PhoneField phoneCode={text('phone_code')} phone={text('phone_number')} label={t('form.phone')} preferredCountry={String(form.values[`${role}.country_code`] ?? '')} />
      <TextField field={text('email')} label={t('form.email')} type="email" autoComplete="email" />
      <CheckboxField field={booleanBinding(form, `${role}.resident`)} label={t('domainSettings.contacts.resident')} />
      {company && <TextField field={text('vat_number')} label={t('domainSettings.contacts.vatNumber')} />}
      {company && resident && <TextField field={text('v_number')} label={t('domainSettings.contacts.vNumber')} inputMode="numeric" />}
    </>
  );
}
