import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

/** The spec's test pages (/dome, /demo, /new_file): kept routable, with nothing to test yet. */
export default function TestPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  return (
    <div className="page page--center">
      <EmptyState icon="flask" title={t('test.title')} description={t('test.text', { path: pathname })} />
    </div>
  );
}
