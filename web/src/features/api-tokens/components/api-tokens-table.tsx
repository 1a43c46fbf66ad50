import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '#shared/format.ts';
import type { ApiToken } from '#shared/schemas/api-tokens.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { revokeApiToken } from '../api/api-tokens';

const statusStyle: Record<ApiToken['status'], string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/20',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  unused_too_long: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  revoked: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** The tokens: name and state, what each may do, its domains, its last use and address, its expiry; revoke. Never a secret. */
export function ApiTokensTable({ tokens, caption }: { tokens: readonly ApiToken[]; caption: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    { id: 'name', header: t('apiTokens.columns.name') },
    { id: 'scopes', header: t('apiTokens.columns.scopes') },
    { id: 'domains', header: t('apiTokens.columns.domains') },
    { id: 'lastUse', header: t('apiTokens.columns.lastUse') },
    { id: 'expires', header: t('apiTokens.columns.expires') },
    { id: 'actions', header: t('apiTokens.columns.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const scopeText = (scope: string) => {
    const [area, access] = scope.split(':');
    return `${t(`apiTokens.areas.${area}` as 'apiTokens.areas.dns')}: ${t(`apiTokens.access.${access}` as 'apiTokens.access.read')}`;
  };

  const revoke = async (token: ApiToken) => {
    const confirmed = await openConfirm({
      title: t('apiTokens.revokeTitle'),
      message: t('apiTokens.revokeMessage', { name: token.name }),
      confirmText: t('apiTokens.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revokeApiToken(token);
      showInfo(t('apiTokens.revoked'));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  return (
    <ResponsiveTable caption={caption} columns={columns} stackBelow="3xl" testId="api-tokens-table">
      {tokens.map((token) => (
        <TableRow key={token.id} data-token={token.id} data-testid="api-token-row">
          <TableCell column="name" rowHeader className="font-medium text-slate-900">
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-words">{token.name}</span>
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusStyle[token.status]}`} data-testid="api-token-status">
                {t(`apiTokens.status.${token.status}`)}
              </span>
            </span>
          </TableCell>
          <TableCell column="scopes" className="text-slate-700">
            <ul>
              {token.scopes.map((scope) => (
                <li key={scope}>{scopeText(scope)}</li>
              ))}
              {token.records?.map((rule) => (
                <li key={rule.name} className="font-mono text-xs break-all">
                  {rule.name} {rule.types.length < 8 ? rule.types.join(', ') : ''}
                </li>
              ))}
              {token.addresses?.map((range) => (
                <li key={range} className="font-mono text-xs break-all">
                  {range}
                </li>
              ))}
            </ul>
          </TableCell>
          <TableCell column="domains" className="text-slate-700">
            {token.domains ? (
              <ul>
                {token.domains.map((domain) => (
                  <li key={domain.id} className="break-words">
                    {domain.name}
                  </li>
                ))}
              </ul>
            ) : (
              t('apiTokens.all')
            )}
          </TableCell>
          <TableCell column="lastUse" className="text-slate-700">
            {token.last_used_at ? (
              <span className="break-words">{t('apiTokens.lastUse', { time: formatDateTime(token.last_used_at, locale), address: token.last_used_address ?? '' })}</span>
            ) : (
              t('apiTokens.neverUsed')
            )}
          </TableCell>
          <TableCell column="expires" className="whitespace-nowrap text-slate-700">
            {formatDate(token.expires_at)}
          </TableCell>
          <TableCell column="actions">
            {token.status !== 'revoked' && (
              <button type="button" className={secondaryButton} onClick={() => void revoke(token)} aria-label={t('apiTokens.revokeLabel', { name: token.name })}>
                {t('apiTokens.revoke')}
              </button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
