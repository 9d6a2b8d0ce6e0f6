import * as Popover from '@radix-ui/react-popover';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';

/**
 * A Radix popover a mouse opens on hover without taking the focus, while a tap, a click or the
 * keyboard opens it the usual way (focus moves in and back to the trigger when it closes; Escape
 * and a tap outside close it).
 */
export function HoverPopover({
  trigger,
  children,
  className,
  label,
  testId,
  triggerActs = false,
}: {
  /** The trigger element (a button, or a link with `triggerActs`). */
  trigger: ReactElement;
  children: ReactNode;
  className: string;
  label: string;
  testId?: string;
  /** The trigger does its own thing when clicked (a link): only hovering opens the panel. */
  triggerActs?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const byHover = useRef(false);
  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    byHover.current = next;
    setOpen(next);
  };
  return (
    <div className="popover-host" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) byHover.current = false;
          setOpen(next);
        }}
      >
        <Popover.Trigger
          asChild
          onClick={(event) => {
            if (triggerActs) return setOpen(false);
            // A click on a trigger the mouse already opened keeps the panel open.
            if (open && byHover.current) event.preventDefault();
          }}
        >
          {trigger}
        </Popover.Trigger>
        <Popover.Content
          className={`popover-panel ${className}`}
          side="bottom"
          align="end"
          sideOffset={10}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={(event) => byHover.current && event.preventDefault()}
          data-testid={testId}
        >
          {children}
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
