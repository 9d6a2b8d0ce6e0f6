import { listen } from '@arena/shared';
import { createWalletApp } from './wallet.app';

void createWalletApp().then((app) => listen(app, 'wallet'));
