import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { formatMoney } from '#shared/format.ts';
import { inputClass, inputOk } from '#web/components/form/field.tsx';
import { useLocale } from '#web/lib/i18n.ts';

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

/** Whole years within 1–10 (spec §5), the same limits as `shared/schemas/orders.ts`. */
export function isValidYears(years: number): boolean {
  return Number.isInteger(years) && years >= minYears && years <= maxYears;
}

/**
 * The chosen names (each with the API's "not available" when the checkout said so), the period
 * (1–10 years) and the total with VAT; `children` is the checkout (terms and the button).
 */
export function OrderSummary({
  items,
  years,
  onYears,
  unavailable,
  children,
}: {
  items: readonly DomainSearchResult[];
  years: number;
  onYears: (years: number) => void;
  unavailable?: ReadonlySet<string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yearsId = useId();
  // Nothing chosen: the checkout (its disabled button says why) or the plain hint.
  if (items.length === 0) return children ? <div className="space-y-4">{children}</div> : <p className="text-sm text-slate-500">{t('domainSearch.nothingSelected')}</p>;
  const totals = selectionTotals(items, years);
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm text-slate-800" aria-label={t('domainSearch.orderHeading')}>
        {items.map((item) => (
          <li key={item.domain} data-summary-domain={item.domain} className="flex flex-wrap items-baseline gap-x-3">
            <span>{item.domain}</span>
            {unavailable?.has(item.domain) && (
              <span className="text-red-700" data-testid="domain-unavailable">
                {t('errors.domain_unavailable')}
              </span>
            )}
          </li>
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
      {children}
    </div>
  );
}
