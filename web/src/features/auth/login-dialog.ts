import { useSyncExternalStore } from 'react';

export type LoginMode = 'code' | 'password' | 'register' | 'qr';

let mode: LoginMode | null = null;
const listeners = new Set<() => void>();

function set(next: LoginMode | null): void {
  mode = next;
  for (const listener of listeners) listener();
}

/** The login dialog can be opened from anywhere (top bar, quick bar, member links, tab bar). */
export const loginDialog = {
  open: (initial: LoginMode = 'code') => set(initial),
  close: () => set(null),
};

export function useLoginDialog(): LoginMode | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
    () => mode,
  );
}
