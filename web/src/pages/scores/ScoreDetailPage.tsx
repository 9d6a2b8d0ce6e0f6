import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingSection } from '../../ui/PendingSection';
import { Tabs } from '../../ui/Tabs';
import '../../features/scores/scores.css';

type Tab = 'timeline' | 'lineups' | 'stats' | 'standings' | 'rooms';

/** Match detail: scoreboard header and the timeline, lineups, statistics, standings and rooms tabs. */
export default function ScoreDetailPage() {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState<Tab>('timeline');
  return (
    <div className="page">
      <section className="scoreboard">
        <div className="scoreboard__team">
          <span className="team-badge" aria-hidden="true" />
          <span>{t('scores.columns.home')}</span>
        </div>
        <div className="scoreboard__score num">- : -</div>
        <div className="scoreboard__team">
          <span className="team-badge" aria-hidden="true" />
          <span>{t('scores.columns.away')}</span>
        </div>
      </section>
      <Tabs<Tab>
        items={(['timeline', 'lineups', 'stats', 'standings', 'rooms'] as const).map((key) => ({ key, label: t(`scores.detailTabs.${key}`) }))}
        active={tab}
        onChange={setTab}
      >
        <PendingSection what="matchDetail" icon="chart" />
      </Tabs>
    </div>
  );
}
