import { useTranslation } from 'react-i18next';
import type { ApiToken } from '#shared/schemas/api-tokens.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { type FieldBinding, useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { acmeCredentialRequest } from '../api/acme-credential';
import { createApiToken } from '../api/api-tokens';

export type Domain = { id: string; name: string };

/**
 * "ACME credential for a domain": one domain chosen, then a token that may only write its
 * `_acme-challenge` TXT records is made (a fresh sign-in first, as for any token).
 */
export function AcmeCredentialForm({
  teamId,
  domains,
  onCreated,
  onCancel,
}: {
  teamId: string | undefined;
  domains: readonly Domain[];
  onCreated: (token: ApiToken & { secret: string }, domain: Domain) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { domain_id: domains.length === 1 ? domains[0]!.id : '' },
    schema: () => import('../api/form-schema').then((module) => module.acmeCredentialFormSchema),
    onSubmit: async ({ domain_id }) => {
      const domain = domains.find((candidate) => candidate.id === domain_id)!;
      onCreated(await createApiToken(teamId, acmeCredentialRequest(domain, t('apiTokens.acme.name', { domain: domain.name }))), domain);
    },
  });
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      className="max-w-2xl space-y-6"
      aria-label={t('apiTokens.acme.heading')}
      data-testid="acme-credential-form"
    >
      <p className="text-sm text-slate-600">{t('apiTokens.acme.intro')}</p>
      {domains.length === 0 ? (
        <p className="text-sm text-slate-600">{t('apiTokens.noDomains')}</p>
      ) : (
        <SelectField
          field={form.field('domain_id') as FieldBinding<string>}
          label={t('apiTokens.acme.domain')}
          placeholder=""
          options={domains.map((domain) => ({ value: domain.id, label: domain.name }))}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {domains.length > 0 && <SubmitButton busy={form.submitting}>{t('apiTokens.acme.make')}</SubmitButton>}
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
