import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useProfile, useSession } from '../../features/auth/use-session';
import { Icon } from '../../ui/Icon';
import { PendingSection } from '../../ui/PendingSection';
import { BroadcastRecordTab } from '../../features/live/member/BroadcastRecordTab';
import { StreamerAreaTab } from '../../features/live/member/streamer-area/StreamerAreaTab';
import { StreamerApplicationTab } from '../../features/live/member/StreamerApplicationTab';
import { ProfileTab } from '../../features/account/profile/ProfileTab';
import { WalletTab } from '../../features/wallet/member/WalletTab';
import { MyVideosTab } from '../../features/video/upload/MyVideosTab';
import './member.css';

/** Member tabs by query type (spec section 2); 10, the wallet, and 11, my videos, are this site's additions. */
export const MEMBER_TABS = [
  { type: 0, key: 'profile', icon: 'user' },
  { type: 3, key: 'broadcastRecord', icon: 'film' },
  { type: 7, key: 'apply', icon: 'mic' },
  { type: 8, key: 'space', icon: 'folder' },
  { type: 9, key: 'streamerArea', icon: 'star' },
  { type: 10, key: 'wallet', icon: 'wallet' },
  { type: 11, key: 'myVideos', icon: 'film' },
] as const;

/**
 * The tabs a member sees: the streamer area for streamers only, the application for the others
 * (a streamer opening type 7 by its address still sees their approved application).
 */
export function memberTabs(isStreamer: boolean) {
  return MEMBER_TABS.filter((tab) => (tab.type === 9 ? isStreamer : tab.type === 7 ? !isStreamer : true));
}

/** The personal centre; needs login (logged out goes to /main), and only streamers get the streamer area. */
export default function MemberPage() {
  const { t } = useTranslation('member');
  const { token } = useSession();
  const user = useProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = Number(params.get('type') ?? 0);
  const known = MEMBER_TABS.some((tab) => tab.type === requested);
  const type = known ? requested : 0;
  const denied = type === 9 && user !== null && user.is_anchor !== 1;

  useEffect(() => {
    if (denied) void navigate('/member?type=7', { replace: true });
  }, [denied, navigate]);

  if (!token) return <Navigate to="/main" replace />;
  const tabs = memberTabs(user?.is_anchor === 1);
  return (
    <div className="page member">
      <nav className="member__nav" aria-label={t('title')}>
        {tabs.map((tab) => (
          <button
            key={tab.type}
            type="button"
            className={`member__nav-item${tab.type === type ? ' active' : ''}`}
            aria-current={tab.type === type ? 'page' : undefined}
            onClick={() => void navigate(`/member?type=${tab.type}`)}
          >
            <Icon name={tab.icon} />{' '}
            {t(tab.type === 3 && user?.is_anchor !== 1 ? 'tabs.watchHistory' : `tabs.${tab.key}`)}
          </button>
        ))}
      </nav>
      <div className="member__content" data-testid={`member-tab-${type}`}>
        {type === 0 && <ProfileTab />}
        {type === 3 && <BroadcastRecordTab isStreamer={user?.is_anchor === 1} />}
        {type === 7 && <StreamerApplicationTab />}
        {type === 8 && <PendingSection title={t('tabs.space')} what="posts" icon="folder" />}
        {type === 9 && !denied && <StreamerAreaTab />}
        {type === 10 && <WalletTab />}
        {type === 11 && <MyVideosTab />}
      </div>
    </div>
  );
}
