import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './tooltip.css';

export interface TooltipImplProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'bottom' | 'left' | 'right';
  refocus: boolean;
}

/** The delays of every tooltip of the site: a hint shows after 300 ms, the next one at once for 300 ms. */
const DELAY_MS = 300;

/**
 * Radix's tooltip around one trigger, drawn at the end of `<body>` (see `Tooltip`). It opens on
 * hover and on keyboard focus, not on a focus a script gives (a popover moving the focus into
 * itself after a click), which would also take the popover's first Escape.
 */
export function TooltipImpl({ content, children, side, refocus }: TooltipImplProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  const onOpenChange = (next: boolean) => {
    if (next && !hovered.current && !trigger.current?.matches(':focus-visible')) return;
    setOpen(next);
  };
  return (
    <RadixTooltip.Provider delayDuration={DELAY_MS} skipDelayDuration={DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger
          asChild
          ref={trigger}
          onPointerEnter={() => (hovered.current = true)}
          onPointerLeave={() => (hovered.current = false)}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className="tooltip__arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
