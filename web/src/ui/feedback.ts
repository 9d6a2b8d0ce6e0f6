export type ToastKind = 'error' | 'success' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}
export interface ConfirmRequest {
  id: number;
  message: string;
  okText: string;
  cancelText: string;
  resolve: (ok: boolean) => void;
}

interface FeedbackState {
  toasts: Toast[];
  confirm: ConfirmRequest | null;
}

let state: FeedbackState = { toasts: [], confirm: null };
const listeners = new Set<() => void>();
let nextId = 1;

function set(next: FeedbackState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const feedbackStore = {
  get: (): FeedbackState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: ToastKind, message: string, durationMs = 3000): number {
  const id = nextId++;
  set({ ...state, toasts: [...state.toasts, { id, kind, message }] });
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  set({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
}

/** Toasts usable outside React (the HTTP client) as well as inside. */
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
