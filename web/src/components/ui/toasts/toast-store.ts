import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Toasts (spec §2 "Toasts"): bottom right, error or info, closable, gone after 5 seconds.
 * The spec's toasts take an HTML message; ours take text or React nodes instead of raw HTML, so
 * a server message can never inject markup.
 */
export const toastDurationMs = 5000;

export type ToastType = 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: ReactNode;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(type: ToastType, message: ReactNode): number {
  const id = nextId;
  nextId += 1;
  toasts = [...toasts, { id, type, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toastDurationMs),
  );
  emit();
  return id;
}

export const showError = (message: ReactNode) => showToast('error', message);
export const showInfo = (message: ReactNode) => showToast('info', message);

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToasts = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
