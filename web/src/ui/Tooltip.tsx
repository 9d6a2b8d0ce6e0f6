import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { TooltipImplProps } from './TooltipImpl';

type Impl = (props: TooltipImplProps) => ReactNode;

/**
 * Radix's tooltip (and the positioning library under it) is its own chunk: fetched once a page
 * shows a tooltip's trigger and is idle, or at the first hover or focus of one, so it never weighs
 * on the first route. Until then the trigger is drawn as it is, without its hint.
 */
let impl: Impl | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadTooltips(): Promise<void> {
  loading ??= import('./TooltipImpl').then((module) => {
    impl = module.TooltipImpl;
    for (const listener of listeners) listener();
  });
  return loading;
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
};

/**
 * A short hint on hover and keyboard focus (Radix tooltip, styled by the site; Escape closes it),
 * for an icon-only button or a badge whose meaning its icon or colour alone gives. The hint is
 * not the element's accessible name: an icon-only button keeps its `aria-label`, a badge its
 * visually hidden text. `children` is one element that takes a ref and pointer/focus handlers.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  // `refocus`: the trigger had the focus when the chunk arrived, so its remounted element takes it back.
  const [loaded, setLoaded] = useState<{ Impl: Impl; refocus: boolean } | undefined>(
    () => impl && { Impl: impl, refocus: false },
  );
  const node = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (loaded) return;
    const listener = () => {
      if (impl) setLoaded({ Impl: impl, refocus: node.current !== null && document.activeElement === node.current });
    };
    listeners.add(listener);
    if (impl) listener();
    else whenIdle(() => void loadTooltips());
    return () => void listeners.delete(listener);
  }, [loaded]);

  if (loaded)
    return (
      <loaded.Impl content={content} side={side} refocus={loaded.refocus}>
        {children}
      </loaded.Impl>
    );

  const own = children.props;
  // eslint-disable-next-line react-hooks/refs -- cloneElement only puts these callbacks on the element; none runs during render.
  return cloneElement(children, {
    ref: (element: HTMLElement | null) => {
      node.current = element;
      setRef(own.ref, element);
    },
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      void loadTooltips();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      void loadTooltips();
    },
  });
}

/** Gives `element` to the ref the trigger came with, as React would have. */
function setRef(ref: Ref<HTMLElement> | undefined, element: HTMLElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
