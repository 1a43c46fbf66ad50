import { useTranslation } from 'react-i18next';
import type { Webhook } from '#shared/schemas/webhooks.ts';
import { webhookEventTypes } from '#shared/webhooks.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { type FieldBinding, type FormValues, useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { createWebhook } from '../api/webhooks';
import { eventField } from '../api/form-schema';
import { eventName } from './webhook-texts';

/**
 * "New webhook endpoint": a name, an https:// address and the events to send, a checkbox each
 * (44 px tall with its label). Adding it needs a fresh sign-in (the step-up modal asks when needed).
 */
export function WebhookForm({ teamId, onCreated, onCancel }: { teamId: string | undefined; onCreated: (endpoint: Webhook & { secret: string }) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const initialValues: FormValues = { name: '', url: '', ...Object.fromEntries(webhookEventTypes.map((type) => [eventField(type), false])) };
  const form = useForm({
    initialValues,
    schema: () => import('../api/form-schema').then((module) => module.webhookFormSchema),
    onSubmit: async (values) => onCreated(await createWebhook(teamId, values)),
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-2xl space-y-6" aria-label={t('webhooks.createHeading')} data-testid="webhook-form">
      <TextField field={form.field('name') as FieldBinding<string>} label={t('webhooks.name')} hint={t('webhooks.nameHint')} autoComplete="off" />
      <TextField
        field={form.field('url') as FieldBinding<string>}
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-900">{t('webhooks.eventsLegend')}</legend>
        <ul className="grid sm:grid-cols-2 sm:gap-x-6" data-testid="webhook-events">
          {webhookEventTypes.map((type) => (
            <li key={type}>
              <CheckboxField field={form.field(eventField(type)) as FieldBinding<boolean>} label={eventName(type, t)} />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('webhooks.create')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
