import { useTranslation } from 'react-i18next';
import { SignInStrip } from '../../app/layout/SignInStrip';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

/**
 * The activity centre (where Activity_Config/getActivityUrl points by default): the 7-day sign-in
 * and today's tasks with their rewards, on a page of their own instead of the avatar's panel.
 */
export default function ActivityPage() {
  const { t } = useTranslation('pages');
  const { token } = useSession();
  return (
    <div className="page" data-testid="activity-centre">
      <PageHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
      {token ? (
        <section className="card activity-card">
          <SignInStrip />
        </section>
      ) : (
        <EmptyState icon="medal" title={t('activity.loginTitle')} description={t('activity.loginText')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('activity.login')}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
