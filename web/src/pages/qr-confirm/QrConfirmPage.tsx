import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { loginDialog } from '../../features/auth/login-dialog';
import { useProfile, useSession } from '../../features/auth/use-session';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import '../../features/auth/auth-words';

/**
 * /qr-confirm?code=: what a logged-in phone opens from the login QR. Opening it tells the waiting
 * computer the code was scanned; the page says who asks (a computer browser, to log in as this
 * account) and logs that browser in only when the person presses confirm.
 */
export default function QrConfirmPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { token } = useSession();
  const user = useProfile();
  const scan = useMutation({ mutationFn: () => api.post('/api/qr-logins/scan', { code }) });
  const confirm = useMutation({ mutationFn: () => api.post('/api/qr-logins/confirm', { code }) });
  const { mutate: markScanned, isIdle } = scan;

  useEffect(() => {
    if (token && code && isIdle) markScanned();
  }, [token, code, isIdle, markScanned]);

  if (!token)
    return (
      <div className="page">
        <PageHeader title={t('confirm.title')} />
        <EmptyState icon="lock" title={t('confirm.loginFirst')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('modes.password')}
          </button>
        </EmptyState>
      </div>
    );

  return (
    <div className="page">
      <PageHeader title={t('confirm.title')} />
      <section
        className="card qr-confirm"
        data-testid="qr-confirm"
        data-state={
          confirm.isSuccess
            ? 'done'
            : scan.isError || confirm.isError
              ? 'failed'
              : scan.isSuccess
                ? 'ready'
                : 'scanning'
        }
      >
        {user && (
          <div className="user-card">
            <Avatar src={user.avatar} name={user.user_nickname} size={48} />
            <div className="user-card__body">
              <div className="user-card__name">{user.user_nickname}</div>
              <div className="muted small">ID {user.id}</div>
            </div>
          </div>
        )}
        {confirm.isSuccess ? (
          <p>{t('confirm.done')}</p>
        ) : scan.isError || confirm.isError ? (
          <p>{t('confirm.failed')}</p>
        ) : (
          <>
            <p>{t('confirm.asking')}</p>
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={!scan.isSuccess || confirm.isPending}
              onClick={() => confirm.mutate()}
              data-testid="qr-confirm-button"
            >
              {t('confirm.button')}
            </button>
          </>
        )}
        <Link to="/main" className="btn btn--ghost btn--block">
          {t('confirm.home')}
        </Link>
      </section>
    </div>
  );
}
