import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm, openPrompt } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { deletePaymentCard, renamePaymentCard } from '../api/payment-cards';
import { cardText, expiryText } from './card-text';
import { ExpiryBadge } from './expiry-badge';

/**
 * The saved cards: brand and last 4 digits, expiry (expired and soon-expiring marked), nickname,
 * the domains that renew with each, rename and delete. Deleting a card a domain uses is refused
 * by the API with the spec's message, shown as it comes.
 */
export function PaymentCardsTable({ cards }: { cards: readonly PaymentCard[] }) {
  const { t } = useTranslation();
  const none = t('paymentCards.none');
  const columns = [
    { id: 'card', header: t('paymentCards.card') },
    { id: 'expiry', header: t('paymentCards.expiry') },
    { id: 'name', header: t('paymentCards.name') },
    { id: 'domains', header: t('paymentCards.domains') },
    { id: 'actions', header: t('paymentCards.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const rename = async (card: PaymentCard) => {
    const name = await openPrompt({ title: t('paymentCards.renameTitle'), label: t('paymentCards.name'), defaultValue: card.name, confirmText: t('paymentCards.rename') });
    if (name === null) return;
    try {
      await renamePaymentCard(card.id, name);
      showInfo(t('paymentCards.renamed'));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  const remove = async (card: PaymentCard) => {
    const text = cardText(card, t);
    const confirmed = await openConfirm({
      title: t('paymentCards.deleteTitle'),
      message: t('paymentCards.deleteMessage', { card: text }),
      confirmText: t('paymentCards.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deletePaymentCard(card);
      showInfo(t('paymentCards.deleted'));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  return (
    <ResponsiveTable caption={t('paymentCards.listLabel')} columns={columns} stackBelow="2xl" testId="payment-cards-table">
      {cards.map((card) => {
        const text = cardText(card, t);
        return (
          <TableRow key={card.id} data-card={card.id} data-testid="payment-card-row">
            <TableCell column="card" rowHeader className="whitespace-nowrap font-medium text-slate-900">
              {text}
            </TableCell>
            <TableCell column="expiry" className="text-slate-700">
              <span className="flex flex-wrap items-center gap-2">
                <span className="whitespace-nowrap">{expiryText(card)}</span>
                <ExpiryBadge status={card.expiry_status} />
              </span>
            </TableCell>
            <TableCell column="name" className="break-words text-slate-700">
              {card.name || none}
            </TableCell>
            <TableCell column="domains" className="text-slate-700">
              {card.domains.length === 0 ? (
                t('paymentCards.noDomains')
              ) : (
                <ul>
                  {card.domains.map((domain) => (
                    <li key={domain.id} className="break-words">
                      <Link
                        to={paths['domains-single'].href({ domainId: domain.id })}
                        className="inline-flex min-h-11 items-center text-blue-700 underline underline-offset-2 hover:text-blue-900"
                      >
                        {domain.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
            <TableCell column="actions">
              <span className="flex flex-wrap gap-2">
                <button type="button" className={secondaryButton} onClick={() => void rename(card)} aria-label={t('paymentCards.renameLabel', { card: text })}>
                  {t('paymentCards.rename')}
                </button>
                <button type="button" className={secondaryButton} onClick={() => void remove(card)} aria-label={t('paymentCards.deleteLabel', { card: text })}>
                  {t('paymentCards.delete')}
                </button>
              </span>
            </TableCell>
          </TableRow>
        );
      })}
    </ResponsiveTable>
  );
}
