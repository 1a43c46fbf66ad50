import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainSearchResult } from '../../../../../shared/schemas/domains';
import { formatMoney } from '../../../../../shared/format';
import { inputClass, inputOk } from '../../../components/form/field';
import { primaryButton } from '../../../components/ui/modal/buttons';
import { useLocale } from '../../../lib/i18n';

export const minYears = 1;
export const maxYears = 10;

/** The selection's amounts in øre: each name's yearly price × years, summed. */
export function selectionTotals(items: readonly Pick<DomainSearchResult, 'price_per_year'>[], years: number) {
  return items.reduce(
    (sum, item) => ({
      net: sum.net + item.price_per_year.net * years,
      vat: sum.vat + item.price_per_year.vat * years,
      total: sum.total + item.price_per_year.total * years,
    }),
    { net: 0, vat: 0, total: 0 },
  );
}

/**
 * The chosen names, the period (1–10 years) and the total with VAT. Payment is the next slice:
 * the button is shown disabled with an honest note, and nothing is bought.
 */
export function OrderSummary({ items, years, onYears }: { items: readonly DomainSearchResult[]; years: number; onYears: (years: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yearsId = useId();
  const noteId = useId();
  if (items.length === 0) return <p className="text-sm text-slate-500">{t('domainSearch.nothingSelected')}</p>;
  const totals = selectionTotals(items, years);
  return (
    <div className="space-y-4">
      <ul className="text-sm text-slate-800">
        {items.map((item) => (
          <li key={item.domain}>{item.domain}</li>
        ))}
      </ul>
      <div className="max-w-40 space-y-1.5">
        <label htmlFor={yearsId} className="block text-sm font-medium text-slate-800">
          {t('domainSearch.years')}
        </label>
        <select id={yearsId} value={years} onChange={(event) => onYears(Number(event.target.value))} className={`${inputClass} ${inputOk}`}>
          {Array.from({ length: maxYears - minYears + 1 }, (_, index) => minYears + index).map((count) => (
            <option key={count} value={count}>
              {t('domainSearch.yearsOption', { count })}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid max-w-sm grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('domainSearch.net')}</dt>
        <dd className="text-right text-slate-800">{formatMoney(totals.net, locale)}</dd>
        <dt className="text-slate-600">{t('domainSearch.vat')}</dt>
        <dd className="text-right text-slate-800">{formatMoney(totals.vat, locale)}</dd>
        <dt className="font-semibold text-slate-900">{t('domainSearch.total')}</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="order-total">
          {formatMoney(totals.total, locale)}
        </dd>
      </dl>
      <div className="space-y-2">
        <button type="button" className={primaryButton} disabled aria-describedby={noteId}>
          {t('domainSearch.continueToPayment')}
        </button>
        <p id={noteId} className="text-sm text-slate-500">
          {t('domainSearch.paymentComingSoon')}
        </p>
      </div>
    </div>
  );
}
