import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '#shared/schemas/orders.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useNavigateByName } from '#web/lib/use-navigate-by-name.ts';
import { useCreateOrder } from '../api/create-order';
import { paymentPage } from '#web/lib/payment-page.ts';
import { checkoutAttemptFor, clearCheckoutAttempt, type CheckoutAttempt } from '../checkout-attempt';

/** The names a 409 `domain_unavailable` names: `fields` `domains.<index>` into the sent list. */
export function unavailableDomains(error: unknown, sent: readonly string[]): string[] {
  if (!isApiError(error) || error.code !== 'domain_unavailable' || !error.fields) return [];
  const names = new Set<string>();
  for (const key of Object.keys(error.fields)) {
    const match = /^domains\.(\d+)$/.exec(key);
    const name = match ? sent[Number(match[1])] : undefined;
    if (name) names.add(name);
  }
  return [...names];
}

export interface Checkout {
  /** Creates (or finds again) the order and goes to its payment page. */
  start(domains: readonly string[], years: number): Promise<void>;
  /** From the click until the answer; stays true while the browser leaves for the payment page. */
  busy: boolean;
  redirecting: boolean;
  error: unknown;
  /** Names the API said are not available in the last attempt. */
  unavailable: ReadonlySet<string>;
}

const noNames: ReadonlySet<string> = new Set();

/**
 * The checkout of the search page: one Idempotency-Key per selection (kept in session storage),
 * for the user or, with `teamId` (the team's search page), for the team, which owns what it buys,
 * reused on a second click or a retry after an error, so the API never makes two orders for
 * one attempt. A double click is refused here as well (a ref, set before the first await).
 */
export function useCheckout({ onUnavailable, teamId }: { onUnavailable?: (names: string[]) => void; teamId?: string } = {}): Checkout {
  const { trigger } = useCreateOrder();
  const navigateByName = useNavigateByName();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(noNames);

  // Back from the payment page through the browser's back/forward cache: the page comes back
  // as it was left (busy); make the button usable again (the stored key is still the same).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const send = useCallback(
    (attempt: CheckoutAttempt): Promise<Order> =>
      trigger({ input: { domains: attempt.domains, years: attempt.years, terms_accepted: true, ...(teamId ? { team_id: teamId } : {}) }, idempotencyKey: attempt.key }),
    [trigger, teamId],
  );

  const start = useCallback(
    async (domains: readonly string[], years: number) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      setUnavailable(noNames);
      let attempt = checkoutAttemptFor(domains, years);
      try {
        let order = await send(attempt);
        if (order.status === 'failed' || order.status === 'expired' || order.status === 'cancelled') {
          // The key belongs to an earlier attempt whose payment failed, expired or was cancelled: start anew.
          clearCheckoutAttempt();
          attempt = checkoutAttemptFor(domains, years);
          order = await send(attempt);
        }
        if (order.status === 'pending' && order.checkout_url) {
          setRedirecting(true);
          paymentPage.go(order.checkout_url);
          return;
        }
        if (order.status !== 'pending' && order.status !== 'failed' && order.status !== 'expired' && order.status !== 'cancelled') {
          // Already paid (a click after coming back from the payment page): show its result.
          clearCheckoutAttempt();
          navigateByName('purchase-domain', {}, { search: { order: order.id } });
          return;
        }
        throw new Error('The order has no payment page');
      } catch (cause) {
        if (isApiError(cause) && cause.code === 'idempotency_key_reused') clearCheckoutAttempt();
        const names = unavailableDomains(cause, attempt.domains);
        if (names.length > 0) {
          setUnavailable(new Set(names));
          onUnavailable?.(names);
        }
        setError(cause);
        inFlight.current = false;
        setBusy(false);
      }
    },
    [send, navigateByName, onUnavailable],
  );

  return { start, busy, redirecting, error, unavailable };
}
