import { useTranslation } from 'react-i18next';
import { apiTokenAreas } from '#shared/api/contract.ts';
import type { ApiToken } from '#shared/schemas/api-tokens.ts';
import { dnsRecordTypes } from '#shared/schemas/dns.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { type FieldBinding, type FormValues, useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { createApiToken } from '../api/api-tokens';
import { domainField, scopeField } from '../api/form-schema';

/**
 * "New API token": a name; for each area nothing, read, or read and change; all domains or
 * chosen ones; optionally one DNS record pattern and type, address ranges; its expiry and its
 * maximum unused period. Making it needs a fresh sign-in (the step-up modal asks when needed).
 */
export function ApiTokenForm({
  teamId,
  domains,
  onCreated,
  onCancel,
}: {
  teamId: string | undefined;
  domains: readonly { id: string; name: string }[];
  onCreated: (token: ApiToken & { secret: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const domainIds = domains.map((domain) => domain.id);
  const initialValues: FormValues = {
    name: '',
    ...Object.fromEntries(apiTokenAreas.map((area) => [scopeField(area), area === 'domains' ? 'read' : ''])),
    domains: 'all',
    ...Object.fromEntries(domainIds.map((id) => [domainField(id), false])),
    record_name: '',
    record_type: '',
    addresses: '',
    valid_days: '90',
    max_unused_days: '',
  };
  const form = useForm({
    initialValues,
    schema: () => import('../api/form-schema').then((module) => module.apiTokenFormSchema(domainIds)),
    onSubmit: async (values) => onCreated(await createApiToken(teamId, values)),
  });
  const text = (name: string) => form.field(name) as FieldBinding<string>;
  const access = [
    { value: '', label: t('apiTokens.access.none') },
    { value: 'read', label: t('apiTokens.access.read') },
    { value: 'write', label: t('apiTokens.access.write') },
  ];
  const days = (values: readonly number[]) => values.map((count) => ({ value: String(count), label: t('apiTokens.days', { count }) }));
  const domainsChoice = text('domains');

  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-2xl space-y-6" aria-label={t('apiTokens.createHeading')} data-testid="api-token-form">
      <TextField field={text('name')} label={t('apiTokens.name')} hint={t('apiTokens.nameHint')} autoComplete="off" />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('apiTokens.scopesLegend')}</legend>
        <p className="text-xs text-slate-500">{t('apiTokens.scopesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {apiTokenAreas.map((area) => (
            <SelectField key={area} field={text(scopeField(area))} label={t(`apiTokens.areas.${area}`)} options={access} />
          ))}
        </div>
      </fieldset>

      <div className="space-y-3">
        <SelectField
          field={domainsChoice}
          label={t('apiTokens.domainsLegend')}
          options={[
            { value: 'all', label: t('apiTokens.allDomains') },
            { value: 'chosen', label: t('apiTokens.chosenDomains') },
          ]}
        />
        {domainsChoice.value === 'chosen' &&
          (domains.length === 0 ? (
            <p className="text-sm text-slate-600">{t('apiTokens.noDomains')}</p>
          ) : (
            <ul className="space-y-1" data-testid="api-token-domains">
              {domains.map((domain) => (
                <li key={domain.id} className="break-words">
                  <CheckboxField field={form.field(domainField(domain.id)) as FieldBinding<boolean>} label={domain.name} />
                </li>
              ))}
            </ul>
          ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={text('record_name')} label={t('apiTokens.recordName')} hint={t('apiTokens.recordNameHint')} autoComplete="off" spellCheck={false} />
        <SelectField
          field={text('record_type')}
          label={t('apiTokens.recordType')}
          options={[{ value: '', label: t('apiTokens.anyType') }, ...dnsRecordTypes.map((type) => ({ value: type, label: type }))]}
        />
      </div>

      <TextField field={text('addresses')} label={t('apiTokens.addresses')} hint={t('apiTokens.addressesHint')} autoComplete="off" spellCheck={false} />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={text('valid_days')} label={t('apiTokens.validDays')} options={days([7, 30, 90, 365])} />
        <SelectField field={text('max_unused_days')} label={t('apiTokens.maxUnusedDays')} options={[{ value: '', label: t('apiTokens.noLimit') }, ...days([7, 30, 90])]} />
      </div>

      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('apiTokens.create')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
