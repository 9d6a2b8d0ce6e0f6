import { lazy, Suspense } from 'react';
import { rechargeDialog, useRechargeDialog } from './recharge-dialog';
import { useSession } from '../auth/use-session';

// Fetched when the dialog first opens, not with the first page.
const RechargeDialog = lazy(() => import('./RechargeDialog').then((module) => ({ default: module.RechargeDialog })));

/** Mounted once in the layout; the dialog only makes sense for a logged-in user. */
export function RechargeDialogHost() {
  const open = useRechargeDialog();
  const { token } = useSession();
  if (!open || !token) return null;
  return (
    <Suspense>
      <RechargeDialog onClose={rechargeDialog.close} />
    </Suspense>
  );
}
