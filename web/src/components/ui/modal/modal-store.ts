import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The shared alert, confirm and prompt modals, opened from anywhere and answered as promises.
 * `<ModalHost />` renders the open ones.
 */
interface BaseRequest {
  title: ReactNode;
  message?: ReactNode;
  locked?: boolean;
}

export interface AlertRequest extends BaseRequest {
  kind: 'alert';
  /** Default "Í lagi". */
  okText?: string;
  resolve: () => void;
}

export interface ConfirmRequest extends BaseRequest {
  kind: 'confirm';
  confirmText?: string;
  /** Default "Angra". */
  cancelText?: string;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

export interface PromptRequest extends BaseRequest {
  kind: 'prompt';
  label: string;
  defaultValue?: string;
  confirmText?: string;
  cancelText?: string;
  resolve: (value: string | null) => void;
}

export type ModalRequest = (AlertRequest | ConfirmRequest | PromptRequest) & { id: number };

type Options<T> = Omit<T, 'kind' | 'resolve'>;

let open: readonly ModalRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function push(request: AlertRequest | ConfirmRequest | PromptRequest): void {
  open = [...open, { ...request, id: nextId }];
  nextId += 1;
  emit();
}

export function closeModal(id: number): void {
  open = open.filter((request) => request.id !== id);
  emit();
}

export function openAlert(options: Options<AlertRequest>): Promise<void> {
  return new Promise((resolve) => push({ ...options, kind: 'alert', resolve }));
}

export function openConfirm(options: Options<ConfirmRequest>): Promise<boolean> {
  return new Promise((resolve) => push({ ...options, kind: 'confirm', resolve }));
}

export function openPrompt(options: Options<PromptRequest>): Promise<string | null> {
  return new Promise((resolve) => push({ ...options, kind: 'prompt', resolve }));
}

/** Spec §4: at token expiry all modals close. Each pending promise gets its "cancel" answer. */
export function closeAllModals(): void {
  for (const request of open) {
    if (request.kind === 'alert') request.resolve();
    else if (request.kind === 'confirm') request.resolve(false);
    else request.resolve(null);
  }
  open = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOpen = () => open;

export function useOpenModals(): readonly ModalRequest[] {
  return useSyncExternalStore(subscribe, getOpen, getOpen);
}
