import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPORT_CATEGORIES } from '../../config/sport-categories';
import { RankList } from '../../features/live/rank/RankList';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import '../../features/live/live.css';

/** The rank page: rooms ranked by heat, of every sport or one (`?type=`). */
export default function RankPage() {
  const { t } = useTranslation('live');
  const { t: tl } = useTranslation('layout');
  const [params, setParams] = useSearchParams();
  const type = SPORT_CATEGORIES.find((c) => c.type === Number(params.get('type')))?.type ?? 0;
  return (
    <div className="page">
      <PageHeader title={t('rankPage.title')} subtitle={t('rankPage.subtitle')} />
      <Tabs<number>
        items={SPORT_CATEGORIES.map((c) => ({ key: c.type, label: c.type === 0 ? t('rankPage.all') : tl(c.label) }))}
        active={type}
        onChange={(next) => setParams({ type: String(next) })}
      >
        <RankList type={type} />
      </Tabs>
    </div>
  );
}
