import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { failureKind } from '../../api/failure-kind';
import { EmptyState } from '../../ui/EmptyState';
import { StartedMark } from './StartedMark';

/**
 * A route that failed outside the page's own error region (its chunk did not load, or the layout
 * failed): a reload instead of a blank page, blaming the network only when the network failed.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const kind = failureKind(error);
  const hint =
    kind === 'network'
      ? t('errors.routeFailedHint')
      : kind === 'service' && error instanceof Error
        ? error.message
        : t('errors.routeCodeHint');
  return (
    <div className="page page--center" data-testid="route-error" data-kind={kind}>
      <EmptyState icon="warning" title={t('errors.routeFailed')} description={hint}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      </EmptyState>
      <StartedMark />
    </div>
  );
}
