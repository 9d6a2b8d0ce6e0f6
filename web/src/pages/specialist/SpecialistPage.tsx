import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

const VIEWS: Record<string, string> = {
  '/specialist': 'list',
  '/specialist-home': 'home',
  '/specialist-info': 'info',
  '/specialist-detail': 'detail',
};

/** Experts: the list, an expert's home, their profile and one of their analyses. */
export default function SpecialistPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const view = VIEWS[pathname] ?? 'list';
  return (
    <div className="page">
      <PageHeader title={t(`specialist.${view}`)} subtitle={t('specialist.subtitle')} />
      <PendingSection what="experts" icon="expert" />
    </div>
  );
}
