import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../api/session';
import { useSession } from '../../features/auth/use-session';
import { imClient } from '../../realtime/im';
import { liveKeys } from '../../features/live/live-keys';
import { liveBalances } from '../../features/wallet/live-balances';
import { liveSocket, useLiveMessages } from '../../realtime/live';
import { toast } from '../../ui/feedback';
import { pmPanel, usePmPanelOpen } from '../../features/chat/pm-panel';

const PrivateMessagePanel = lazy(() => import('../../features/chat/PrivateMessagePanel'));

/**
 * Mounted once by the layout: opens the live socket after the first render, keeps the messaging login
 * in step with the session (spec section 4), handles kick-outs, level-ups and balance pushes, and hosts the private-message panel,
 * which any route change closes.
 */
export function RealtimeHost() {
  const { t } = useTranslation('chat');
  const { token, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const panelOpen = usePmPanelOpen();
  const hadToken = useRef(Boolean(token));

  useEffect(() => {
    // After the first paint, so the socket never competes with the first route's requests.
    const timer = setTimeout(() => void liveSocket.start(), 0);
    return () => clearTimeout(timer);
  }, []);

  const userId = user?.id;
  const userSig = user?.userSig;
  useEffect(() => {
    const loggedOut = hadToken.current && !token;
    hadToken.current = Boolean(token);
    liveSocket.reregister();
    if (token && (!userId || !userSig)) return; // the profile (with the signature) is still loading
    const account = token && userId && userSig ? { id: userId, userSig } : null;
    if (loggedOut) void imClient.logout().then(() => imClient.useAccount(null));
    else imClient.useAccount(account);
  }, [token, userId, userSig]);

  const nick = user?.user_nickname;
  const avatar = user?.avatar;
  useEffect(() => {
    if (nick !== undefined) imClient.profileChanged();
  }, [nick, avatar]);

  useLiveMessages((message) => {
    if (message.code === 200 && message.type === 'liveKickout') {
      toast.warning(message.data.reason ? t('kickedOutReason', { reason: message.data.reason }) : t('kickedOut'));
      void queryClient.invalidateQueries({ queryKey: liveKeys.kickouts });
      void navigate('/anchor?type=0');
    }
    // A spend moved the wealth level: shown at once. Only these fields: re-reading the whole profile
    // could bring back an older balance than the one the spend's answer already showed.
    if (message.code === 200 && message.type === 'wealthLevel' && token && user)
      session.save({ ...user, ...message.data, token });
    if (message.code === 200 && message.type === 'balance') liveBalances.pushed(message.data);
  });

  useEffect(() => {
    pmPanel.close();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!token) pmPanel.close();
  }, [token]);

  return panelOpen && token ? (
    <Suspense fallback={null}>
      <PrivateMessagePanel />
    </Suspense>
  ) : null;
}
