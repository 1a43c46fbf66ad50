import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { CardIcon } from '../components/ui/icons';
import { LoadedList } from '../components/ui/loaded-list';
import { PageTitle } from '../components/layout/page-frame';
import { primaryButton } from '../components/ui/modal/buttons';
import { showError } from '../components/ui/toasts/toast-store';
import { startCardSetup, usePaymentCards } from '../features/payment-cards/api/payment-cards';
import { PaymentCardsTable } from '../features/payment-cards/components/payment-cards-table';
import { useTeamOfList } from '../lib/api/get-teams';
import { errorMessage } from '../lib/error-message';
import { paymentPage } from '../lib/payment-page';

/** Back from the provider's page the list is asked again this often, until its webhook has added the card. */
const returnedRefreshMs = 2_000;

/**
 * `/payment-methods` ("Gjaldshættir"): the saved cards, and "Add a card", which goes to the
 * payment provider's page (the card number is entered there, never here) and comes back with
 * `?card_setup=…`.
 */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = params.has('card_setup');
  // `teams-payment-methods` (`/teams/{teamId}/payment-methods`): the team's cards, added by its owners.
  const { teamId } = useParams();
  const { data: loaded, error } = usePaymentCards({ refreshMs: returned ? returnedRefreshMs : 0, teamId });
  // A team's cards speak of the team, by name, and are its owners' to manage (spec §2: team owner only).
  const team = useTeamOfList(teamId);
  const cards = teamId && team === undefined ? undefined : loaded;
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const setup = await startCardSetup(teamId);
      paymentPage.go(setup.checkout_url);
    } catch (caught) {
      showError(errorMessage(caught, t));
      setBusy(false);
    }
  };

  if (team && !team.is_owned_by_current_user) {
    return (
      <div className="space-y-6">
        <PageTitle>{t('titles.paymentMethods')}</PageTitle>
        <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState testId="payment-cards-owners-only" icon={<CardIcon className="size-6" />} heading={t('paymentCards.ownersOnlyHeading')}>
            {t('paymentCards.ownersOnlyText', { team: team.name })}
          </EmptyState>
        </section>
      </div>
    );
  }

  const content = (
    <LoadedList
      items={cards}
      error={error}
      testId="payment-cards"
      emptyText={team ? t('paymentCards.teamEmpty', { team: team.name }) : t('paymentCards.empty')}
      loadFailedText={t('paymentCards.loadFailed')}
    >
      {(cards) => <PaymentCardsTable cards={cards} />}
    </LoadedList>
  );

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.paymentMethods')}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-2xl text-sm text-slate-600">{t('paymentCards.intro')}</p>
        <button type="button" className={primaryButton} onClick={() => void add()} disabled={busy} data-testid="add-payment-card">
          {t('paymentCards.add')}
        </button>
      </div>
      {returned && (
        <p role="status" className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900" data-testid="payment-card-returned">
          {t('paymentCards.returned')}
        </p>
      )}
      <section
        aria-label={team ? t('paymentCards.teamListLabel', { team: team.name }) : t('paymentCards.listLabel')}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {content}
      </section>
    </div>
  );
}
