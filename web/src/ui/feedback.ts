import type { ToastKind } from './toast-kind';

export interface ConfirmRequest {
  id: number;
  message: string;
  okText: string;
  cancelText: string;
  resolve: (ok: boolean) => void;
}

interface FeedbackState {
  /** A toast was asked for before the page was idle: the host mounts the toaster at once. */
  toaster: boolean;
  confirm: ConfirmRequest | null;
}

let state: FeedbackState = { toaster: false, confirm: null };
const listeners = new Set<() => void>();
let nextId = 1;

function set(next: FeedbackState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export const feedbackStore = {
  get: (): FeedbackState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The toaster's module: `sonner` and the site's toast, fetched with the first toast. */
export const loadToaster = () => import('./Toaster');

function show(kind: ToastKind, message: string, durationMs = 3000): void {
  if (!state.toaster) set({ ...state, toaster: true });
  void loadToaster().then((toaster) => toaster.showToast(kind, message, durationMs));
}

/**
 * Toasts usable outside React (the HTTP client) as well as inside. An error is an `alert`, the others
 * a `status`, read once by screen readers; a tap or a swipe dismisses one early.
 */
export const toast = {
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
};

/** One confirm at a time; a second request while one is open is answered 'cancel'. */
export function confirmDialog(request: Omit<ConfirmRequest, 'id' | 'resolve'>): Promise<boolean> {
  if (state.confirm) return Promise.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    set({
      ...state,
      confirm: {
        ...request,
        id,
        resolve: (ok) => {
          set({ ...state, confirm: null });
          resolve(ok);
        },
      },
    });
  });
}
