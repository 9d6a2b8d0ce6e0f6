import { RedisService, User } from '@arena/shared';
import { eventually } from '../../../test/support/eventually';
import { ProfileCache, ProfileData } from '../src/profile/profile-cache';
import { ProfileChanges } from '../src/profile/profile-changes';

const data = (nickname: string): ProfileData => ({
  user: { id: 1, nickname } as User,
  balances: { gold: '0', balances: '0.00', consumption: '0.00' },
  nobility: null,
});

describe('the Member/info cache of each account process', () => {
  const redis = [new RedisService(), new RedisService()];
  // Two account processes, each with its own in-process announcements of changes.
  const changes = [new ProfileChanges(), new ProfileChanges()];
  const [here, there] = redis.map((connection, index) => new ProfileCache(connection, changes[index]));
  beforeAll(() => Promise.all([here.onModuleInit(), there.onModuleInit()]));
  afterAll(async () => {
    here.onModuleDestroy();
    there.onModuleDestroy();
    await Promise.all(redis.map((connection) => connection.onApplicationShutdown()));
  });
  const userId = 900_000_000 + Math.floor(Math.random() * 1_000_000);

  it('reads once, then answers from memory until a change anywhere drops it', async () => {
    let loads = 0;
    const load = async () => data(`v${++loads}`);
    expect((await here.read(userId, load)).user.nickname).toBe('v1');
    expect((await here.read(userId, load)).user.nickname).toBe('v1');
    // Another account process changed the user: this one hears it through Redis.
    await changes[1].changed(userId);
    const fresh = await eventually(
      () => here.read(userId, load),
      (d) => d.user.nickname !== 'v1',
    );
    expect(fresh.user.nickname).toBe('v2');
  });

  it('does not keep a read that a change overtook', async () => {
    let release!: () => void;
    const slow = here
      .read(userId + 1, () => new Promise<ProfileData>((resolve) => (release = () => resolve(data('before')))))
      .then((d) => d.user.nickname);
    await changes[0].changed(userId + 1);
    release();
    expect(await slow).toBe('before');
    expect((await here.read(userId + 1, async () => data('after'))).user.nickname).toBe('after');
  });
});
