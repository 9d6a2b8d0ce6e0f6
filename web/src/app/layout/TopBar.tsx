import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../features/auth/use-session';
import { loginDialog } from '../../features/auth/login-dialog';
import { siteName } from '../../config/site';
import { currentLang } from '../../i18n/i18n';
import { MessagesButton } from '../../features/chat/MessagesButton';
import { DownloadLink } from './DownloadLink';
import { LangSwitch } from './LangSwitch';
import { PlainNav } from './PlainNav';
import { SearchBox } from './SearchBox';
import { useMediaQuery } from '../../ui/use-media-query';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { RechargeButton } from '../../features/wallet/RechargeButton';

/** Members only, with its popover library: kept out of a first (logged-out) visit's JS. */
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
/** Members only, like the avatar menu: kept out of a first (logged-out) visit's JS. */
const NotificationBell = lazy(() =>
  import('../../features/community/notifications/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);
/** Desktops only (the phone layout has no download button): fetched after the first render; the popover library is shared with the avatar panel. */
const DownloadPopover = lazy(() => import('./DownloadPopover'));
/** Desktops only (phones have the tab bar): Radix's navigation menu, fetched after the first render. */
const MainNav = lazy(() => import('./MainNav'));

/** Past this scroll the top bar hides on the home and score lists (spec section 2). */
export const HEADER_HIDE_SCROLL_PX = 60;
/** The spec's desktop layout starts at 992 px. */
const DESKTOP_QUERY = '(min-width: 992px)';

function useScrolledPast(limit: number, enabled: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > limit,
    () => false,
  );
}

export function TopBar({ nav, hideOnScroll }: { nav?: number; hideOnScroll: boolean }) {
  const { t } = useTranslation('layout');
  const user = useProfile();
  const hidden = useScrolledPast(HEADER_HIDE_SCROLL_PX, hideOnScroll);
  const desktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <header className={`topbar${hidden ? ' topbar--hidden' : ''}`} data-testid="topbar" data-hidden={hidden}>
      <div className="topbar__inner">
        <Link to="/main" className="logo" aria-label={siteName(currentLang())}>
          <span className="logo__mark" aria-hidden="true">
            ▶
          </span>
          <span className="logo__text">{siteName(currentLang())}</span>
        </Link>
        {desktop ? (
          <Suspense fallback={<PlainNav nav={nav} />}>
            <MainNav nav={nav} />
          </Suspense>
        ) : (
          <PlainNav nav={nav} />
        )}
        <div className="topbar__tools">
          <ErrorRegion name="search" layout="inline">
            <SearchBox />
          </ErrorRegion>
          {desktop && (
            <ErrorRegion name="download" layout="inline">
              <Suspense fallback={<DownloadLink />}>
                <DownloadPopover />
              </Suspense>
            </ErrorRegion>
          )}
          <LangSwitch />
          {user && (
            <ErrorRegion name="notifications" layout="inline">
              <Suspense fallback={<span className="pm-button" aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
            </ErrorRegion>
          )}
          {user && (
            <ErrorRegion name="messages" layout="inline">
              <MessagesButton />
            </ErrorRegion>
          )}
          {user ? (
            <>
              <RechargeButton className="btn btn--primary btn--small topbar__recharge" />
              <ErrorRegion name="userMenu" layout="inline">
                <Suspense fallback={<span className="user-menu__placeholder" aria-hidden="true" />}>
                  <UserMenu user={user} />
                </Suspense>
              </ErrorRegion>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => loginDialog.open()}
              data-testid="login-button"
            >
              {t('auth.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
