import { useTranslation } from 'react-i18next';
import { loginDialog, useLoginDialog } from './login-dialog';
import { Dialog } from '../../ui/Dialog';
import { LoginForm } from './LoginForm';

export function LoginDialogHost() {
  const { t } = useTranslation('auth');
  const mode = useLoginDialog();
  if (!mode) return null;
  return (
    <Dialog title={t('title')} onClose={loginDialog.close}>
      <LoginForm initialMode={mode} onDone={loginDialog.close} />
    </Dialog>
  );
}
