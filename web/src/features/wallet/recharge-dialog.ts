import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** The recharge dialog opens from the top bar, the hover panel and the wallet page. */
export const rechargeDialog = {
  open: () => set(true),
  close: () => set(false),
};

export function useRechargeDialog(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}
