import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import { formatMoney } from '#shared/format.ts';
import { paths } from '#web/config/paths.ts';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { failureReasonText } from '../order-texts';

/** Where a purchase's receipts, domains and each domain are: the team's pages for a team's purchase (spec §2 team purchase). */
const receiptsOf = (order: Pick<Order, 'team_id'>) => (order.team_id ? paths['teams-receipts'].href({ teamId: order.team_id }) : paths.receipts.href());
const domainsOf = (order: Pick<Order, 'team_id'>) => (order.team_id ? paths['teams-domains'].href({ teamId: order.team_id }) : paths.domains.href());
const domainOf = (order: Pick<Order, 'team_id'>, domainId: string) =>
  order.team_id ? paths['teams-domains-single'].href({ teamId: order.team_id, domainId }) : paths['domains-single'].href({ domainId });

const linkClass =
  'inline-flex min-h-11 items-center rounded font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/** The search with the order's names filled in (the `domains` query parameter). */
export function searchAgainHref(order: Pick<Order, 'items'> | null): string {
  const names = order?.items.map((item) => item.domain) ?? [];
  return paths['search-domain'].href({}, names.length > 0 ? { domains: names.join(',') } : undefined);
}

function Spinner() {
  return <span className="size-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700" aria-hidden="true" />;
}

function Panel({ status, children }: { status: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-6 shadow-sm" data-testid="purchase-status" data-status={status} aria-live="polite">
      {children}
    </section>
  );
}

/**
 * A missing or unknown order, or a failed read: the message and the way back to the search. A
 * read that failed for no reason of the buyer's (the network, a 5xx) asks them to go back and try again.
 */
export function PurchaseProblem({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const message =
    error === undefined || (isApiError(error) && (error.status === 404 || error.status === 403))
      ? t('purchase.missingOrder')
      : isApiError(error) && error.status >= 400 && error.status < 500
        ? errorMessage(error, t)
        : t('app.failedGoBack');
  return (
    <Panel status="error">
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      <Link to={paths['search-domain'].href()} className={secondaryButton} data-testid="purchase-back-to-search">
        {t('purchase.backToSearch')}
      </Link>
    </Panel>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-3 text-base text-slate-800" data-testid="purchase-waiting">
      <Spinner />
      {text}
    </p>
  );
}

function NameList({ items, label }: { items: readonly OrderItem[]; label: string }) {
  return (
    <ul className="space-y-1 text-sm text-slate-800" aria-label={label}>
      {items.map((item) => (
        <li key={item.domain} data-item-domain={item.domain}>
          {item.domain}
        </li>
      ))}
    </ul>
  );
}

/** Names that were not registered, each with its reason, and the amount that went back. */
function NotRegistered({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-2" data-testid="purchase-refunded">
      <p className="text-sm text-slate-700">{t('purchase.notRegisteredIntro')}</p>
      <ul className="space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.domain} data-item-domain={item.domain} className="flex flex-wrap gap-x-3">
            <span className="font-medium text-slate-900">{item.domain}</span>
            {item.failure_reason && <span className="text-red-700">{failureReasonText(item.failure_reason, t)}</span>}
          </li>
        ))}
      </ul>
      {order.refunded_amount > 0 && (
        <p className="text-sm font-medium text-slate-900" data-testid="purchase-refunded-amount">
          {t('purchase.refunded', { amount: formatMoney(order.refunded_amount, locale) })}
        </p>
      )}
    </div>
  );
}

/**
 * How a checkout that did not end in a payment ended, as the buyer sees it: `cancelled` (back
 * from the payment page unpaid, with no decline: the checkout is expired at the provider and the
 * order is `cancelled`; pending for the moment that takes),
 * `declined` (the card was declined), `expired` (the checkout closed unpaid), `failed` (another
 * payment failure) or `mismatch` (a payment of another amount, given back).
 */
export type UnpaidOutcome = 'cancelled' | 'declined' | 'expired' | 'failed' | 'mismatch';

export function unpaidOutcome(order: Pick<Order, 'status' | 'failure_reason'>): UnpaidOutcome {
  if (order.status === 'pending' || order.status === 'cancelled') return 'cancelled';
  if (order.status === 'expired' || order.failure_reason === 'payment_expired') return 'expired';
  if (order.status === 'payment_mismatch') return 'mismatch';
  return order.failure_reason === 'card_declined' ? 'declined' : 'failed';
}

function UnpaidCheckout({ order }: { order: Order }) {
  const { t } = useTranslation();
  const outcome = unpaidOutcome(order);
  const [heading, text] =
    outcome === 'cancelled'
      ? [t('purchase.cancelledHeading'), t('purchase.cancelledText')]
      : outcome === 'declined'
        ? [t('purchase.declinedHeading'), t('purchase.declinedText')]
        : outcome === 'expired'
          ? [t('purchase.expiredHeading'), t('purchase.expiredText')]
          : [t('purchase.failedHeading'), failureReasonText(outcome === 'mismatch' ? 'payment_mismatch' : 'payment_failed', t)];
  return (
    <div className="space-y-4" data-testid="purchase-outcome" data-outcome={outcome}>
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <p
        role={outcome === 'cancelled' ? undefined : 'alert'}
        className={outcome === 'cancelled' ? 'text-sm text-slate-800' : 'text-sm text-red-700'}
        data-testid="purchase-failure-reason"
      >
        {text}
      </p>
      <NameList items={order.items} label={t('purchase.orderedNames')} />
      <Link to={searchAgainHref(order)} className={primaryButton} data-testid="purchase-try-again">
        {t('purchase.tryAgain')}
      </Link>
    </div>
  );
}

