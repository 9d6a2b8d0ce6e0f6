import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loginDialog, useLoginDialog } from './login-dialog';
import { Dialog } from '../../ui/Dialog';

// Fetched when the dialog first opens, not with the first page.
const LoginForm = lazy(() => import('./LoginForm').then((module) => ({ default: module.LoginForm })));

export function LoginDialogHost() {
  const { t } = useTranslation('auth');
  const mode = useLoginDialog();
  if (!mode) return null;
  return (
    <Dialog title={t('title')} onClose={loginDialog.close}>
      <Suspense fallback={<div className="skeleton-lines" aria-busy="true" />}>
        <LoginForm initialMode={mode} onDone={loginDialog.close} />
      </Suspense>
    </Dialog>
  );
}
