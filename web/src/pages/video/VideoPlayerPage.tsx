import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** One video with its comments. */
export default function VideoPlayerPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('videoPlayer.title')} subtitle={t('videoPlayer.subtitle')} />
      <PendingSection what="videoItem" icon="film" />
    </div>
  );
}
