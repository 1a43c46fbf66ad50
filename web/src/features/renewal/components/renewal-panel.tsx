import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { cardText, ExpiryBadge, usePaymentCards } from '#web/features/payment-cards/index.ts';
import { formatDate, formatMoney } from '#shared/format.ts';
import { renewedExpiry } from '#shared/renewal.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { useSettings } from '#web/lib/api/get-settings.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { paymentPage } from '#web/lib/payment-page.ts';
import { renewDomain } from '../api/renew-domain';
import { setAutoRenewal } from '../api/set-auto-renewal';
import { FailedChargeNotice } from './failed-charge-notice';

/**
 * The renewal tab: 1 to the most years that stay within 10 years from today (spec §5), the
 * price with VAT, then the payment page — the registry renews once the payment is confirmed.
 * One Idempotency-Key per choice of years, so a double click or a retry never makes two orders.
 * Automatic renewal needs a saved card and the terms (below).
 */
export function RenewalPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const yearsId = useId();
  const maxYears = domain.max_renewal_years;
  const [years, setYears] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const attempt = useRef<{ years: number; key: string } | null>(null);

  const yearly = settings ? Math.round((settings.price_per_year * (100 + settings.vat_percent)) / 100) : null;
  const newExpiry = renewedExpiry(domain.expires_at, years, new Date());

  const renew = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    if (attempt.current?.years !== years) attempt.current = { years, key: crypto.randomUUID() };
    try {
      const order = await renewDomain(domain.id, years, attempt.current.key);
      if (order.checkout_url) {
        paymentPage.go(order.checkout_url);
        return;
      }
      setBusy(false);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <FailedChargeNotice domain={domain} />
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-6 shadow-sm" aria-labelledby={`${yearsId}-heading`}>
        <h2 id={`${yearsId}-heading`} className="text-lg font-semibold text-slate-900">
          {t('renewal.heading')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('renewal.expires')}: <span data-testid="renewal-expires">{formatDate(domain.expires_at)}</span>
        </p>
        {maxYears === 0 ? (
          <p className="text-sm text-amber-900" data-testid="renewal-at-limit">
            {t('renewal.atLimit')}
          </p>
        ) : (
          <>
            <div className="space-y-1">
              <label htmlFor={yearsId} className="block text-sm font-medium text-slate-700">
                {t('renewal.years')}
              </label>
              <select id={yearsId} value={years} onChange={(event) => setYears(Number(event.target.value))} className="rounded-md border border-slate-300 px-3 py-2 text-sm">
                {Array.from({ length: maxYears }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {t('renewal.yearsOption', { count })}
                  </option>
                ))}
              </select>
            </div>
            <dl className="grid gap-1 text-sm sm:grid-cols-2">
              <dt className="text-slate-600">{t('renewal.newExpiry')}</dt>
              <dd data-testid="renewal-new-expiry">{newExpiry ? formatDate(newExpiry) : '—'}</dd>
              <dt className="text-slate-600">{t('renewal.price')}</dt>
              <dd data-testid="renewal-price">{yearly === null ? '—' : formatMoney(yearly * years, locale)}</dd>
            </dl>
            {error !== null && (
              <p role="alert" className="text-sm text-red-700" data-testid="renewal-error">
                {/* A refusal says why (the API's message); anything else (the network, a 5xx) is the spec's "Failed to renew the domain." */}
                {isApiError(error) && error.status >= 400 && error.status < 500 ? errorMessage(error, t) : t('renewal.failed')}
              </p>
            )}
            <button type="button" className={primaryButton} onClick={() => void renew()} disabled={busy} data-testid="renewal-continue">
              {t('renewal.renew')}
            </button>
          </>
        )}
      </section>
      <AutoRenewal domain={domain} />
    </div>
  );
}

/**
 * Automatic renewal (spec §4): on needs a saved card attached and the terms accepted. Off, the
 * tab offers the owner's cards that have not expired and the terms; pressing the switch with
 * something missing names it on its field. On, it names the card and warns when it expires.
 */
