import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { loginDialog, type LoginMode } from './login-dialog';
import { LoginForm } from './LoginForm';
import './auth-words';

/** The login dialog's content: its own chunk, fetched the first time the dialog opens. */
export default function LoginDialog({ mode }: { mode: LoginMode }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('title')} onClose={loginDialog.close}>
      <LoginForm initialMode={mode} onDone={loginDialog.close} />
    </Dialog>
  );
}
