import { useTranslation } from 'react-i18next';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import type { ToastKind } from './toast-kind';

const ICONS: Record<ToastKind, string> = { error: '✕', success: '✓', warning: '!', info: 'i' };

/**
 * The site's toast drawn by `sonner` (stacking, timers paused while hovered or the page is hidden,
 * swipe to dismiss) with the site's look: each one is a single `alert` (errors) or `status` element,
 * so its text is in the page once.
 */
export function showToast(kind: ToastKind, message: string, durationMs: number): void {
  sonner.custom(
    (id) => (
      <div
        className={`toast toast--${kind}`}
        role={kind === 'error' ? 'alert' : 'status'}
        onClick={() => sonner.dismiss(id)}
        data-testid="toast"
      >
        <span className="toast__icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        <span>{message}</span>
      </div>
    ),
    { duration: durationMs, unstyled: true },
  );
}

/** Under the top bar, centred; on phones the library spans the width less its offsets. */
export default function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-center"
      offset={{ top: 72 }}
      mobileOffset={{ top: 64, left: 12, right: 12 }}
      gap={8}
      containerAriaLabel={t('notifications')}
    />
  );
}
