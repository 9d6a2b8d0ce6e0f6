import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLiveMessages } from '../../../realtime/live';
import { usePlayerOverlaySlot } from '../../live/room/player-overlay-slot';
import { GOAL_SECONDS } from './goal-length';
import type { ShownGoal } from './shown-goal';

/** How long a goal pop-up stays up: as long as its sound. */
export const GOAL_POPUP_MS = GOAL_SECONDS * 1000;
/** At most this many pop-ups stacked at once; an older one gives way. */
const MAX_SHOWN = 3;

/** The pop-ups, their styles and the goal sound: fetched with the first goal, not with the first route. */
const GoalPopups = lazy(() => import('./GoalPopups'));

/**
 * Mounted once by the layout, so every page hears goals: each code 100 `goal` message of the live
 * socket raises the spec's pop-up (scoreboard, minute, the side that scored) for about 6 s, with the
 * generated goal sound when the visitor's goal voice is on.
 */
export function GoalPopupHost() {
  const [shown, setShown] = useState<ShownGoal[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // In a live room they stack over the player, not over the chat's Send button.
  const slot = usePlayerOverlaySlot();

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useLiveMessages((message) => {
    if (message.code !== 100 || message.type !== 'goal') return;
    const id = nextId.current++;
    setShown((list) => [...list, { id, goal: message.data }].slice(-MAX_SHOWN));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setShown((list) => list.filter((item) => item.id !== id));
    }, GOAL_POPUP_MS);
    timers.current.add(timer);
  });

  if (shown.length === 0) return null;
  const popups = (
    <Suspense fallback={null}>
      <GoalPopups shown={shown} inPlayer={slot !== null} />
    </Suspense>
  );
  return slot ? createPortal(popups, slot) : popups;
}
