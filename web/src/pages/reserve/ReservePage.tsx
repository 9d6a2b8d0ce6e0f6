import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

export default function ReservePage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('reserve.title')} subtitle={t('reserve.subtitle')} />
      <PendingSection what="reserve" icon="clock" />
    </div>
  );
}
