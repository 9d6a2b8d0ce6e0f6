import { createServiceApp } from '@arena/shared';
import { WalletModule } from './wallet.module';

/** The wallet service as `main.ts` runs it and as tests boot it (the adapter already parses HTML forms). */
export function createWalletApp() {
  return createServiceApp(WalletModule, 'wallet');
}
