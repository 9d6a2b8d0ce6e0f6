import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { EventBus, PrismaClient, RedisService } from '@arena/shared';
import { lastCode, registerUser, TestUser, uniqueMobile } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { activityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { dayAsDate, dayIn, previousDay } from '../src/calendar/day';

const gold = async (stack: Stack, userId: number) =>
  (await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data.gold as string;

/** The product's day (sign-ins, daily tasks) ends at midnight in this zone. */
const DAY_ZONE = 'Asia/Shanghai';
const MIDNIGHT_MARGIN_MS = 20_000;

describe('activity (sign-in strip, daily tasks, share rewards)', () => {
  const { stack } = useStack(activityStack);
  // The tests count "today": one run across midnight would rightly see two days (seen in CI at
  // 16:00 UTC: 200 parallel sign-ins paid day 1 and day 2). Such a test waits for the new day.
  beforeEach(async () => {
    if (dayIn(DAY_ZONE) !== dayIn(DAY_ZONE, new Date(Date.now() + MIDNIGHT_MARGIN_MS)))
      await new Promise((resolve) => setTimeout(resolve, MIDNIGHT_MARGIN_MS));
  }, MIDNIGHT_MARGIN_MS + 5000);
  let prisma: PrismaClient;
  let redis: RedisService;
  let events: EventBus;
  beforeAll(async () => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
    redis = new RedisService();
    events = new EventBus(redis);
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await redis.quit();
  });

  const overview = (user: TestUser, lang = 'en') =>
    stack.api.post('/api/Activity/pcSignTaskList').set('token', user.token).set('lang', lang);

  it("shows the 7-day strip with the cumulative 7th reward, today's tasks and is_sign", async () => {
    const user = await registerUser(stack);
    const response = await overview(user);
    expect(response.body.code).toBe(0);
    const { list, today, is_sign } = response.body.data;
    expect(is_sign).toBe(0);
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({ num: 1, lz_num: 5, is_sign: 0 });
    expect(list[6].lz_num).toBeGreaterThan(list[5].lz_num);
    expect(today.map((t: { code: string }) => t.code)).toEqual(['watch', 'danmaku', 'gift', 'share']);
    expect(today[0]).toMatchObject({
      task: 'Watch live streams for 30 minutes',
      lz_num: 10,
      is_complete: 0,
      value: 0,
      target: 30,
    });
    expect(Object.keys(today[0])).toEqual(expect.arrayContaining(['task', 'img', 'lz_num', 'is_complete', 'value']));
    const anonymous = await stack.api.post('/api/Activity/pcSignTaskList').set('lang', 'en');
    expect(anonymous.body).toEqual({ code: 1, msg: 'Please log in first', data: null });
  });

  it('200 parallel sign-ins by one user pay one reward', async () => {
    const user = await registerUser(stack);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        stack.api.post('/api/Activity/task_handle_sign').set('token', user.token).set('lang', 'en').send({}),
      ),
    );
    const ok = responses.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toMatchObject({ msg: 'Signed in for today', data: { num: 1, lz_num: 5, gold: '5' } });
    expect(
      responses.filter((r) => r.body.code === 1).every((r) => r.body.msg === 'You have already signed in today'),
    ).toBe(true);
    expect(await gold(stack, user.id)).toBe('5');
    expect(
      await prisma.ledgerTransfer.count({ where: { idempotencyKey: { startsWith: `sign-in:${user.id}:` } } }),
    ).toBe(1);
    const after = await overview(user);
    expect(after.body.data).toMatchObject({ is_sign: 1, sign_days: 1 });
    expect(after.body.data.list.map((d: { is_sign: number }) => d.is_sign)).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it('a crash after paying and before recording the day: the retry records it without paying again', async () => {
    const user = await registerUser(stack);
    const today = dayIn(DAY_ZONE);
    // What the crashed request left behind: the reward transfer, no sign-in row.
    await internal(stack, 'wallet', 'post', '/internal/transfers').send({
      idempotency_key: `sign-in:${user.id}:${today}`,
      from: { system: 'diamond.rewards' },
      to: { user_id: user.id, kind: 'diamond' },
      amount: '5',
      reason: 'sign_in',
      memo: 'day 1',
    });
    const retried = await stack.api.post('/api/Activity/task_handle_sign').set('token', user.token).send({});
    expect(retried.body).toMatchObject({ code: 0, data: { num: 1, gold: '5' } });
    expect(await gold(stack, user.id)).toBe('5');
    expect((await overview(user)).body.data.is_sign).toBe(1);
  });

  it('continues the strip after yesterday, checks the day asked for, and restarts after a missed day', async () => {
    const user = await registerUser(stack);
    const today = dayIn(DAY_ZONE);
    await prisma.signIn.create({
      data: { userId: user.id, day: dayAsDate(previousDay(today)), streakDay: 3, reward: 10 },
    });
    const wrong = await stack.api
      .post('/api/Activity/task_handle_sign')
      .set('token', user.token)
      .set('lang', 'en')
      .send({ id: 2 });
    expect(wrong.body).toEqual({ code: 1, msg: 'Today is day 4 of your sign-in strip', data: null });
    const bad = await stack.api
      .post('/api/Activity/task_handle_sign')
      .set('token', user.token)
      .set('lang', 'en')
      .send({ id: 9 });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toContain('ID');
    const signed = await stack.api.post('/api/Activity/task_handle_sign').set('token', user.token).send({ id: 4 });
    expect(signed.body.data).toMatchObject({ num: 4, lz_num: 10 });
    const other = await registerUser(stack);
    await prisma.signIn.create({
      data: { userId: other.id, day: dayAsDate(previousDay(previousDay(today))), streakDay: 5, reward: 15 },
    });
    expect((await overview(other)).body.data.sign_days).toBe(0);
  });

  it('daily tasks move only from published events and pay once on completion', async () => {
    const user = await registerUser(stack);
    for (let i = 0; i < 6; i++) await events.publish('danmaku.sent', { userId: user.id, roomId: 1 });
    await events.publish('live.watched', { userId: user.id, roomId: 1, minutes: 12 });
    const tasks = await eventually(
      async () =>
        (await stack.api.post('/api/Activity_Config/user_task_list').set('token', user.token).set('lang', 'zh')).body
          .data.daily,
      (daily: { code: string; is_complete: number; value: number }[]) =>
        daily.find((t) => t.code === 'danmaku')?.is_complete === 1 &&
        daily.find((t) => t.code === 'watch')?.value === 12,
    );
    expect(tasks.find((t: { code: string }) => t.code === 'danmaku')).toMatchObject({
      task: '发送5条弹幕',
      value: 5,
      is_complete: 1,
    });
    expect(tasks.find((t: { code: string }) => t.code === 'watch')).toMatchObject({ value: 12, is_complete: 0 });
    expect(
      await eventually(
        () => gold(stack, user.id),
        (g) => g === '5',
      ),
    ).toBe('5');

    // A gift is diamonds spent with reason gift, whichever service sold it.
    await internal(stack, 'wallet', 'post', '/internal/transfers').send({
      idempotency_key: `grant-${randomUUID()}`,
      from: { system: 'diamond.adjustments' },
      to: { user_id: user.id, kind: 'diamond' },
      amount: '10',
      reason: 'adjustment',
    });
    const gift = {
      idempotency_key: `gift-${randomUUID()}`,
      from: { user_id: user.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '1',
      reason: 'gift',
    };
    await internal(stack, 'wallet', 'post', '/internal/transfers').send(gift);
    await internal(stack, 'wallet', 'post', '/internal/transfers').send(gift); // a retried request: same transfer
    // 5 (danmaku) + 10 granted - 1 spent + 10 (gift task)
    expect(
      await eventually(
        () => gold(stack, user.id),
        (g) => g === '24',
      ),
    ).toBe('24');
    // The reward is paid inside the task's transaction, so the gold can show before its commit.
    const progress = await eventually(
      () => prisma.taskProgress.findMany({ where: { userId: user.id, task: { code: 'gift' } } }),
      (rows) => rows.length > 0,
    );
    expect(progress.map((p) => p.value)).toEqual([1]);
    const anonymous = await stack.api.post('/api/Activity_Config/user_task_list').set('lang', 'vi');
    expect(anonymous.body).toEqual({ code: 1, msg: 'Vui lòng đăng nhập trước', data: null });
  });

  /** A new user and a second one who registered with the first one's share code. */
  const registerInvited = async () => {
    const inviter = await registerUser(stack);
    const code = (await stack.api.get('/api/Member/info').set('token', inviter.token)).body.data.invite_code as string;
    const mobile = uniqueMobile();
    await stack.api.post('/api/user/getCode').send({ mobile });
    const registered = await stack.api.post('/api/user/registered').send({
      mobile,
      code: await lastCode(stack, mobile),
      password: 'secret123',
      repassword: 'secret123',
      invite: code,
    });
    expect(registered.body.code).toBe(0);
    return { inviter, code, invitee: registered.body.data as { token: string } };
  };

  it('rewards the inviter once per invitee who registered with the share code', async () => {
    const { inviter, code, invitee } = await registerInvited();
    expect(
      await eventually(
        () => gold(stack, inviter.id),
        (g) => g === '20',
      ),
    ).toBe('20');
    const claimed = await stack.api
      .post('/api/Activity/shareTasks')
      .set('token', invitee.token)
      .set('lang', 'en')
      .send({ shareCode: code.toLowerCase(), type: 1 });
    expect(claimed.body).toMatchObject({
      code: 0,
      msg: 'The invitation reward was paid',
      data: { rewarded: 1, inviter_id: inviter.id, lz_num: 20 },
    });
    await stack.api.post('/api/Activity/shareTasks').set('token', invitee.token).send({ shareCode: code, type: 1 });
    expect(await gold(stack, inviter.id)).toBe('20');
    const mismatch = await stack.api
      .post('/api/Activity/shareTasks')
      .set('token', invitee.token)
      .set('lang', 'en')
      .send({ shareCode: 'ZZZZZZ', type: 1 });
    expect(mismatch.body).toEqual({ code: 1, msg: 'This is not the share code you registered with', data: null });
    const missing = await stack.api
      .post('/api/Activity/shareTasks')
      .set('token', invitee.token)
      .set('lang', 'en')
      .send({ type: 1 });
    expect(missing.body.msg).toBe('Please complete the information before submitting');
    const stranger = await registerUser(stack);
    const none = await stack.api
      .post('/api/Activity/shareTasks')
      .set('token', stranger.token)
      .set('lang', 'en')
      .send({ shareCode: code, type: 1 });
    expect(none.body).toEqual({
      code: 1,
      msg: 'No registration with a share code was found for your account',
      data: null,
    });
  });

  it('pays the inviter once when the invitee claims at once, before or after the registration event', async () => {
    const { inviter, code, invitee } = await registerInvited();
    // As the site does: the claim follows the registration immediately, racing the event consumer.
    const claimed = await stack.api
      .post('/api/Activity/shareTasks')
      .set('token', invitee.token)
      .set('lang', 'en')
      .send({ shareCode: code, type: 1 });
    expect(claimed.body).toMatchObject({ code: 0, data: { rewarded: 1, inviter_id: inviter.id, lz_num: 20 } });
    expect(
      await eventually(
        () => gold(stack, inviter.id),
        (g) => g === '20',
      ),
    ).toBe('20');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await gold(stack, inviter.id)).toBe('20');
  });

  it('tells where the activity centre is', async () => {
    const response = await stack.api.get('/api/Activity_Config/getActivityUrl');
    expect(response.body).toEqual({ code: 0, msg: '', data: { url: '/activity' } });
  });
});
