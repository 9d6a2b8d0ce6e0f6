// A month of nobility lasts two seconds in this suite.
process.env.NOBILITY_MONTH_SECONDS = '2';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { NobilityService } from '../src/nobility/nobility.service';
import { credit } from './ledger';

/** Nobility ends at its expiry (the BullMQ job of the gifts service); Member/info's toplevel falls back to 0. */
describe('nobility memberships expire', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;
  const buy = (user: TestUser, body: object) =>
    stack.api.post('/api/guard_user/buy').set('token', user.token).send(body);
  const knightId = async () =>
    (await harness.stores.prisma.nobilityTier.findUniqueOrThrow({ where: { code: 'knight' } })).id;
  const toplevel = async (user: TestUser) =>
    (await stack.api.get('/api/Member/info').set('token', user.token)).body.data.toplevel as number;

  it('the expiry job ends the membership, publishes it, and Member/info shows toplevel 0 again', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 100);
    const bought = await buy(user, { tier_id: await knightId(), months: 1 });
    expect(bought.body.code).toBe(0);
    expect(
      await eventually(
        () => toplevel(user),
        (level) => level === 1,
        1500,
      ),
    ).toBe(1);
    const membership = await eventually(
      () => harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: user.id } }),
      (m) => m.endedAt !== null,
      15_000,
    );
    expect(membership.endedAt).not.toBeNull();
    expect(membership.version).toBe(2);
    const status = await eventually(
      () => harness.stores.prisma.nobleStatus.findUnique({ where: { userId: user.id } }),
      (row) => row?.version === 2,
    );
    expect(status).toMatchObject({ level: 0, version: 2 });
    // Member/info follows once the account service has retired the user's kept profile, just after the row.
    expect(
      await eventually(
        () => toplevel(user),
        (level) => level === 0,
      ),
    ).toBe(0);
    const list = await stack.api.post('/api/Guard/getList').set('token', user.token).send({});
    expect(list.body.data.membership).toBeNull();
  });

  it('a renewal moves the expiry: the first job finds a newer version and leaves the membership alone', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 400);
    await buy(user, { tier_id: await knightId(), months: 1 });
    const renewed = await buy(user, { tier_id: await knightId(), months: 3 });
    const expiresAt = new Date(renewed.body.data.expires_at).getTime();
    // Past the first expiry (2 s) but before the renewed one (8 s).
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const meanwhile = await harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: user.id } });
    expect(meanwhile).toMatchObject({ endedAt: null, version: 2 });
    expect(meanwhile.expiresAt.getTime()).toBe(expiresAt);
  });

  it('the sweep ends an overdue membership whose job Redis lost', async () => {
    const user = await registerUser(stack);
    const tierId = await knightId();
    const past = new Date(Date.now() - 60_000);
    await harness.stores.prisma.nobilityMembership.create({
      data: { userId: user.id, tierId, startedAt: past, expiresAt: past },
    });
    await stack.app('gifts').get(NobilityService).expireOverdue();
    expect(
      await harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: user.id } }),
    ).toMatchObject({ version: 2, endedAt: expect.any(Date) });
    const status = await eventually(
      () => harness.stores.prisma.nobleStatus.findUnique({ where: { userId: user.id } }),
      (row) => row?.version === 2,
    );
    expect(status).toMatchObject({ level: 0, version: 2 });
  });
});
