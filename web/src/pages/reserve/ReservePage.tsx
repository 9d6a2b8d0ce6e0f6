import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { MyReservations, UpcomingBroadcasts } from '../../features/live/reserve/Reservations';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import '../../features/live/live.css';

type View = 'mine' | 'upcoming';

/** The reserve list: my reservations (cancel them) and the upcoming scheduled broadcasts (reserve them). */
export default function ReservePage() {
  const { t } = useTranslation('live');
  const { token } = useSession();
  const [view, setView] = useState<View>(token ? 'mine' : 'upcoming');
  return (
    <div className="page">
      <PageHeader title={t('reserve.title')} subtitle={t('reserve.subtitle')} />
      <Tabs<View>
        items={(['mine', 'upcoming'] as const).map((key) => ({ key, label: t(`reserve.views.${key}`) }))}
        active={view}
        onChange={setView}
      >
        {view === 'upcoming' ? (
          <UpcomingBroadcasts loggedIn={Boolean(token)} />
        ) : token ? (
          <MyReservations />
        ) : (
          <EmptyState icon="lock" title={t('reserve.loginFirst')}>
            <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
              {t('chat.loginToChat')}
            </button>
          </EmptyState>
        )}
      </Tabs>
    </div>
  );
}
