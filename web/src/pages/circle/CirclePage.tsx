import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** The community: circles and their posts. */
export default function CirclePage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('circle.title')} subtitle={t('circle.subtitle')} />
      <PendingSection what="posts" icon="chat" />
    </div>
  );
}
