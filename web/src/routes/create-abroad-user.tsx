import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/form/field';
import { NewPasswordField } from '../components/form/new-password-field';
import { PasswordField } from '../components/form/password-field';
import { PhoneField } from '../components/form/phone-field';
import { SubmitButton } from '../components/form/submit-button';
import { useForm } from '../components/form/use-form';
import { paths } from '../config/paths';
import { registerAbroadUserSchema, useRegisterAbroadUser } from '../features/auth/api/register-abroad-user';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { GuestAvailability } from '../features/domains/components/guest-availability';
import { AcceptanceFields } from '../features/users/components/acceptance-fields';
import { AddressFields } from '../features/users/components/address-fields';
import { LanguageField } from '../features/users/components/language-field';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { useCountries } from '../lib/api/get-countries';
import { useLocale } from '../lib/i18n';
import { useNavigate } from 'react-router';

/**
 * `/create-abroad-user` (auth-create-abroad-user, "Stovna brúkara"): sign-up for people without
 * a national e-ID (spec §5 "Registration from abroad"). A code then goes to the e-mail, verified
 * on `/email-verification`.
 */
export default function CreateAbroadUserPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { trigger } = useRegisterAbroadUser();
  const { data: countries } = useCountries();
  const form = useForm({
    initialValues: {
      name: '',
      street: '',
      zip: '',
      city: '',
      country_code: '',
      phone_code: '',
      phone: '',
      email: '',
      language: locale as string,
      password: '',
      password_confirmation: '',
      terms_accepted: false as boolean,
      privacy_policy_accepted: false as boolean,
    },
    schema: registerAbroadUserSchema,
    onSubmit: async (values) => {
      await trigger(values);
      void navigate(paths['email-verification'].href({}, { email: values.email }));
    },
  });

  const { setValue } = form;
  // The language follows the page's while the person has not chosen another in the field: who
  // switches the page to English before signing up gets English mail, SMS and site.
  const followedLocale = useRef(locale);
  const following = useRef(true);
  const chosenLanguage = form.values.language;
  useEffect(() => {
    if (followedLocale.current === locale) return;
    if (chosenLanguage !== followedLocale.current) following.current = false;
    if (following.current) setValue('language', locale);
    followedLocale.current = locale;
  }, [locale, chosenLanguage, setValue]);

  // Choosing the country suggests its calling code while none is chosen.
  const country = form.values.country_code;
  const phoneCodeEmpty = form.values.phone_code === '';
  useEffect(() => {
    if (!phoneCodeEmpty || !country) return;
    const match = countries?.find((entry) => entry.code === country);
    if (match) setValue('phone_code', match.phone_code);
  }, [country, countries, phoneCodeEmpty, setValue]);

  return (
    <AuthFrame title={t('titles.authCreateUser')} intro={t('signUp.intro')} wide after={<GuestAvailability signIn="elsewhere" />} localeSwitcher={<LocaleSwitcher />}>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-5">
        <TextField field={form.field('name')} label={t('form.name')} autoComplete="name" />
        <AddressFields street={form.field('street')} zip={form.field('zip')} city={form.field('city')} country={form.field('country_code')} />
        <PhoneField phoneCode={form.field('phone_code')} phone={form.field('phone')} label={t('form.phone')} preferredCountry={country} />
        <TextField field={form.field('email')} label={t('form.email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
        <LanguageField field={form.field('language')} />
        <NewPasswordField field={form.field('password')} label={t('form.password')} hint={t('form.passwordRules')} />
        <PasswordField field={form.field('password_confirmation')} label={t('form.passwordConfirmation')} autoComplete="new-password" />
        <AcceptanceFields terms={form.field('terms_accepted')} privacy={form.field('privacy_policy_accepted')} />
        <SubmitButton busy={form.submitting} className="w-full sm:w-auto">
          {t('signUp.submit')}
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
