import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../../features/community/FeedbackForm';
import { PageHeader } from '../../ui/PageHeader';

/** Feedback to the operators (Universal/feedback, the community service). */
export default function FeedbackPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <FeedbackForm />
    </div>
  );
}
