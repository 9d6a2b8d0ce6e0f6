import { rechargeDialog, useRechargeDialog } from './recharge-dialog';
import { useSession } from '../auth/use-session';
import { RechargeDialog } from './RechargeDialog';

/** Mounted once in the layout; the dialog only makes sense for a logged-in user. */
export function RechargeDialogHost() {
  const open = useRechargeDialog();
  const { token } = useSession();
  if (!open || !token) return null;
  return <RechargeDialog onClose={rechargeDialog.close} />;
}
