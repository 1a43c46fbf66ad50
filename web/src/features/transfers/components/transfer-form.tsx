import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatMoney, withVat } from '#shared/format.ts';
import { transferYears } from '#shared/schemas/transfers.ts';
import { useSettings } from '#web/lib/api/get-settings.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { requestTransferSchema, useRequestTransfer } from '../api/request-transfer';

/** The fields a refusal may name besides the form's own: the profile's address (the owner becomes the registrant). */
const formFields = new Set(['domain', 'auth_code']);

/**
 * The domain and its transfer code (`POST /transfers`), validated with the API's own schema. The
 * registry's refusals land on their field; a missing address says where to fill it in. Before
 * the request: what the transfer costs (nothing), what it adds (a year to the expiry) and what a
 * renewal costs afterwards (the settings' price per year with VAT, as the search shows it).
 * With `teamId` (`teams-transfer-domain`) the team asks and owns the domain.
 */
export function TransferForm({ teamId }: { teamId?: string }) {
  const { t } = useTranslation();
  const { trigger } = useRequestTransfer(teamId);
  const [profileProblem, setProfileProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { domain: '', auth_code: '' },
    schema: requestTransferSchema,
    onSubmit: async (input) => {
      setProfileProblem(null);
      try {
        const transfer = await trigger(input);
        showInfo(t('transfers.requested', { domain: transfer.domain }));
        form.reset();
      } catch (error) {
        const fields = isApiError(error) ? Object.keys(error.fields ?? {}) : [];
        if (isApiError(error) && fields.length > 0 && fields.every((field) => !formFields.has(field))) {
          setProfileProblem(error.fields![fields[0]!]!);
          return;
        }
        throw error;
      }
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-5" aria-label={t('transfers.formLabel')}>
      <TextField field={form.field('domain')} label={t('transfers.domain')} hint={t('transfers.domainHint')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
      <TextField field={form.field('auth_code')} label={t('transfers.authCode')} hint={t('transfers.authCodeHint')} autoComplete="off" spellCheck={false} />
      {profileProblem && (
        <div role="alert" className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="transfer-profile-problem">
          <p>{profileProblem}</p>
          <Link to={paths['my-user'].href()} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
            {t('transfers.toProfile')}
          </Link>
        </div>
      )}
      <TransferTerms />
      <SubmitButton busy={form.submitting}>{t('transfers.submit')}</SubmitButton>
    </form>
  );
}

function TransferTerms() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const row = 'grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4';
  return (
    <dl className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm" data-testid="transfer-terms">
      <div className={row}>
        <dt className="font-medium text-slate-600">{t('transfers.price')}</dt>
        <dd className="text-slate-900" data-testid="transfer-price">
          {t('transfers.priceFree', { price: formatMoney(0, locale) })}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t('transfers.period')}</dt>
        <dd className="text-slate-900" data-testid="transfer-period">
          {t('transfers.periodYears', { count: transferYears })}
        </dd>
      </div>
      {settings && (
        <div className={row}>
          <dt className="font-medium text-slate-600">{t('transfers.renewalAfter')}</dt>
          <dd className="text-slate-900" data-testid="transfer-renewal-price">
            {t('transfers.renewalPrice', { price: formatMoney(withVat(settings.price_per_year, settings.vat_percent), locale) })}
          </dd>
        </div>
      )}
    </dl>
  );
}
