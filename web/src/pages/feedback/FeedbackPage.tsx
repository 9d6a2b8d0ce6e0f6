import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/**
 * Feedback to the operators (Universal/feedback), a path of the community service, which is not
 * built yet: the designed empty state, not a form whose sending goes nowhere.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <PendingSection what="feedback" icon="mail" />
    </div>
  );
}
