import { useTranslation } from 'react-i18next';
import { FollowList } from '../../components/follows/FollowList';
import { loginDialog } from '../../auth/login-dialog';
import { useSession } from '../../auth/use-session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export default function AttentionPage() {
  const { t } = useTranslation('pages');
  const { token } = useSession();
  return (
    <div className="page">
      <PageHeader title={t('follows.title')} subtitle={t('follows.subtitle')} />
      {token ? (
        <FollowList />
      ) : (
        <EmptyState icon="lock" title={t('follows.loginFirst')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('follows.login')}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
