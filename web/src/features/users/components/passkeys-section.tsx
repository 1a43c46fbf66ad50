import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { addPasskey, ceremonyAbandoned, type Passkey, passkeysSupported, removePasskey, usePasskeys } from '../../auth';

const nameSchema = () => import('#shared/schemas/passkeys.ts').then((schemas) => schemas.renamePasskeyRequest);

/** "Add a passkey": the person names it, then their device creates it (the browser's own dialog). */
function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutate } = usePasskeys();
  const form = useForm({
    initialValues: { name: '' },
    schema: nameSchema,
    onSubmit: async ({ name }) => {
      try {
        await addPasskey(name);
      } catch (error) {
        if (isApiError(error)) throw error;
        if (!ceremonyAbandoned(error)) showError(t('passkeys.createFailed'));
        return;
      }
      await mutate();
      showInfo(t('passkeys.created'));
      onDone();
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-5" aria-label={t('passkeys.addForm')} data-testid="add-passkey-form">
      <TextField field={form.field('name')} label={t('passkeys.nameLabel')} hint={t('passkeys.nameHint')} autoComplete="off" maxLength={60} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('passkeys.create')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The account page's passkeys card (issue 29): each with its name, when it was added and last used,
 * removable after a confirmation; "Add a passkey" asks for a name and runs the browser's
 * ceremony. Password and e-mailed code keep working beside them.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: passkeys, error, mutate } = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const supported = passkeysSupported();
  const columns = [
    { id: 'name', header: t('passkeys.name') },
    { id: 'added', header: t('passkeys.added') },
    { id: 'lastUsed', header: t('passkeys.lastUsed') },
    { id: 'actions', header: t('passkeys.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const remove = async (passkey: Passkey) => {
    const confirmed = await openConfirm({
      title: t('passkeys.removeTitle'),
      message: t('passkeys.removeMessage', { name: passkey.name }),
      confirmText: t('passkeys.remove'),
      danger: true,
    });
    if (!confirmed) return;
    setRemoving(passkey.id);
    try {
      await removePasskey(passkey.id);
      await mutate();
      showInfo(t('passkeys.removed'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card title={t('passkeys.heading')}>
      <div id="passkeys" className="scroll-mt-24 space-y-5" data-testid="passkeys">
        <p className="max-w-2xl text-sm text-slate-600">{t('passkeys.intro')}</p>
        <LoadedList items={passkeys} error={error} testId="passkeys-list" emptyText={t('passkeys.none')} loadFailedText={t('passkeys.loadFailed')}>
          {(list) => (
            <ResponsiveTable caption={t('passkeys.listLabel')} columns={columns} stackBelow="2xl" testId="passkeys-table">
              {list.map((passkey) => (
                <TableRow key={passkey.id} data-passkey={passkey.id}>
                  <TableCell column="name" rowHeader className="font-medium break-words text-slate-900">
                    {passkey.name}
                  </TableCell>
                  <TableCell column="added" className="text-slate-700">
                    {formatDateTime(passkey.created_at, locale)}
                  </TableCell>
                  <TableCell column="lastUsed" className="text-slate-700">
                    {passkey.last_used_at ? formatDateTime(passkey.last_used_at, locale) : t('passkeys.neverUsed')}
                  </TableCell>
                  <TableCell column="actions">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={removing === passkey.id}
                      onClick={() => void remove(passkey)}
                      aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                    >
                      {t('passkeys.remove')}
                    </button>
                  </TableCell>
                </TableRow>
              ))}
            </ResponsiveTable>
          )}
        </LoadedList>
        {!supported ? (
          <p className="text-sm text-slate-600">{t('passkeys.unsupported')}</p>
        ) : adding ? (
          <AddPasskeyForm onDone={() => setAdding(false)} />
        ) : (
          <button type="button" className={primaryButton} onClick={() => setAdding(true)} data-testid="add-passkey">
            {t('passkeys.add')}
          </button>
        )}
      </div>
    </Card>
  );
}
