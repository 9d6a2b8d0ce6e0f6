import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../../features/community/FeedbackForm';
import { SupportCard } from '../../features/community/support/SupportCard';
import { PageHeader } from '../../ui/PageHeader';

/** Feedback to the operators (Universal/feedback), and customer service (user/getKefuInfo). */
export default function FeedbackPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <SupportCard />
      <FeedbackForm />
    </div>
  );
}
