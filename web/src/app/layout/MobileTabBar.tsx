import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';

const TABS = [
  { to: '/main', label: 'tabs.home', icon: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z' },
  { to: '/football', label: 'tabs.scores', icon: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 4l-4 3 1.5 5h5L16 9z' },
  { to: '/anchor?type=0', label: 'tabs.live', icon: 'M4 5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm6 3v7l6-3.5z' },
  { to: '/schedule?type=4', label: 'tabs.schedule', icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 8h14v10H5z' },
];
const ME_ICON = 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5v3h18v-3c0-2.5-4-5-9-5z';

/** Below 992 px: the bottom tab bar for the main sections; "me" opens the login dialog when logged out. */
export function MobileTabBar() {
  const { t } = useTranslation('layout');
  const { token } = useSession();
  const navigate = useNavigate();
  return (
    <nav className="tabbar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tabbar__item">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d={tab.icon} />
          </svg>
          <span>{t(tab.label)}</span>
        </NavLink>
      ))}
      <button type="button" className="tabbar__item" onClick={() => (token ? navigate('/member?type=0') : loginDialog.open())} data-testid="tab-me">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d={ME_ICON} />
        </svg>
        <span>{t('tabs.me')}</span>
      </button>
    </nav>
  );
}
