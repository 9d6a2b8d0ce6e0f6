import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** One community post with its comments. */
export default function CircleDetailPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('circleDetail.title')} subtitle={t('circleDetail.subtitle')} />
      <PendingSection what="post" icon="chat" />
    </div>
  );
}
