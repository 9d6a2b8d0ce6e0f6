import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** An article or post detail. */
export default function DetailPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('detail.title')} subtitle={t('detail.subtitle')} />
      <PendingSection what="article" icon="news" />
    </div>
  );
}
