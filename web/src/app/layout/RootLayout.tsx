import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { HydrateApart } from '../../ui/HydrateApart';
import type { RouteMeta } from '../routes';
import { currentLang } from '../../i18n/i18n';
import { pageTitle } from '../page-title';
import { LoginDialogHost } from '../../features/auth/LoginDialogHost';
import { RechargeDialogHost } from '../../features/wallet/RechargeDialogHost';
import { liveSocket } from '../../realtime/live';
import { RealtimeHost } from './RealtimeHost';
import { StartedMark } from './StartedMark';
import { GoalPopupHost } from '../../features/scores/goal/GoalPopupHost';
import { HornBannerHost } from '../../features/gifts/HornBannerHost';
import { Footer } from './Footer';
import { LeftMenu } from './LeftMenu';
import { MobileTabBar } from './MobileTabBar';
import { ProgressBar } from './ProgressBar';
import { QuickBar } from './QuickBar';
import { TopBar } from './TopBar';

function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteMeta | undefined;
}

/**
 * Keeps `data-live="on"` on the element while the live socket is up (goals, horns and room events
 * arrive only then), for styles and tests. Set on the element rather than rendered: a status change
 * rendered here would render the whole page again inside the socket's callback (a long task).
 */
function useLiveMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const mark = () => ref.current?.setAttribute('data-live', liveSocket.connected ? 'on' : 'off');
    mark();
    return liveSocket.onStatus(mark);
  }, [ref]);
}

/** The layout wrapper every route sits under (spec section 2). */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const app = useRef<HTMLDivElement>(null);
  useLiveMark(app);

  useEffect(() => {
    document.title = pageTitle(meta, t, currentLang());
  }, [meta, t]);

  return (
    <div className="app" ref={app}>
      <ProgressBar />
      {/* The bars, the menu and the page hydrate each in a pass of their own (the page in its Suspense). */}
      <HydrateApart>
        <TopBar nav={meta?.nav} hideOnScroll={Boolean(meta?.hideHeaderOnScroll)} />
      </HydrateApart>
      <div className={`app__body${meta?.leftMenu ? ' app__body--menu' : ''}`}>
        {meta?.leftMenu && (
          <HydrateApart>
            <LeftMenu />
          </HydrateApart>
        )}
        <main className="app__main">
          {/* A fault in a page leaves the top bar, menus and tab bar working; going elsewhere clears it. */}
          <ErrorRegion name="page" resetKeys={[pathname]}>
            <Suspense fallback={<div className="page-skeleton" />}>
              <Outlet />
            </Suspense>
          </ErrorRegion>
        </main>
      </div>
      <HydrateApart>
        <Footer />
        <QuickBar />
        <MobileTabBar nav={meta?.nav} />
        {/* Last in the markup, so it marks the page started once the blocks before it are hydrated too. */}
        <StartedMark />
      </HydrateApart>
      <ErrorRegion name="dialogs" layout="floating">
        <LoginDialogHost />
        <RechargeDialogHost />
      </ErrorRegion>
      <ErrorRegion name="realtime" layout="floating">
        <RealtimeHost />
      </ErrorRegion>
      <ErrorRegion name="goalPopup" layout="floating">
        <GoalPopupHost />
      </ErrorRegion>
      <ErrorRegion name="hornBanner" layout="floating">
        <HornBannerHost />
      </ErrorRegion>
      <ScrollRestoration />
    </div>
  );
}
