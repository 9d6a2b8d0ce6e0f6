// Envelopes of this suite expire three seconds after they are put in.
process.env.RED_ENVELOPE_TTL_SECONDS = '3';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect } from '../../realtime/test/socket-clients';
import { credit, gold } from './ledger';

/** Red envelopes expire (the BullMQ job of the gifts service): the remainder goes back to the sender. */
describe('red envelopes expire', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'gifts'));
  const { stack } = harness;
  afterAll(() => closeAllClients());
  let sender: TestUser;
  let roomId: number;
  beforeAll(async () => {
    sender = await registerUser(stack);
    // A room of its own on the air (other suites take seeded rooms on and off the air), with a cover: it
    // shows in the live lists other suites read, as a real one would.
    roomId = (
      await harness.stores.prisma.room.create({
        data: {
          streamerId: sender.id,
          streamerNickname: 'anchor',
          title: 'expiry',
          type: 1,
          liveSince: new Date(),
          cover: '/uploads/covers/1-1.svg',
        },
      })
    ).id;
  });
  const post = (path: string, user: TestUser, body: object, lang = 'en') =>
    stack.api.post(path).set('x-lang', lang).set('token', user.token).send(body);
  const insert = async (diamonds: number, count: number) => {
    const response = await post('/api/Redenvelope/insert', sender, { room_id: roomId, diamonds, count });
    expect(response.body.code).toBe(0);
    return response.body.data as { id: number };
  };

  it('when it expires, the ungrabbed remainder goes back to the sender (the BullMQ job), and grabs are refused', async () => {
    await credit(stack, sender.id, 50);
    const grabber = await registerUser(stack);
    // In the room: its chat joined.
    const page = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(grabber.id), userSig: grabber.userSig, lang: 'en' },
    });
    expect((await ack(page, 'joinGroup', { groupId: `room_${roomId}` })).code).toBe(0);
    const envelope = await insert(50, 5);
    const grabbed = await post('/api/Redenvelope/receiveRed', grabber, { id: envelope.id });
    expect(grabbed.body.code).toBe(0);
    const deadline = Date.now() + 15_000;
    let status = 'open';
    while (Date.now() < deadline && status !== 'expired') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await harness.stores.prisma.redEnvelope.findUniqueOrThrow({ where: { id: envelope.id } })).status;
    }
    expect(status).toBe('expired');
    const refund = 50 - grabbed.body.data.diamonds;
    let balance = -1;
    while (Date.now() < deadline && balance !== refund) balance = await gold(stack, sender.id);
    expect(balance).toBe(refund);
    const info = await post('/api/Redenvelope/getRedInfo', sender, { id: envelope.id });
    expect(info.body.data).toMatchObject({ status: 'expired', refunded: refund, remaining_diamonds: refund });
    const late = await post('/api/Redenvelope/receiveRed', await registerUser(stack), { id: envelope.id });
    expect(late.body).toMatchObject({ code: 1, msg: 'This red envelope has expired' });
  });
});
