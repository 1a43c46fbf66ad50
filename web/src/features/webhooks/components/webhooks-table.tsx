import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { Webhook } from '#shared/schemas/webhooks.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { attemptResult, eventName } from './webhook-texts';

const stateStyle: Record<Webhook['state'], string> = {
  enabled: 'bg-green-50 text-green-800 ring-green-600/20',
  disabled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  disabled_by_failures: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** What each row's buttons do: the page runs them (confirmations, the secret shown once, toasts). */
export interface WebhookActions {
  showDeliveries(endpoint: Webhook): void;
  sendTest(endpoint: Webhook): void;
  rotate(endpoint: Webhook): void;
  toggle(endpoint: Webhook): void;
  remove(endpoint: Webhook): void;
}

/** The endpoints: name and address, events, state, the last delivery; deliveries, test, rotate, switch, delete. Never a secret. */
export function WebhooksTable({ endpoints, caption, actions }: { endpoints: readonly Webhook[]; caption: string; actions: WebhookActions }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    { id: 'endpoint', header: t('webhooks.columns.endpoint') },
    { id: 'events', header: t('webhooks.columns.events') },
    { id: 'state', header: t('webhooks.columns.state') },
    { id: 'lastDelivery', header: t('webhooks.columns.lastDelivery') },
    { id: 'actions', header: t('webhooks.columns.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  return (
    <ResponsiveTable caption={caption} columns={columns} stackBelow="3xl" testId="webhooks-table">
      {endpoints.map((endpoint) => (
        <TableRow key={endpoint.id} data-webhook={endpoint.id} data-testid="webhook-row">
          <TableCell column="endpoint" rowHeader className="font-medium text-slate-900">
            <span className="block break-words">{endpoint.name}</span>
            <span className="block font-mono text-xs font-normal break-all text-slate-600">{endpoint.url}</span>
          </TableCell>
          <TableCell column="events" className="text-slate-700">
            <ul>
              {endpoint.events.map((type) => (
                <li key={type}>{eventName(type, t)}</li>
              ))}
            </ul>
          </TableCell>
          <TableCell column="state">
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${stateStyle[endpoint.state]}`} data-testid="webhook-state">
              {t(`webhooks.state.${endpoint.state}`)}
            </span>
            {endpoint.previous_secret_valid_until && (
              <span className="mt-1 block text-xs text-slate-600">{t('webhooks.previousSecret', { time: formatDateTime(endpoint.previous_secret_valid_until, locale) })}</span>
            )}
          </TableCell>
          <TableCell column="lastDelivery" className="text-slate-700" data-testid="webhook-last-delivery">
            {endpoint.last_attempt ? (
              <>
                <span className="block">{formatDateTime(endpoint.last_attempt.at, locale)}</span>
                <span className={`block ${endpoint.last_attempt.ok ? 'text-green-800' : 'text-red-700'}`}>{attemptResult(endpoint.last_attempt, t)}</span>
              </>
            ) : (
              t('webhooks.nothingSent')
            )}
          </TableCell>
          <TableCell column="actions">
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('webhooks.actionsLabel', { name: endpoint.name })}>
              <button type="button" className={secondaryButton} onClick={() => actions.showDeliveries(endpoint)} data-testid="webhook-deliveries-button">
                {t('webhooks.deliveries')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => actions.sendTest(endpoint)} data-testid="webhook-send-test">
                {t('webhooks.sendTest')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => actions.rotate(endpoint)} data-testid="webhook-rotate">
                {t('webhooks.rotate')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => actions.toggle(endpoint)} data-testid="webhook-toggle">
                {endpoint.state === 'enabled' ? t('webhooks.switchOff') : t('webhooks.switchOn')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => actions.remove(endpoint)} data-testid="webhook-delete">
                {t('webhooks.delete')}
              </button>
            </div>
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
