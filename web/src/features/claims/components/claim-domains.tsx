import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '#shared/format.ts';
import type { ClaimableDomain, ProvenEmail } from '#shared/schemas/claims.ts';
import { CodeField, codeErrorFields } from '#web/components/form/code-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useTeams } from '#web/lib/api/get-teams.ts';
import { claimCodeSchema, claimDomains, claimTargetSchema, claimVerifySchema, requestClaimCode, useClaimableDomains, verifyClaimEmail } from '../api/claims';

function AddressStep({ initialEmail, onSent, onCancel }: { initialEmail: string; onSent: (email: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: initialEmail },
    schema: claimCodeSchema,
    onSubmit: async (values) => {
      await requestClaimCode(values);
      onSent(values.email);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('claims.heading')}>
      <TextField field={form.field('email')} label={t('claims.email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('claims.sendCode')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}

function CodeStep({ email, onProven, onBack }: { email: string; onProven: (proof: ProvenEmail) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email, code: '' },
    schema: claimVerifySchema,
    errorFields: codeErrorFields,
    onSubmit: async (values) => onProven(await verifyClaimEmail(values)),
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-md space-y-5" aria-label={t('claims.heading')}>
      <p className="text-sm break-words text-slate-700">{t('claims.codeSent', { email })}</p>
      <CodeField field={form.field('code')} label={t('form.code')} autoFocus />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('claims.confirmCode')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('claims.otherAddress')}
        </button>
      </div>
    </form>
  );
}

/** The domains registered under the proven address, each with "Claim", and "Claim all" into the chosen archive. */
function ClaimableList({ proof, onDone }: { proof: ProvenEmail; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error } = useClaimableDomains(proof.email);
  const { data: teams } = useTeams();
  const [busy, setBusy] = useState(false);
  const ownedTeams = (teams ?? []).filter((team) => team.is_owned_by_current_user);
  const targets = [{ value: '', label: t('claims.targetMine') }, ...ownedTeams.map((team) => ({ value: team.id, label: t('claims.targetTeam', { name: team.name }) }))];
  const form = useForm({ initialValues: { target: '' }, schema: claimTargetSchema, onSubmit: () => undefined });
  const columns = [
    { id: 'name', header: t('claims.domain') },
    { id: 'expires', header: t('claims.expires') },
    { id: 'actions', header: t('claims.actions'), actions: true },
  ] satisfies TableColumn[];

  const claim = async (domains: readonly ClaimableDomain[]) => {
    const target = form.field('target').value;
    const names = domains.map((domain) => domain.name).join(', ');
    const confirmed = await openConfirm({
      title: t('claims.confirmTitle', { names }),
      message: t('claims.confirmMessage', { target: targets.find((option) => option.value === target)?.label ?? t('claims.targetMine') }),
      confirmText: t('claims.claim'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await claimDomains({ email: proof.email, domain_ids: domains.map((domain) => domain.id), team_id: target === '' ? null : target });
      showInfo(t('claims.claimed', { names: answer.claimed.map((domain) => domain.name).join(', ') }));
    } catch (failure) {
      showError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const domains = data?.domains;
  return (
    <div className="space-y-5">
      <p className="text-sm break-words text-slate-700" data-testid="claim-proven">
        {t('claims.proven', { email: proof.email, time: formatDateTime(proof.proven_until, locale) })}
      </p>
      <div className="max-w-md">
        <SelectField field={form.field('target')} label={t('claims.target')} options={targets} />
      </div>
      <LoadedList items={domains} error={error} testId="claimable-domains" emptyText={t('claims.empty', { email: proof.email })} loadFailedText={t('claims.loadFailed')}>
        {(items) => (
          <div className="space-y-4">
            <ResponsiveTable caption={t('claims.listCaption', { email: proof.email })} columns={columns} stackBelow="xl" testId="claimable-domains">
              {items.map((domain) => (
                <TableRow key={domain.id} data-domain={domain.id}>
                  <TableCell column="name" rowHeader className="font-medium [overflow-wrap:anywhere] text-slate-900">
                    {domain.name}
                  </TableCell>
                  <TableCell column="expires" className="text-slate-700">
                    {formatDate(domain.expires_at)}
                  </TableCell>
                  <TableCell column="actions">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={busy}
                      onClick={() => void claim([domain])}
                      aria-label={t('claims.claimLabel', { name: domain.name })}
                    >
                      {t('claims.claim')}
                    </button>
                  </TableCell>
                </TableRow>
              ))}
            </ResponsiveTable>
            {items.length > 1 && (
              <button type="button" className={primaryButton} disabled={busy} onClick={() => void claim(items)}>
                {t('claims.claimAll')}
              </button>
            )}
          </div>
        )}
      </LoadedList>
      <button type="button" className={secondaryButton} onClick={onDone}>
        {t('claims.done')}
      </button>
    </div>
  );
}

/**
 * "Claim domains registered under another e-mail" on /my-user (issue 16): the address, the code
 * sent to it, then the domains registered under it to claim into My domains or a team one owns.
 */
export function ClaimDomains() {
  const { t } = useTranslation();
  const [step, setStep] = useState<{ kind: 'idle' } | { kind: 'address'; email: string } | { kind: 'code'; email: string } | { kind: 'list'; proof: ProvenEmail }>({
    kind: 'idle',
  });
  switch (step.kind) {
    case 'idle':
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-xl text-sm text-slate-600">{t('claims.intro')}</p>
          <button type="button" className={secondaryButton} onClick={() => setStep({ kind: 'address', email: '' })}>
            {t('claims.start')}
          </button>
        </div>
      );
    case 'address':
      return <AddressStep initialEmail={step.email} onSent={(email) => setStep({ kind: 'code', email })} onCancel={() => setStep({ kind: 'idle' })} />;
    case 'code':
      return <CodeStep email={step.email} onProven={(proof) => setStep({ kind: 'list', proof })} onBack={() => setStep({ kind: 'address', email: step.email })} />;
    case 'list':
      return <ClaimableList proof={step.proof} onDone={() => setStep({ kind: 'idle' })} />;
  }
}