function AutoRenewal({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  // A team's domain renews with one of the team's cards (the API refuses another owner's).
  const teamId = domain.owner.type === 'team' ? domain.owner.id : undefined;
  const { data: cards } = usePaymentCards({ teamId });
  const [error, setError] = useState<unknown>(null);
  const usable = (cards ?? []).filter((card) => card.expiry_status !== 'expired');
  const attached = cards?.find((card) => card.id === domain.payment_card_id) ?? null;
  const form = useForm({
    initialValues: { payment_card_id: attached && attached.expiry_status !== 'expired' ? attached.id : '', terms_accepted: false as boolean },
    schema: () => import('#shared/schemas/renewals.ts').then((schemas) => schemas.autoRenewalOnForm),
    onSubmit: async (input) => {
      await setAutoRenewal(domain.id, { enabled: true, terms_accepted: input.terms_accepted, payment_card_id: input.payment_card_id });
      showInfo(t('renewal.autoTurnedOn'));
    },
  });
  const turnOff = async () => {
    setError(null);
    try {
      // Off here also lets go of the card, so it can be deleted (a domain using it keeps it from deletion).
      await setAutoRenewal(domain.id, { enabled: false, payment_card_id: null });
      showInfo(t('renewal.autoTurnedOff'));
    } catch (caught) {
      setError(caught);
    }
  };
  const yearly = settings ? Math.round((settings.price_per_year * (100 + settings.vat_percent)) / 100) : null;
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white px-6 py-6 shadow-sm" data-testid="auto-renewal" data-state={domain.auto_renewal ? 'on' : 'off'}>
      <h2 className="text-lg font-semibold text-slate-900">{t('renewal.autoHeading')}</h2>
      <p className="text-sm text-slate-700" data-testid="auto-renewal-state">
        {domain.auto_renewal ? t('renewal.autoOn') : t('renewal.autoOff')}
      </p>
      {domain.auto_renewal ? (
        <>
          {attached && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="auto-renewal-card">
              {t('renewal.autoUsesCard', { card: cardText(attached, t) })}
              <ExpiryBadge status={attached.expiry_status} />
            </p>
          )}
          {attached?.expiry_status === 'expired' && (
            <p role="alert" className="text-sm text-red-700">
              {t('renewal.autoCardExpired')}
            </p>
          )}
          <button type="button" className={secondaryButton} onClick={() => void turnOff()}>
            {t('renewal.autoTurnOff')}
          </button>
        </>
      ) : (
        <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-4" aria-label={t('renewal.autoHeading')}>
          <p className="text-sm text-slate-600" data-testid="auto-renewal-needs">
            {t('renewal.autoNeeds')}
          </p>
          {cards && usable.length === 0 ? (
            <p className="text-sm text-slate-700" data-testid="auto-renewal-no-cards">
              {t('renewal.autoNoCards')}{' '}
              <Link
                to={teamId ? paths['teams-payment-methods'].href({ teamId }) : paths['payment-methods'].href()}
                className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
              >
                {t('renewal.autoAddCard')}
              </Link>
            </p>
          ) : null}
          <SelectField
            field={form.field('payment_card_id')}
            label={t('renewal.autoCard')}
            placeholder={t('renewal.autoChooseCard')}
            options={usable.map((card) => ({ value: card.id, label: [cardText(card, t), card.name].filter(Boolean).join(' – ') }))}
          />
          {settings && yearly !== null && (
            <p className="text-sm text-slate-600">{t('renewal.autoCharged', { price: formatMoney(yearly, locale), days: settings.days_before_expiry_for_auto_renewal })}</p>
          )}
          <CheckboxField field={form.field('terms_accepted')} label={t('renewal.autoTerms')} />
          <SubmitButton busy={form.submitting}>{t('renewal.autoTurnOn')}</SubmitButton>
        </form>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error, t)}
        </p>
      )}
    </section>
  );
}

export default RenewalPanel;
