import { useTranslation } from 'react-i18next';
import { dangerButton } from '#web/components/ui/modal/buttons.ts';
import { openAlert, openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLogout } from '../../auth';
import { useDeleteCurrentUser } from '../api/delete-current-user';

/**
 * Delete the account (`DELETE /users/me`) after a confirmation. The API refuses while the user
 * owns domains or belongs to a team; its message is shown as it is.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { trigger, isMutating } = useDeleteCurrentUser();
  const logout = useLogout();
  const remove = async () => {
    const confirmed = await openConfirm({
      title: t('deleteAccount.confirmTitle'),
      message: t('deleteAccount.confirmMessage'),
      confirmText: t('deleteAccount.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await trigger();
    } catch (error) {
      await openAlert({ title: t('deleteAccount.refusedTitle'), message: isApiError(error) ? error.message : t('errors.internal') });
      return;
    }
    showInfo(t('deleteAccount.deleted'));
    await logout({ alreadyRevoked: true });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="max-w-xl text-sm text-slate-600">{t('deleteAccount.intro')}</p>
      <button type="button" className={dangerButton} disabled={isMutating} onClick={() => void remove()}>
        {t('deleteAccount.button')}
      </button>
    </div>
  );
}
