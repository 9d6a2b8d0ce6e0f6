import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** Video lists by category. */
export default function VideoListPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('videoList.title')} subtitle={t('videoList.subtitle')} />
      <PendingSection what="video" icon="film" />
    </div>
  );
}
