import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/**
 * A Radix popover that a mouse also opens on hover, without taking the focus; a click, a tap or the
 * keyboard opens it as usual (focus moves in, and back to the trigger when it closes). Spread each part
 * on its element: `host` on the element around trigger and content, `root`, `trigger` and `content`.
 */
export function useHoverPopover() {
  const [open, setOpen] = useState(false);
  const byHover = useRef(false);
  const hover = (next: boolean, event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    byHover.current = next;
    setOpen(next);
  };
  return {
    open,
    host: {
      onPointerEnter: (event: PointerEvent) => hover(true, event),
      onPointerLeave: (event: PointerEvent) => hover(false, event),
    },
    root: {
      open,
      onOpenChange: (next: boolean) => {
        if (next) byHover.current = false;
        setOpen(next);
      },
    },
    // A click on a trigger whose panel a hover opened keeps it open instead of toggling it shut.
    trigger: { onClick: (event: MouseEvent) => open && byHover.current && event.preventDefault() },
    content: { onOpenAutoFocus: (event: Event) => byHover.current && event.preventDefault() },
  };
}
