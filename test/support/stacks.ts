import { BUILT_SERVICES, ServiceName } from '@arena/shared';
import { AppFactory, bootServices, Stack } from './stack';

/**
 * A built service's app factory, found by the recipe's convention: `createApp` exported by the
 * service's package (`@arena/<name>`). So any service added to the registry can be booted by name.
 */
export async function appFactory(name: ServiceName): Promise<AppFactory> {
  if (!BUILT_SERVICES.includes(name)) throw new Error(`${name} is not in BUILT_SERVICES`);
  const module = (await import(`@arena/${name}`)) as { createApp?: AppFactory };
  if (!module.createApp) throw new Error(`@arena/${name} (services/${name}/src/index.ts) does not export createApp`);
  return module.createApp;
}

/** The named services with the edge in front, booted in this process (test/support/stack.ts). */
export async function stackOf(...names: ServiceName[]): Promise<Stack> {
  const all = [...new Set<ServiceName>([...names, 'edge'])];
  return bootServices(
    Object.fromEntries(await Promise.all(all.map(async (name) => [name, await appFactory(name)] as const))),
  );
}

/** The edge in front of the account service (and the wallet, which Member/info reads gold from). */
export const accountStack = (): Promise<Stack> => stackOf('account', 'wallet');

/** The wallet needs the account service (identities, payment passwords): the same stack. */
export const walletStack = accountStack;

/** Activity pays its rewards through the wallet and learns of registrations from account. */
export const activityStack = (): Promise<Stack> => stackOf('account', 'wallet', 'activity');

/** The edge in front of the account service and the realtime gateway (sockets pass through the edge). */
export const realtimeStack = (): Promise<Stack> => stackOf('account', 'wallet', 'realtime');

/** The video service reads authors' cards from the account service. */
export const videoStack = (): Promise<Stack> => stackOf('account', 'wallet', 'video');

/**
 * The community: authors' cards and uploaded images come from account, banned words from realtime,
 * a streamer's followers and a match's reservations from live (its notification consumer shares one
 * consumer group with every suite's community, so each must be able to answer any event).
 */
export const communityStack = (): Promise<Stack> => stackOf('account', 'wallet', 'realtime', 'live', 'community');
