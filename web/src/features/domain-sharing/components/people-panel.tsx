import { useTranslation } from 'react-i18next';
import type { DomainPerson } from '#shared/schemas/domain-sharing.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { formatDate } from '#shared/format.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { paths } from '#web/config/paths.ts';
import { useNavigate } from 'react-router';
import { domainInviteFormSchema, inviteToDomain, removeDomainUser, useDomainPeople, withdrawDomainInvite } from '../api/domain-sharing';

/**
 * The domain view's People tab: each person with their role — owner, technical manager (spec §6),
 * invited — and, for the owner, the invitation form, withdrawing invitations and removing
 * technical managers (refused while the domain is registration-locked, spec §5; the API says so).
 */
export default function PeoplePanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const { data, error } = useDomainPeople(domain.id);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const canManage = data?.can_manage ?? false;
  // A technical manager may leave the share themselves (their own row).
  const leaves = (person: DomainPerson) => !canManage && person.role === 'technical_manager' && person.user_id === user?.id;
  const form = useForm<{ email: string }, { email: string }>({
    initialValues: { email: '' },
    schema: domainInviteFormSchema,
    onSubmit: async ({ email }) => {
      const invited = await inviteToDomain(domain.id, email);
      form.reset({ email: '' });
      showInfo(t('domainSharing.invitedToast', { email: invited.email }));
    },
  });

  const columns = [
    { id: 'name', header: t('domainSharing.name') },
    { id: 'role', header: t('domainSharing.role') },
    { id: 'since', header: t('domainSharing.since') },
    ...(canManage || domain.role === 'technical_manager' ? [{ id: 'actions', header: t('domainSharing.actions'), actions: true }] : []),
  ] as const satisfies readonly TableColumn[];

  const withdraw = async (person: DomainPerson) => {
    const confirmed = await openConfirm({
      title: t('domainSharing.withdraw'),
      message: t('domainSharing.withdrawConfirm', { email: person.email }),
      confirmText: t('domainSharing.withdraw'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await withdrawDomainInvite(domain.id, person.invite_id!);
      showInfo(t('domainSharing.withdrawnToast'));
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  const remove = async (person: DomainPerson) => {
    const name = person.name ?? person.email;
    const confirmed = await openConfirm({
      title: t('domainSharing.remove'),
      message: t('domainSharing.removeConfirm', { name, domain: domain.name }),
      confirmText: t('domainSharing.remove'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeDomainUser(domain.id, person.user_id!);
      showInfo(t('domainSharing.removedToast', { name }));
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  const leave = async () => {
    const confirmed = await openConfirm({
      title: t('domainSharing.leave'),
      message: t('domainSharing.leaveConfirm', { domain: domain.name }),
      confirmText: t('domainSharing.leave'),
      danger: true,
    });
    if (!confirmed || !user) return;
    try {
      await removeDomainUser(domain.id, user.id);
      showInfo(t('domainSharing.leftToast', { domain: domain.name }));
      void navigate(paths['domains-shared'].href());
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="people-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:px-6">
        <h2 id="people-heading" className="text-base font-semibold text-slate-900">
          {t('domainSharing.tab')}
        </h2>
        <p className="text-sm text-slate-600">{t('domainSharing.intro')}</p>
        {canManage && data?.registration_locked && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="people-locked">
            {t('domainSharing.lockedNote')}
          </p>
        )}
        <LoadedList items={data?.people} error={error} testId="people" emptyText={t('domainSharing.loadFailed')} loadFailedText={t('domainSharing.loadFailed')}>
          {(people) => (
            <ResponsiveTable caption={t('domainSharing.listLabel')} columns={columns} stackBelow="xl" testId="people-table">
              {people.map((person) => (
                <TableRow key={person.user_id ?? person.invite_id} data-testid="person-row" data-role={person.role}>
                  <TableCell column="name" rowHeader className="break-words">
                    {person.name && <span className="block font-medium text-slate-900">{person.name}</span>}
                    <span className="block [overflow-wrap:anywhere] text-slate-600">{person.email}</span>
                  </TableCell>
                  <TableCell column="role" className="text-slate-700">
                    {t(`domainSharing.roles.${person.role}`)}
                    {person.role === 'invited' && (
                      <span className={`block text-xs ${person.expired ? 'text-red-700' : 'text-slate-500'}`}>
                        {person.expired ? t('domainSharing.expired') : t('domainSharing.validUntil', { date: formatDate(person.valid_until!) })}
                      </span>
                    )}
                  </TableCell>
                  <TableCell column="since" className="whitespace-nowrap text-slate-700">
                    {person.since ? formatDate(person.since) : ''}
                  </TableCell>
                  {!canManage && domain.role === 'technical_manager' && (
                    <TableCell column="actions">
                      {leaves(person) && (
                        <button type="button" className={secondaryButton} onClick={() => void leave()} data-testid="leave-share">
                          {t('domainSharing.leave')}
                        </button>
                      )}
                    </TableCell>
                  )}
                  {canManage && (
                    <TableCell column="actions">
                      {person.role === 'invited' && (
                        <button type="button" className={secondaryButton} onClick={() => void withdraw(person)}>
                          {t('domainSharing.withdraw')}
                        </button>
                      )}
                      {person.role === 'technical_manager' && (
                        <button type="button" className={secondaryButton} onClick={() => void remove(person)}>
                          {t('domainSharing.remove')}
                        </button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </ResponsiveTable>
          )}
        </LoadedList>
      </section>

      {canManage && (
        <section aria-labelledby="invite-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:px-6">
          <h2 id="invite-heading" className="text-base font-semibold text-slate-900">
            {t('domainSharing.inviteHeading')}
          </h2>
          <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('domainSharing.inviteHeading')} className="max-w-xl space-y-4">
            <TextField field={form.field('email')} label={t('domainSharing.inviteEmail')} type="email" inputMode="email" autoComplete="off" />
            <SubmitButton busy={form.submitting}>{t('domainSharing.inviteSubmit')}</SubmitButton>
          </form>
        </section>
      )}
    </div>
  );
}
