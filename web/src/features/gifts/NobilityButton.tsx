import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { Tooltip } from '../../ui/Tooltip';
import { loginDialog } from '../auth/login-dialog';

const NobilityDialog = lazy(() => import('./NobilityDialog'));

/** The room header's "noble" button: opens the purchase dialog (fetched on first use); a visitor logs in first. */
export function NobilityButton({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('nobility');
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Narrow desktops draw it as an icon: the hint says what it does. */}
      <Tooltip content={t('button')}>
        <button
          type="button"
          className="btn btn--light guard-button"
          onClick={() => (loggedIn ? setOpen(true) : loginDialog.open())}
          data-testid="guard-button"
        >
          <Icon name="crown" size={14} /> <span className="room-header__label">{t('button')}</span>
        </button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NobilityDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