/** An order an administrator refunded after it was registered: what went back, for which names, and where the credit note is. */
function RefundedByAdmin({ order, creditedTotal }: { order: Order; creditedTotal: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const credited = order.items.filter((item) => item.status === 'registered');
  return (
    <Panel status="refunded">
      <h2 className="text-lg font-semibold text-slate-900">{t('purchase.refundedByAdminHeading')}</h2>
      <p className="text-sm text-slate-700" data-testid="purchase-refunded-by-admin">
        {t('purchase.refundedByAdminText', { amount: formatMoney(-creditedTotal, locale) })}
      </p>
      <NameList items={credited.length > 0 ? credited : order.items} label={t('purchase.orderedNames')} />
      <Link to={receiptsOf(order)} className={secondaryButton}>
        {t('purchase.toReceipts')}
      </Link>
    </Panel>
  );
}

/**
 * `/purchase-success`: waiting for the payment confirmation (pending), registering (paid), the
 * thanks with each registered name linking to its view (registered), the names that could not
 * be registered with the reason and the refunded amount (refunded, or partly), the refund an
 * administrator made afterwards (refunded, with a credit note), or the payment failure (failed).
 */
export function PurchaseSuccessStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  const registered = order.items.filter((item) => item.status === 'registered');
  const refunded = order.items.filter((item) => item.status === 'refunded');

  if (order.status === 'pending') {
    return (
      <Panel status="pending">
        <Waiting text={t('purchase.waitingPayment')} />
        <NameList items={order.items} label={t('purchase.orderedNames')} />
      </Panel>
    );
  }
  if (order.status === 'paid') {
    return (
      <Panel status="paid">
        <Waiting text={t('purchase.registering')} />
        <NameList items={order.items} label={t('purchase.orderedNames')} />
      </Panel>
    );
  }
  // A payment that did not match the order is given back: shown as a failed payment with its reason.
  if (order.status === 'failed' || order.status === 'expired' || order.status === 'cancelled' || order.status === 'payment_mismatch') {
    return (
      <Panel status={order.status}>
        <UnpaidCheckout order={order} />
      </Panel>
    );
  }
  // Registered, then refunded by an administrator: not "could not be registered".
  if (order.status === 'refunded' && order.credit_note) return <RefundedByAdmin order={order} creditedTotal={order.credit_note.total} />;
  if (order.status === 'refunded') {
    return (
      <Panel status="refunded">
        <h2 className="text-lg font-semibold text-slate-900">{t(order.kind === 'renewal' ? 'renewal.failed' : 'purchase.notRegisteredHeading')}</h2>
        <NotRegistered order={order} items={refunded.length > 0 ? refunded : order.items} />
        <Link to={paths['search-domain'].href()} className={secondaryButton}>
          {t('purchase.backToSearch')}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel status="registered">
      <h2 className="text-lg font-semibold text-slate-900">{t('purchase.thanks')}</h2>
      <p className="text-sm text-slate-700">{t(order.kind === 'renewal' ? 'purchase.renewedIntro' : 'purchase.registeredIntro')}</p>
      <ul className="space-y-1 text-sm" data-testid="purchase-registered">
        {registered.map((item) => (
          <li key={item.domain} data-item-domain={item.domain}>
            {item.domain_id ? (
              <Link to={domainOf(order, item.domain_id)} className={linkClass}>
                {item.domain}
              </Link>
            ) : (
              item.domain
            )}
          </li>
        ))}
      </ul>
      {refunded.length > 0 && <NotRegistered order={order} items={refunded} />}
      <div className="flex flex-wrap gap-3">
        <Link to={domainsOf(order)} className={primaryButton}>
          {t('purchase.toDomains')}
        </Link>
        <Link to={receiptsOf(order)} className={secondaryButton}>
          {t('purchase.toReceipts')}
        </Link>
      </div>
    </Panel>
  );
}

/**
 * `/purchase-failure` (the provider's cancel URL): the buyer cancelled (the order is cancelled
 * as the page opens), the card was declined, or the checkout expired, each in its own words, with
 * the names and "Try again" back to the search with them. A payment may still have gone through:
 * then it says so and links to the success page, or, when that payment was refunded since, says
 * what was refunded (never "went through after all").
 */
export function PurchaseFailureStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  // Paid after all, then refunded (names the registry refused, or an administrator's refund): says what went back, as the success page does.
  if (order.status === 'refunded') return <PurchaseSuccessStatus order={order} />;
  if (order.status === 'paid' || order.status === 'registered') {
    return (
      <Panel status={order.status}>
        <p className="text-base text-slate-800" data-testid="purchase-paid-after-all">
          {t('purchase.paidAfterAll')}
        </p>
        <Link to={paths['purchase-domain'].href({}, { order: order.id })} className={primaryButton}>
          {t('purchase.seeResult')}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel status={order.status}>
      <UnpaidCheckout order={order} />
    </Panel>
  );
}
