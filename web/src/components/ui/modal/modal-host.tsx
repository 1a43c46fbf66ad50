import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButton, primaryButton, secondaryButton } from './buttons';
import { Modal } from './modal';
import { closeModal, useOpenModals, type ModalRequest } from './modal-store';

function SharedModal({ request }: { request: ModalRequest }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(request.kind === 'prompt' ? (request.defaultValue ?? '') : '');
  const inputRef = useRef<HTMLInputElement>(null);

  const cancel = () => {
    closeModal(request.id);
    if (request.kind === 'alert') request.resolve();
    else if (request.kind === 'confirm') request.resolve(false);
    else request.resolve(null);
  };

  if (request.kind === 'alert') {
    const ok = () => {
      closeModal(request.id);
      request.resolve();
    };
    return (
      <Modal
        open
        title={request.title}
        onClose={ok}
        locked={request.locked}
        footer={
          <button type="button" className={primaryButton} onClick={ok}>
            {request.okText ?? t('modals.ok')}
          </button>
        }
      >
        {request.message}
      </Modal>
    );
  }

  if (request.kind === 'confirm') {
    const confirm = () => {
      closeModal(request.id);
      request.resolve(true);
    };
    return (
      <Modal
        open
        title={request.title}
        onClose={cancel}
        locked={request.locked}
        footer={
          <>
            <button type="button" className={secondaryButton} onClick={cancel}>
              {request.cancelText ?? t('modals.cancel')}
            </button>
            <button type="button" className={request.danger ? dangerButton : primaryButton} onClick={confirm}>
              {request.confirmText ?? t('modals.confirm')}
            </button>
          </>
        }
      >
        {request.message}
      </Modal>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    closeModal(request.id);
    request.resolve(value);
  };
  return (
    <Modal
      open
      title={request.title}
      onClose={cancel}
      locked={request.locked}
      initialFocus={inputRef}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={cancel}>
            {request.cancelText ?? t('modals.cancel')}
          </button>
          <button type="submit" form={`prompt-${request.id}`} className={primaryButton}>
            {request.confirmText ?? t('modals.confirm')}
          </button>
        </>
      }
    >
      <form id={`prompt-${request.id}`} onSubmit={submit} className="space-y-2">
        {request.message && <div>{request.message}</div>}
        <label className="block text-sm font-medium text-slate-800" htmlFor={`prompt-input-${request.id}`}>
          {request.label}
        </label>
        <input
          ref={inputRef}
          id={`prompt-input-${request.id}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none"
        />
      </form>
    </Modal>
  );
}

/** Renders the open shared modals (the newest on top). */
export function ModalHost() {
  const requests = useOpenModals();
  return (
    <>
      {requests.map((request) => (
        <SharedModal key={request.id} request={request} />
      ))}
    </>
  );
}
