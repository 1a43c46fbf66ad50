import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format.ts';
import type { CdsStateView } from '#shared/schemas/domain-health.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useCdsState, useRefuseDnssecBootstrap } from '../api/dnssec-bootstrap';
import { Note, SettingsCard } from './settings-card';

const tags = (keyTags: readonly number[]) => keyTags.join(', ');

/** The last DS change the CDS made, in words. */
function LastChange({ change }: { change: NonNullable<CdsStateView['last_change']> }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm break-words text-slate-700" data-testid="cds-last-change" data-change={change.change}>
      {t(`domainSettings.dnssec.cds.lastChange.${change.change}`, { at: formatDate(change.at), after: tags(change.key_tags_after), before: tags(change.key_tags_before) })}
    </p>
  );
}

/**
 * DNSSEC kept in step from the name servers' own CDS (issue 32, RFC 7344, RFC 8078), on the
 * DNSSEC tab of a domain on its own name servers: what the last check found, a bootstrap waiting
 * its 3 days with the day it is taken and a Refuse button, and the last change made from the CDS.
 */
export function CdsSection({ domainId }: { domainId: string }) {
  const { t } = useTranslation();
  const { data: health } = useCdsState(domainId);
  const refuse = useRefuseDnssecBootstrap(domainId);
  const [busy, setBusy] = useState(false);
  const cds = health?.cds;
  if (!cds) return null;

  const onRefuse = async () => {
    const go = await openConfirm({
      title: t('domainSettings.dnssec.cds.refuseTitle'),
      message: t('domainSettings.dnssec.cds.refuseText'),
      confirmText: t('domainSettings.dnssec.cds.refuse'),
    });
    if (!go) return;
    setBusy(true);
    try {
      await refuse();
      showInfo(t('domainSettings.dnssec.cds.refusedToast'));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('domainSettings.dnssec.cds.refuseFailed'));
    } finally {
      setBusy(false);
    }
  };

  const values = { keyTags: tags(cds.pending?.key_tags ?? []), date: cds.pending ? formatDate(cds.pending.accept_at) : '', detail: cds.detail ?? '' };
  return (
    <SettingsCard heading={t('domainSettings.dnssec.cds.heading')} testId="cds">
      <p className="text-sm break-words text-slate-800" data-testid="cds-status" data-status={cds.status}>
        {t(`domainSettings.dnssec.cds.status.${cds.status}`, values)}
      </p>
      {cds.status === 'pending' && cds.pending && (
        <div className="space-y-3">
          <Note tone="warning" testId="cds-pending">
            {t('domainSettings.dnssec.cds.pendingNote', values)}
          </Note>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void onRefuse()} data-testid="cds-refuse">
            {t('domainSettings.dnssec.cds.refuse')}
          </button>
        </div>
      )}
      {cds.last_change && <LastChange change={cds.last_change} />}
      <p className="text-sm text-slate-600">{t('domainSettings.dnssec.cds.checkedAt', { at: formatDate(cds.checked_at) })}</p>
    </SettingsCard>
  );
}
