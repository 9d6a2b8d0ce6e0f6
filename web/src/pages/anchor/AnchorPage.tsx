import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPORT_CATEGORIES } from '../../components/layout/sport-categories';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** Streamer lists by category: type 0-6, or a custom category by id and name. */
export default function AnchorPage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  const [params] = useSearchParams();
  const type = Number(params.get('type') ?? 0);
  const custom = params.get('name');
  const category = SPORT_CATEGORIES.find((c) => c.type === type) ?? SPORT_CATEGORIES[0];
  return (
    <div className="page">
      <PageHeader title={custom ?? tl(category.label)} subtitle={t('anchor.subtitle')} />
      <PendingSection what="live" icon={category.icon} />
    </div>
  );
}
