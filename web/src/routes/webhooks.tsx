import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Webhook, WebhookAttempt } from '#shared/schemas/webhooks.ts';
import { PageTitle } from '../components/layout/page-frame';
import { EmptyState } from '../components/ui/empty-state';
import { ForwardIcon } from '../components/ui/icons';
import { LoadedList } from '../components/ui/loaded-list';
import { primaryButton } from '../components/ui/modal/buttons';
import { openConfirm } from '../components/ui/modal/modal-store';
import { SecretOnce } from '../components/ui/secret-once';
import { showError, showInfo } from '../components/ui/toasts/toast-store';
import { deleteWebhook, redeliverWebhook, rotateWebhookSecret, sendTestWebhook, updateWebhook, useWebhooks } from '../features/webhooks/api/webhooks';
import { WebhookDeliveries } from '../features/webhooks/components/webhook-deliveries';
import { WebhookForm } from '../features/webhooks/components/webhook-form';
import { attemptResult } from '../features/webhooks/components/webhook-texts';
import { type WebhookActions, WebhooksTable } from '../features/webhooks/components/webhooks-table';
import { errorMessage } from '../lib/error-message';
import { useTeamOfList } from '../lib/api/get-teams';

/**
 * `/webhooks` ("Webhooks", issue 30, beside the API page): the caller's webhook endpoints, or on
 * `teams-webhooks` (`/teams/{teamId}/webhooks`) the team's, its owners'. Add one (its signing
 * secret is shown once), see each one's deliveries with their answers, send one again or a test
 * event, rotate the secret, switch it on or off, delete it.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const team = useTeamOfList(teamId);
  const { data: loaded, error } = useWebhooks(teamId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const endpoints = teamId && team === undefined ? undefined : loaded;
  const shownEndpoint = endpoints?.find((endpoint) => endpoint.id === shown);

  if (team && !team.is_owned_by_current_user) {
    return (
      <div className="space-y-6">
        <PageTitle>{t('titles.webhooks')}</PageTitle>
        <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState testId="webhooks-owners-only" icon={<ForwardIcon className="size-6" />} heading={t('webhooks.ownersOnlyHeading')}>
            {t('webhooks.ownersOnlyText', { team: team.name })}
          </EmptyState>
        </section>
      </div>
    );
  }

  /** Runs a button's call: its success said in a toast, its failure too. */
  const run = async (call: () => Promise<string | void>) => {
    try {
      const said = await call();
      if (said) showInfo(said);
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };
  const told = (attempt: WebhookAttempt) => (attempt.ok ? t('webhooks.sent', { result: attemptResult(attempt, t) }) : t('webhooks.notSent', { result: attemptResult(attempt, t) }));
  const actions: WebhookActions = {
    showDeliveries: (endpoint) => setShown(endpoint.id),
    sendTest: (endpoint) =>
      void run(async () => {
        const attempt = await sendTestWebhook(endpoint);
        setShown(endpoint.id);
        return told(attempt);
      }),
    rotate: (endpoint) =>
      void run(async () => {
        const confirmed = await openConfirm({ title: t('webhooks.rotateTitle'), message: t('webhooks.rotateMessage', { name: endpoint.name }), confirmText: t('webhooks.rotate') });
        if (!confirmed) return;
        setSecret((await rotateWebhookSecret(endpoint)).secret);
      }),
    toggle: (endpoint: Webhook) =>
      void run(async () => {
        const enabled = endpoint.state !== 'enabled';
        await updateWebhook(endpoint, { enabled });
        return enabled ? t('webhooks.switchedOn') : t('webhooks.switchedOff');
      }),
    remove: (endpoint) =>
      void run(async () => {
        const confirmed = await openConfirm({
          title: t('webhooks.deleteTitle'),
          message: t('webhooks.deleteMessage', { name: endpoint.name }),
          confirmText: t('webhooks.delete'),
          danger: true,
        });
        if (!confirmed) return;
        await deleteWebhook(endpoint);
        if (shown === endpoint.id) setShown(null);
        return t('webhooks.deleted');
      }),
  };

  const caption = team ? t('webhooks.teamListLabel', { team: team.name }) : t('webhooks.listLabel');
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.webhooks')}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-2xl text-sm text-slate-600">{team ? t('webhooks.teamIntro') : t('webhooks.intro')}</p>
        {!creating && !secret && (
          <button type="button" className={primaryButton} onClick={() => setCreating(true)} data-testid="new-webhook">
            {t('webhooks.create')}
          </button>
        )}
      </div>
      {secret && (
        <SecretOnce
          secret={secret}
          testId="webhook-secret"
          onDone={() => setSecret(null)}
          texts={{
            heading: t('webhooks.secretHeading'),
            text: t('webhooks.secretText'),
            label: t('webhooks.secretLabel'),
            copy: t('webhooks.copy'),
            copied: t('webhooks.copied'),
            done: t('webhooks.secretDone'),
          }}
        />
      )}
      {creating && (
        <section aria-labelledby="webhook-form-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="webhook-form-heading" className="text-base font-semibold text-slate-900">
            {t('webhooks.createHeading')}
          </h2>
          <WebhookForm
            teamId={teamId}
            onCreated={(endpoint) => {
              setCreating(false);
              setSecret(endpoint.secret);
              showInfo(t('webhooks.created'));
            }}
            onCancel={() => setCreating(false)}
          />
        </section>
      )}
      <section aria-label={caption} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LoadedList
          items={endpoints}
          error={error}
          testId="webhooks"
          emptyText={team ? t('webhooks.teamEmpty', { team: team.name }) : t('webhooks.empty')}
          loadFailedText={t('webhooks.loadFailed')}
        >
          {(list) => <WebhooksTable endpoints={list} caption={caption} actions={actions} />}
        </LoadedList>
      </section>
      {shownEndpoint && (
        <WebhookDeliveries
          endpoint={shownEndpoint}
          onClose={() => setShown(null)}
          onRedeliver={(deliveryId) => void run(async () => told(await redeliverWebhook(shownEndpoint, deliveryId)))}
        />
      )}
    </div>
  );
}
