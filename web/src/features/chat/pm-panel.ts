import { useSyncExternalStore } from 'react';
import type { Peer } from './MessageThread';

let open = false;
/** The conversation the panel opens on (customer service), if any. */
let peer: Peer | undefined;
const listeners = new Set<() => void>();

function set(next: boolean, nextPeer?: Peer): void {
  if (open === next && peer === nextPeer) return;
  open = next;
  peer = nextPeer;
  for (const listener of [...listeners]) listener();
}

/** The private-message panel is opened from the top bar and closed by any route change. */
export const pmPanel = {
  open: () => set(true),
  /** Opens the panel on one conversation (the customer-service entry). */
  openWith: (with_: Peer) => set(true, with_),
  close: () => set(false),
  toggle: () => set(!open),
};

export function usePmPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}

/** The conversation the panel was opened on, if any. */
export function usePmPanelPeer(): Peer | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => peer,
    () => peer,
  );
}
