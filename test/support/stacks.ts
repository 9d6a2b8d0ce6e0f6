import { createAccountApp } from '../../services/account/src/account.app';
import { createEdgeApp } from '../../services/edge/src/edge.app';
import { bootServices, Stack } from './stack';

/** The edge in front of the account service: what every account test talks to. */
export const accountStack = (): Promise<Stack> => bootServices({ account: createAccountApp, edge: createEdgeApp });
