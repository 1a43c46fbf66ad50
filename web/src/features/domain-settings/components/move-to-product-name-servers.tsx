import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { primaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useNameServers } from '../api/get-name-servers';
import { useUpdateNameServers } from '../api/update-name-servers';
import { LockedNote } from './settings-card';

/**
 * The offer on the DNS tabs of a domain that is not on our name servers (a transferred-in one
 * often arrives with none): move it to ours, through the name-server tab's own call and rules.
 * The DS records a switch removes are announced first, as there; servers that answer for the
 * domain today are replaced only after the owner confirms (their records do not come along).
 * Once moved, the domain view follows and the DNS tab shows the records.
 */
export default function MoveToProductNameServers({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const { data: view } = useNameServers(domain.id);
  const updateNameServers = useUpdateNameServers(domain.id);
  const [busy, setBusy] = useState(false);
  const locked = view?.registration_locked ?? domain.registration_lock;

  const move = async () => {
    if (!view) return;
    const confirmation =
      view.ds_records_count > 0
        ? {
            title: t('domainSettings.nameServers.dsWarningTitle'),
            message: t('domainSettings.nameServers.dsWarning', { count: view.ds_records_count }),
            confirmText: t('domainSettings.nameServers.dsWarningConfirm'),
          }
        : view.name_servers.length > 0
          ? {
              title: t('domainSettings.nameServers.moveTitle'),
              message: t('domainSettings.nameServers.moveText', { domain: domain.name }),
              confirmText: t('domainSettings.nameServers.moveConfirm'),
            }
          : null;
    if (confirmation && !(await openConfirm(confirmation))) return;
    setBusy(true);
    try {
      await updateNameServers({ mode: 'product' });
      showInfo(t('domainSettings.nameServers.moved'));
    } catch (error) {
      showError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="move-to-product-name-servers">
      <LockedNote locked={locked} />
      <button type="button" className={primaryButton} disabled={!view || busy || locked} aria-busy={busy || undefined} onClick={() => void move()}>
        {t('domainSettings.nameServers.moveToProduct')}
      </button>
    </div>
  );
}
