import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowList } from '../../features/account/follows/FollowList';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { FollowedRooms } from '../../features/live/attention/FollowedRooms';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import '../../features/live/live.css';

type View = 'rooms' | 'streamers';

/** The follow list: the followed streamers' rooms (live first), and the streamers themselves with unfollow. */
export default function AttentionPage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('live');
  const { token } = useSession();
  const [view, setView] = useState<View>('rooms');
  return (
    <div className="page">
      <PageHeader title={t('follows.title')} subtitle={t('follows.subtitle')} />
      {token ? (
        <>
          <Tabs<View>
            items={(['rooms', 'streamers'] as const).map((key) => ({ key, label: tl(`attention.${key}`) }))}
            active={view}
            onChange={setView}
          >
            {view === 'rooms' ? <FollowedRooms /> : <FollowList />}
          </Tabs>
        </>
      ) : (
        <EmptyState icon="lock" title={t('follows.loginFirst')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('follows.login')}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
