import { useTranslation } from 'react-i18next';
import type { Settings } from '#shared/schemas/settings.ts';
import { CountryField } from '#web/components/form/country-field.tsx';
import { describedBy, Field, inputClass, inputInvalid, inputOk, TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { settingsFormSchema, settingsFormValues, useUpdateAdminSettings } from '../api/settings';

/**
 * Every setting of spec §3 and the seller on receipts, in groups; the API's schema checks each
 * field (its messages in the reader's language). Saved, they apply at once.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { trigger } = useUpdateAdminSettings();
  const form = useForm({
    initialValues: settingsFormValues(settings),
    schema: settingsFormSchema,
    onSubmit: async (update) => {
      const saved = await trigger(update);
      form.reset(settingsFormValues(saved));
      showInfo(t('admin.settings.saved'));
    },
  });
  const number = { inputMode: 'numeric' as const };
  const perLanguage = (name: 'url_for_privacy_policy' | 'url_for_help_page' | 'url_for_terms', link: string) => (
    <>
      <TextField field={form.field(`${name}.fo`)} label={t('admin.settings.inFaroese', { link })} type="url" />
      <TextField field={form.field(`${name}.en`)} label={t('admin.settings.inEnglish', { link })} type="url" />
    </>
  );
  const address = form.field('seller.address_lines');
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-6" aria-label={t('admin.settings.formLabel')}>
      <Card title={t('admin.settings.days')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={form.field('days_before_expiry_for_auto_renewal')} label={t('admin.settings.autoRenewalDays')} {...number} />
          <TextField field={form.field('days_before_expiry_for_warning')} label={t('admin.settings.warningDays')} {...number} />
          <TextField field={form.field('days_until_transfer_auto_processing')} label={t('admin.settings.transferAutoDays')} {...number} />
          <TextField field={form.field('days_until_transfer_completion')} label={t('admin.settings.transferCompletionDays')} {...number} />
          <TextField field={form.field('default_ns_ttl')} label={t('admin.settings.nsTtl')} {...number} />
        </div>
      </Card>
      <Card title={t('admin.settings.prices')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={form.field('price_per_year')} label={t('admin.settings.pricePerYear')} hint={t('admin.settings.pricePerYearHint')} {...number} />
          <TextField field={form.field('vat_percent')} label={t('admin.settings.vatPercent')} {...number} />
        </div>
      </Card>
      <Card title={t('admin.settings.links')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {perLanguage('url_for_privacy_policy', t('admin.settings.privacyPolicy'))}
          {perLanguage('url_for_help_page', t('admin.settings.helpPage'))}
          {perLanguage('url_for_terms', t('admin.settings.terms'))}
          <TextField field={form.field('video_url')} label={t('admin.settings.videoUrl')} hint={t('admin.settings.videoUrlHint')} type="url" />
        </div>
      </Card>
      <Card title={t('admin.settings.emails')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {/* Comma-separated lists (spec §5): text with the e-mail keyboard; a browser's own e-mail check would refuse a list. */}
          <TextField field={form.field('error_email')} label={t('admin.settings.errorEmail')} hint={t('admin.settings.emailListHint')} inputMode="email" autoComplete="off" />
          <TextField field={form.field('receipt_email')} label={t('admin.settings.receiptEmail')} hint={t('admin.settings.emailListHint')} inputMode="email" autoComplete="off" />
        </div>
      </Card>
      <Card title={t('admin.settings.seller')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={form.field('seller.name')} label={t('admin.settings.sellerName')} />
          <TextField field={form.field('seller.vat_number')} label={t('admin.settings.sellerVatNumber')} {...number} />
          <Field id={address.id} label={t('admin.settings.sellerAddress')} hint={t('admin.settings.sellerAddressHint')} error={address.error}>
            <textarea
              id={address.id}
              name={address.name}
              rows={4}
              value={address.value}
              onChange={(event) => address.setValue(event.target.value)}
              onBlur={address.onBlur}
              aria-invalid={address.error ? true : undefined}
              aria-describedby={describedBy(address.id, address.error, t('admin.settings.sellerAddressHint'))}
              className={`${inputClass} ${address.error ? inputInvalid : inputOk}`}
            />
          </Field>
          <CountryField field={form.field('seller.country_code')} label={t('admin.settings.sellerCountry')} />
        </div>
      </Card>
      <SubmitButton busy={form.submitting}>{t('form.save')}</SubmitButton>
    </form>
  );
}
