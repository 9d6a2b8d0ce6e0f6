import { lazy, Suspense } from 'react';
import { rechargeDialog, useRechargeDialog } from './recharge-dialog';
import { useSession } from '../auth/use-session';

const RechargeDialog = lazy(() => import('./RechargeDialog').then((module) => ({ default: module.RechargeDialog })));

/** Mounted once in the layout; the dialog only makes sense for a logged-in user, and is fetched when it first opens. */
export function RechargeDialogHost() {
  const open = useRechargeDialog();
  const { token } = useSession();
  if (!open || !token) return null;
  return (
    <Suspense fallback={null}>
      <RechargeDialog onClose={rechargeDialog.close} />
    </Suspense>
  );
}
