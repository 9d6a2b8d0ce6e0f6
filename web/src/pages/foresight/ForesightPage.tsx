import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** The intelligence centre: match previews and injury news. */
export default function ForesightPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('foresight.title')} subtitle={t('foresight.subtitle')} />
      <PendingSection what="intelligence" icon="eye" />
    </div>
  );
}
