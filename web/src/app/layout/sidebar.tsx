import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { paths } from '../../config/paths';
import { showInfo } from '../../components/ui/toasts/toast-store';
import {
  BookIcon,
  CardIcon,
  ExternalIcon,
  GlobeIcon,
  KeyIcon,
  LogoMark,
  LogoutIcon,
  ReceiptIcon,
  SendIcon,
  ShieldIcon,
  TeamIcon,
  TransferIcon,
  UserIcon,
} from '../../components/ui/icons';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { LocaleSwitcher } from '../../features/users/components/locale-switcher';
import { ScopeSelector } from '../../features/scope/components/scope-selector';
import { useTeams } from '#web/lib/api/get-teams.ts';
import { hidesOwnerItems, scopeOptions, showScopeSelector, type TeamSummary } from '../../features/scope/scope-options';
import { useShownScope } from '../../features/scope/use-shown-scope';
import { useSettings } from '../../lib/api/get-settings';
import { useLocale } from '../../lib/i18n';
import { domainsTargetForScope, hrefByName, type Scope } from '../../lib/navigation';
import { setScope } from '../../lib/scope';
import { useNavigateByName } from '../../lib/use-navigate-by-name';

const noTeams: readonly TeamSummary[] = [];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-600 ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function Item({ to, icon, children, end, onNavigate }: { to: string; icon: ReactNode; children: ReactNode; end?: boolean; onNavigate: () => void }) {
  return (
    <li>
      <NavLink to={to} end={end} className={itemClass} onClick={onNavigate}>
        <span className="size-5 shrink-0 text-slate-400 group-aria-[current=page]:text-blue-700">{icon}</span>
        {children}
      </NavLink>
    </li>
  );
}

export function Sidebar({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const logout = useLogout();
  const navigateByName = useNavigateByName();
  // Unverified users have no scope selector and no teams (spec §6).
  const { data: loadedTeams } = useTeams({ enabled: user.is_email_verified });
  const teams = loadedTeams ?? noTeams;
  const teamsLoaded = loadedTeams !== undefined;
  const options = scopeOptions(teams);
  // The address's scope wins (a team's page opened in a new tab); a chosen team that is gone falls back to my domains (spec §4).
  const scope = useShownScope(options, teamsLoaded);
  const hideOwnerItems = hidesOwnerItems(scope, teams);
  const domainsTarget = domainsTargetForScope(scope);

  const chooseScope = (next: Scope) => {
    setScope(next);
    onNavigate();
    const target = domainsTargetForScope(next);
    navigateByName(target.name, target.params);
  };

  const helpUrl = settings?.url_for_help_page[locale];
  const privacyUrl = settings?.url_for_privacy_policy[locale];

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto px-4 py-5">
      <Link
        to={paths.domains.href()}
        onClick={onNavigate}
        aria-label={t('layout.home')}
        className="flex items-center gap-2.5 self-start rounded-lg px-2 py-1 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <LogoMark className="size-8" />
        <span className="text-lg font-semibold tracking-tight text-slate-900">{t('app.name')}</span>
      </Link>

      {teamsLoaded && showScopeSelector(user, teams) && <ScopeSelector options={options} value={scope} onChange={chooseScope} />}

      <nav aria-label={t('layout.mainNavigation')} className="flex-1">
        <ul className="space-y-1">
          <Item to={paths[domainsTarget.name].href(domainsTarget.params)} end icon={<GlobeIcon />} onNavigate={onNavigate}>
            {t('menu.domains')}
          </Item>
          {!hideOwnerItems && (
            <Item to={hrefByName('payment-methods', {}, scope)} icon={<CardIcon />} onNavigate={onNavigate}>
              {t('menu.paymentMethods')}
            </Item>
          )}
          {/* Receipts: mine, or the selected team's, which every member sees (not for shared domains: they are someone else's). */}
          {scope.type !== 'shared' && (
            <Item to={hrefByName('receipts', {}, scope)} icon={<ReceiptIcon />} onNavigate={onNavigate}>
              {t('menu.receipts')}
            </Item>
          )}
          {/* API tokens (issue 30): mine, or the selected team's (its owners'). */}
          {!hideOwnerItems && (
            <Item to={hrefByName('api-tokens', {}, scope)} icon={<KeyIcon />} onNavigate={onNavigate}>
              {t('menu.apiTokens')}
            </Item>
          )}
          {/* Webhooks (issue 30): beside the API, mine or the selected team's (its owners'). */}
          {!hideOwnerItems && (
            <Item to={hrefByName('webhooks', {}, scope)} icon={<SendIcon />} onNavigate={onNavigate}>
              {t('menu.webhooks')}
            </Item>
          )}
          {scope.type === 'team' && !hideOwnerItems && (
            <Item to={paths['teams-single'].href({ teamId: scope.teamId })} end icon={<TeamIcon />} onNavigate={onNavigate}>
              {t('menu.manageTeam')}
            </Item>
          )}
          {!hideOwnerItems && (
            <Item to={hrefByName('transfer-domain', {}, scope)} icon={<TransferIcon />} onNavigate={onNavigate}>
              {t('menu.moveDomain')}
            </Item>
          )}
          {helpUrl && (
            <li>
              <a
                href={helpUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <BookIcon className="size-5 shrink-0 text-slate-400" />
                <span className="flex-1">{t('menu.guides')}</span>
                <ExternalIcon className="size-4 text-slate-400" />
                <span className="sr-only">{t('menu.opensInNewWindow')}</span>
              </a>
            </li>
          )}
          <Item to={paths['my-user'].href()} icon={<UserIcon />} onNavigate={onNavigate}>
            {t('menu.myUser')}
          </Item>
          {user.is_admin && (
            <Item to={paths.admin.href()} icon={<ShieldIcon />} onNavigate={onNavigate}>
              {t('menu.administration')}
            </Item>
          )}
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className="group flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <LogoutIcon className="size-5 shrink-0 text-slate-400" />
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </nav>

      <div className="border-t border-slate-200 pt-4">
        <p className="truncate px-3 text-sm font-medium text-slate-900">{user.name}</p>
        <p className="truncate px-3 text-xs text-slate-500">{user.email}</p>
        {privacyUrl && (
          <a
            href={privacyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1 rounded px-3 text-xs text-slate-500 underline-offset-2 hover:text-slate-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {t('menu.privacyPolicy')}
            <span className="sr-only">{t('menu.opensInNewWindow')}</span>
          </a>
        )}
        {/* The language, where a signed-in person looks for it: saved to the user as it changes. */}
        <div className="mt-4 px-3">
          <LocaleSwitcher onSaved={(saved) => showInfo(i18n.t('locale.saved', { lng: saved }))} />
        </div>
      </div>
    </div>
  );
}
