import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** News, from the community service's portal posts. */
export default function NewsPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('news.title')} subtitle={t('news.subtitle')} />
      <PendingSection what="news" icon="news" />
    </div>
  );
}
