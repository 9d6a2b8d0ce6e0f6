import i18next from 'i18next';
import { confirmDialog } from '../../ui/feedback';
import { rechargeDialog } from './recharge-dialog';

/**
 * A price the viewer's diamonds do not cover (a gift, a tier, goods...): say so and offer the
 * recharge dialog instead of a dead end.
 */
export async function offerRecharge(): Promise<void> {
  const t = i18next.getFixedT(null, 'wallet');
  const ok = await confirmDialog({
    message: t('offer.short'),
    okText: t('offer.recharge'),
    cancelText: t('offer.later'),
  });
  if (ok) rechargeDialog.open();
}

/** Whether a balance (as Member/info answers it) covers a price in diamonds. */
export function covers(balance: string | number | undefined, diamonds: number): boolean {
  return Number(balance ?? 0) >= diamonds;
}
