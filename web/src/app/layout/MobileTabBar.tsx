import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { Icon } from '../../ui/Icon';
import { isMoreTabActive, TAB_ITEMS } from './nav-items';

/** Fetched at the first tap on "more" (Radix's dialog chunk is shared with the other dialogs). */
const MoreMenu = lazy(() => import('./MoreMenu'));

/**
 * Below 992 px: the bottom tab bar for the main sections, "more" for every other section of the
 * navigation (a sheet), and "me", which opens the login dialog when logged out.
 */
export function MobileTabBar({ nav }: { nav?: number }) {
  const { t } = useTranslation('layout');
  const { token } = useSession();
  const navigate = useNavigate();
  const [moreOpen, setMoreOpen] = useState(false);
  const itemClass = (active: boolean) => `tabbar__item${active ? ' active' : ''}`;
  return (
    <nav className="tabbar" aria-label={t('tabs.label')}>
      {TAB_ITEMS.map((item) => (
        <Link
          key={item.nav}
          to={item.to}
          className={itemClass(nav === item.nav)}
          aria-current={nav === item.nav ? 'page' : undefined}
        >
          <Icon name={item.icon} size={22} />
          <span>{t(item.tab)}</span>
        </Link>
      ))}
      <button
        type="button"
        className={itemClass(isMoreTabActive(nav))}
        aria-haspopup="dialog"
        aria-expanded={moreOpen}
        onClick={() => setMoreOpen(true)}
        data-testid="tab-more"
      >
        <Icon name="grid" size={22} />
        <span>{t('tabs.more')}</span>
      </button>
      <button
        type="button"
        className="tabbar__item"
        onClick={() => (token ? void navigate('/member?type=0') : loginDialog.open())}
        data-testid="tab-me"
      >
        <Icon name="user" size={22} />
        <span>{t('tabs.me')}</span>
      </button>
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreMenu onClose={() => setMoreOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
