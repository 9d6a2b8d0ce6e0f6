import { WalletConfig } from '../wallet.config';

/** Fee in cents: the configured rate of the amount, rounded up to the cent, at least the minimum. */
export function withdrawalFee(amountCents: number, config: WalletConfig['withdrawal']): number {
  return Math.max(config.minFeeCents, Math.ceil(amountCents * config.feeRate));
}
