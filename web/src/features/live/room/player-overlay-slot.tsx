import { useSyncExternalStore } from 'react';

/**
 * Where the layout's pop-ups (the horn banner, goal pop-ups) go while a live room is on screen: over
 * its player, as a TV shows a score, instead of over the room's header, chat tabs or Send button.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element pop-ups should be portalled into, or null (no room on screen: they float over the page). */
export function usePlayerOverlaySlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}

/** Rendered inside the room's player: registers itself as the slot while mounted. */
export function PlayerOverlaySlot() {
  return (
    <div
      className="player-overlays"
      ref={(element) => {
        setSlot(element);
        return () => setSlot(null);
      }}
      data-testid="player-overlays"
    />
  );
}
