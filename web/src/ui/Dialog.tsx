import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialogs';

// Radix's dialog (focus trap, scroll lock, portal) is fetched with the first dialog a visitor opens,
// not with the first page.
const ModalDialog = lazy(() => import('./dialogs').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal dialog on Radix's primitive: focus trapped inside and given back on close, Escape and the
 * backdrop close it, the page behind does not scroll, rendered at the end of <body> so nothing on
 * the page (quick bar, top bar) can sit above its backdrop. Full-screen sheet on phones (CSS).
 */
export function Dialog(props: DialogProps) {
  return (
    <Suspense>
      <ModalDialog {...props} />
    </Suspense>
  );
}
