import { create } from 'zustand';
import { t } from '../i18n/common';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface NotifierState {
  toast: Toast | null;
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: () => void;
}

let nextId = 1;

/** One toast at a time (the spec): a new toast replaces the one on screen. */
export const useNotifierStore = create<NotifierState>()((set) => ({
  toast: null,
  show: (toast) => set({ toast: { ...toast, id: nextId++ } }),
  dismiss: () => set({ toast: null }),
}));

export function notify(title: string, description?: string): void {
  useNotifierStore.getState().show({ title, description, variant: 'default' });
}

export function notifySuccess(title: string, description?: string): void {
  useNotifierStore.getState().show({ title, description, variant: 'success' });
}

/** Removes the toast on screen, e.g. a stale error once the user tries again. */
export function dismissToast(): void {
  useNotifierStore.getState().dismiss();
}

/** The spec's destructive toast: titled 'Error', carrying the server's `error` text. */
export function notifyError(description: string, title = t('notify.error')): void {
  useNotifierStore.getState().show({ title, description, variant: 'destructive' });
}
