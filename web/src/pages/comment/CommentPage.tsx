import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** The comments of a post or video. */
export default function CommentPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('comment.title')} subtitle={t('comment.subtitle')} />
      <PendingSection what="comments" icon="chat" />
    </div>
  );
}
