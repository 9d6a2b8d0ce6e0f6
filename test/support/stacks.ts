import { createAccountApp } from '../../services/account/src/account.app';
import { createEdgeApp } from '../../services/edge/src/edge.app';
import { createWalletApp } from '../../services/wallet/src/wallet.app';
import { bootServices, Stack } from './stack';

/** The edge in front of the account service (and the wallet, which Member/info reads gold from). */
export const accountStack = (): Promise<Stack> => bootServices({ account: createAccountApp, wallet: createWalletApp, edge: createEdgeApp });

/** The wallet needs the account service (identities, payment passwords): the same stack. */
export const walletStack = accountStack;

/** Activity pays its rewards through the wallet and learns of registrations from account. */
export const activityStack = async (): Promise<Stack> => {
  const { createActivityApp } = await import('../../services/activity/src/activity.app');
  return bootServices({ account: createAccountApp, wallet: createWalletApp, activity: createActivityApp, edge: createEdgeApp });
};

/** The edge in front of the account service and the realtime gateway (sockets pass through the edge). */
export const realtimeStack = async (): Promise<Stack> => {
  const { createRealtimeApp } = await import('../../services/realtime/src/realtime.app');
  return bootServices({ account: createAccountApp, wallet: createWalletApp, realtime: createRealtimeApp, edge: createEdgeApp });
};
