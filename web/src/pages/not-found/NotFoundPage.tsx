import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page page--center">
      <EmptyState
        icon={<span className="big-404">404</span>}
        title={t('notFound.title')}
        description={t('notFound.text')}
      >
        <Link to="/main" className="btn btn--primary">
          {t('notFound.home')}
        </Link>
      </EmptyState>
    </div>
  );
}
