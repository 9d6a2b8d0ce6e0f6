import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** One video category (query type, id, name). */
export default function VideoClassifyPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <div className="page">
      <PageHeader title={params.get('name') ?? t('videoClassify.title')} subtitle={t('videoClassify.subtitle')} />
      <PendingSection what="video" icon="film" />
    </div>
  );
}
