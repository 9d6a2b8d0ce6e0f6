import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginForm } from '../../features/auth/LoginForm';
import { useSession } from '../../features/auth/use-session';
import '../../features/auth/auth-words';

/** The login route: the dialog's form on its own page; a logged-in visitor goes home. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { token } = useSession();
  if (token) return <Navigate to="/main" replace />;
  return (
    <div className="page page--center">
      <div className="card card--narrow">
        <h1 className="card__title">{t('title')}</h1>
        <LoginForm />
      </div>
    </div>
  );
}
