import { lazy, Suspense } from 'react';
import { useLoginDialog } from './login-dialog';

const LoginDialog = lazy(() => import('./LoginDialog'));

/** Mounted once in the layout; the dialog and its form are fetched when it first opens. */
export function LoginDialogHost() {
  const mode = useLoginDialog();
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog mode={mode} />
    </Suspense>
  );
}
