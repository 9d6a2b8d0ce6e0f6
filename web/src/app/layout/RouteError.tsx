import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { StartedMark } from './StartedMark';

/** A route that failed to load (chunk timeout, network): offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <EmptyState icon="warning" title={t('errors.routeFailed')} description={t('errors.routeFailedHint')}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      </EmptyState>
      <StartedMark />
    </div>
  );
}
