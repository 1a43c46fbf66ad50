import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { Webhook } from '#shared/schemas/webhooks.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { useWebhookDeliveries } from '../api/webhooks';
import { attemptResult, eventName } from './webhook-texts';

/** One endpoint's last 50 attempts, newest first: time, event, attempt and duration, answer (and the next try); send one again. */
export function WebhookDeliveries({ endpoint, onRedeliver, onClose }: { endpoint: Webhook; onRedeliver: (deliveryId: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error } = useWebhookDeliveries(endpoint);
  const caption = t('webhooks.deliveriesLabel', { name: endpoint.name });
  const columns = [
    { id: 'time', header: t('webhooks.deliveryColumns.time') },
    { id: 'event', header: t('webhooks.deliveryColumns.event') },
    { id: 'attempt', header: t('webhooks.deliveryColumns.attempt') },
    { id: 'answer', header: t('webhooks.deliveryColumns.answer') },
    { id: 'actions', header: t('webhooks.deliveryColumns.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];
  return (
    <section aria-labelledby="webhook-deliveries-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="webhook-deliveries">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="webhook-deliveries-heading" className="text-base font-semibold break-words text-slate-900">
          {t('webhooks.deliveriesHeading', { name: endpoint.name })}
        </h2>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('webhooks.close')}
        </button>
      </div>
      <LoadedList items={data} error={error} testId="webhook-attempts" emptyText={t('webhooks.deliveriesEmpty')} loadFailedText={t('webhooks.deliveriesLoadFailed')}>
        {(attempts) => (
          <ResponsiveTable caption={caption} columns={columns} stackBelow="xl" testId="webhook-attempts-table">
            {attempts.map((attempt) => (
              <TableRow key={`${attempt.delivery_id}-${attempt.attempt}-${attempt.at}`} data-testid="webhook-attempt">
                <TableCell column="time" rowHeader className="text-slate-900">
                  {formatDateTime(attempt.at, locale)}
                </TableCell>
                <TableCell column="event" className="text-slate-700">
                  <span className="block">{eventName(attempt.type, t)}</span>
                  <span className="block font-mono text-xs text-slate-500">{attempt.delivery_id}</span>
                </TableCell>
                <TableCell column="attempt" className="text-slate-700">
                  {t('webhooks.attemptOf', { attempt: attempt.attempt, ms: attempt.duration_ms })}
                </TableCell>
                <TableCell column="answer" className={attempt.ok ? 'text-green-800' : 'text-red-700'}>
                  <span className="block" data-testid="webhook-attempt-answer">
                    {attemptResult(attempt, t)}
                  </span>
                  {attempt.next_attempt_at && (
                    <span className="block text-xs text-slate-600">{t('webhooks.nextAttempt', { time: formatDateTime(attempt.next_attempt_at, locale) })}</span>
                  )}
                </TableCell>
                <TableCell column="actions">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => onRedeliver(attempt.delivery_id)}
                    aria-label={t('webhooks.redeliverLabel', { id: attempt.delivery_id })}
                  >
                    {t('webhooks.redeliver')}
                  </button>
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </LoadedList>
    </section>
  );
}
