import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApiToken } from '#shared/schemas/api-tokens.ts';
import { paths } from '../config/paths';
import { PageTitle } from '../components/layout/page-frame';
import { EmptyState } from '../components/ui/empty-state';
import { KeyIcon } from '../components/ui/icons';
import { LoadedList } from '../components/ui/loaded-list';
import { primaryButton, secondaryButton } from '../components/ui/modal/buttons';
import { showInfo } from '../components/ui/toasts/toast-store';
import { useApiTokens } from '../features/api-tokens/api/api-tokens';
import { AcmeCredential } from '../features/api-tokens/components/acme-credential';
import { AcmeCredentialForm, type Domain } from '../features/api-tokens/components/acme-credential-form';
import { ApiTokenForm } from '../features/api-tokens/components/api-token-form';
import { ApiTokenSecret } from '../features/api-tokens/components/api-token-secret';
import { ApiTokensTable } from '../features/api-tokens/components/api-tokens-table';
import { useDomains } from '../features/domains/api/get-domains';
import { useTeamOfList } from '../lib/api/get-teams';

/**
 * `/api-tokens` ("API", issue 30): the caller's API tokens, or on `teams-api-tokens`
 * (`/teams/{teamId}/api-tokens`) the team's, its owners'. Make one (the secret is shown once),
 * see each one's last use, revoke it; or make the ACME credential for one domain (its values shown once).
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const team = useTeamOfList(teamId);
  const { data: loaded, error } = useApiTokens(teamId);
  const { data: domains } = useDomains(teamId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<(ApiToken & { secret: string }) | null>(null);
  // The ACME credential for one domain: its form, then its values shown once.
  const [creatingAcme, setCreatingAcme] = useState(false);
  const [acme, setAcme] = useState<{ token: ApiToken & { secret: string }; domain: Domain } | null>(null);
  const idle = !creating && !created && !creatingAcme && !acme;
  const tokens = teamId && team === undefined ? undefined : loaded;

  if (team && !team.is_owned_by_current_user) {
    return (
      <div className="space-y-6">
        <PageTitle>{t('titles.apiTokens')}</PageTitle>
        <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState testId="api-tokens-owners-only" icon={<KeyIcon className="size-6" />} heading={t('apiTokens.ownersOnlyHeading')}>
            {t('apiTokens.ownersOnlyText', { team: team.name })}
          </EmptyState>
        </section>
      </div>
    );
  }

  const caption = team ? t('apiTokens.teamListLabel', { team: team.name }) : t('apiTokens.listLabel');
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.apiTokens')}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <p className="text-sm text-slate-600">{team ? t('apiTokens.teamIntro') : t('apiTokens.intro')}</p>
          <p className="text-sm text-slate-600">
            <Link to={paths['api-docs'].href()} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline hover:text-blue-900" data-testid="api-docs-link">
              {t('apiTokens.docs.link')}
            </Link>
            <span className="block">{t('apiTokens.docs.linkText')}</span>
          </p>
        </div>
        {idle && (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} onClick={() => setCreating(true)} data-testid="new-api-token">
              {t('apiTokens.create')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setCreatingAcme(true)} data-testid="new-acme-credential">
              {t('apiTokens.acme.create')}
            </button>
          </div>
        )}
      </div>
      {created && <ApiTokenSecret secret={created.secret} onDone={() => setCreated(null)} />}
      {acme && <AcmeCredential token={acme.token} domain={acme.domain} onDone={() => setAcme(null)} />}
      {creatingAcme && (
        <section aria-labelledby="acme-credential-form-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="acme-credential-form-heading" className="text-base font-semibold text-slate-900">
            {t('apiTokens.acme.heading')}
          </h2>
          <AcmeCredentialForm
            teamId={teamId}
            domains={(domains ?? []).map((domain) => ({ id: domain.id, name: domain.name }))}
            onCreated={(token, domain) => {
              setCreatingAcme(false);
              setAcme({ token, domain });
              showInfo(t('apiTokens.acme.made'));
            }}
            onCancel={() => setCreatingAcme(false)}
          />
        </section>
      )}
      {creating && (
        <section aria-labelledby="api-token-form-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="api-token-form-heading" className="text-base font-semibold text-slate-900">
            {t('apiTokens.createHeading')}
          </h2>
          <ApiTokenForm
            teamId={teamId}
            domains={(domains ?? []).map((domain) => ({ id: domain.id, name: domain.name }))}
            onCreated={(token) => {
              setCreating(false);
              setCreated(token);
              showInfo(t('apiTokens.created'));
            }}
            onCancel={() => setCreating(false)}
          />
        </section>
      )}
      <section aria-label={caption} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LoadedList
          items={tokens}
          error={error}
          testId="api-tokens"
          emptyText={team ? t('apiTokens.teamEmpty', { team: team.name }) : t('apiTokens.empty')}
          loadFailedText={t('apiTokens.loadFailed')}
        >
          {(list) => <ApiTokensTable tokens={list} caption={caption} />}
        </LoadedList>
      </section>
    </div>
  );
}
