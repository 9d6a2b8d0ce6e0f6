import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** The world cup hub: fixtures, groups and live rooms. */
export default function TrophyPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('trophy.title')} subtitle={t('trophy.subtitle')} />
      <PendingSection what="worldCup" icon="trophy" />
    </div>
  );
}
