import { useTranslation } from 'react-i18next';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { hrefByName, type Scope } from '#web/lib/navigation.ts';
import { setScope } from '#web/lib/scope.ts';
import { useNavigate } from 'react-router';
import { useTeams } from '#web/lib/api/get-teams.ts';
import { usePortalLocked } from '#web/lib/api/get-portal-lock.ts';
import { moveDomain } from '../api/move-domain';
import { type MoveTarget, moveTargets } from '../move-targets';

const noTeams: readonly never[] = [];
const keyOf = (target: MoveTarget) => (target.kind === 'personal' ? 'personal' : target.id);

/**
 * The domain view's "Move the domain" (spec §2 "move domain"): between the caller's own domains
 * and a team they own. Shown only where the caller may move it (`moveTargets`); the confirmation
 * says that automatic renewal stops (the card was the old owner's). Afterwards the scope follows
 * the domain and its page is opened there.
 */
export default function MoveDomainSection({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: teams } = useTeams();
  const portalLocked = usePortalLocked(domain.id);
  const targets = moveTargets(domain, teams ?? noTeams);
  const labelOf = (target: MoveTarget) => (target.kind === 'personal' ? t('teams.move.personal') : t('teams.move.team', { team: target.name }));
  const form = useForm({
    initialValues: { target: '' },
    schema: () => import('#shared/schemas/domains.ts').then((schemas) => schemas.moveDomainForm),
    onSubmit: async ({ target: key }) => {
      const target = targets.find((candidate) => keyOf(candidate) === key);
      if (!target) return;
      const label = labelOf(target);
      const confirmed = await openConfirm({
        title: t('teams.move.confirmTitle', { domain: domain.name }),
        message: (
          <>
            <span className="block">{t('teams.move.confirmMessage', { domain: domain.name, target: label })}</span>
            {domain.auto_renewal && <span className="mt-2 block font-medium">{t('teams.move.confirmAutoRenewal')}</span>}
          </>
        ),
        confirmText: t('teams.move.submit'),
      });
      if (!confirmed) return;
      await moveDomain(domain.id, target.kind === 'team' ? target.id : null);
      showInfo(t('teams.move.moved', { domain: domain.name, target: label }));
      const scope: Scope = target.kind === 'team' ? { type: 'team', teamId: target.id } : { type: 'personal' };
      setScope(scope);
      void navigate(hrefByName('domains-single', { domainId: domain.id }, scope));
    },
  });
  if (targets.length === 0) return null;

  return (
    <section aria-labelledby="move-domain-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:px-6" data-testid="move-domain">
      <h3 id="move-domain-heading" className="text-base font-semibold text-slate-900">
        {t('teams.move.heading')}
      </h3>
      <p className="text-sm text-slate-600">{t('teams.move.intro')}</p>
      {portalLocked && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="move-portal-locked">
          {t('teams.move.portalLocked')}
        </p>
      )}
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('teams.move.heading')} className="max-w-xl">
        <fieldset disabled={portalLocked} className="space-y-4">
          <SelectField
            field={form.field('target')}
            label={t('teams.move.target')}
            placeholder={t('teams.move.choose')}
            options={targets.map((target) => ({ value: keyOf(target), label: labelOf(target) }))}
          />
          <SubmitButton busy={form.submitting}>{t('teams.move.submit')}</SubmitButton>
        </fieldset>
      </form>
    </section>
  );
}
