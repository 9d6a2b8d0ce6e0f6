import { Random } from '@arena/shared';
import { ArenaApi } from './arena-api';
import { DemoAccount, DemoViewer } from './demo-viewer';
import { Sport, sportOf } from './lines';
import {
  arrivalDelayMs,
  chooseGift,
  departureDelayMs,
  chooseLine,
  grabDelayMs,
  greeting,
  nextGiftDelayMs,
  nextLineDelayMs,
  planMoves,
  seatsFor,
  thanks,
} from './pace';

export interface DemoAudienceOptions {
  /** The edge, as the site reaches it. */
  baseUrl: string;
  /** The seeded demo audience accounts; the first `size` of them take part. */
  accounts: readonly DemoAccount[];
  /** The most viewers online at once (DEMO_AUDIENCE). */
  size: number;
  /** How often the live rooms are read again and viewers move (a minute). */
  refreshMs?: number;
  /** Every delay is divided by this (1: the believable pace; a short test runs faster). */
  tempo?: number;
  random?: Random;
  log?: (line: string) => void;
}

interface LiveRoom {
  id: number;
  sport: Sport;
  lineTimer?: NodeJS.Timeout;
  giftTimer?: NodeJS.Timeout;
  /** The room's last lines, not said again soon. */
  recent: string[];
}

interface GiftOffer {
  id: number;
  diamonds: number;
}

const RECENT_LINES = 8;
const STOP_WAIT_MS = 3_000;
/** One line per distinct problem per this long: a stack that is stopping or busy should not flood the log. */
const SAME_PROBLEM_MS = 5 * 60_000;

/**
 * The demo audience of a development stack (decision 029): demo viewers in the rooms that are live,
 * read from the live list every minute, a few per room (3..12, each room its own number), moving as
 * rooms go on and off the air and now and then on their own; each room's chat gets a line every
 * several seconds, a small gift every minute or two, and red envelopes are grabbed. Every action goes
 * through the public API and the sockets, as the site's own client does.
 */
export class DemoAudience {
  private readonly api: ArenaApi;
  private readonly viewers: DemoViewer[];
  private readonly rooms = new Map<number, LiveRoom>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Actions under way (a request, an entry), which stop() lets finish. */
  private readonly running = new Set<Promise<void>>();
  private readonly problems = new Map<string, number>();
  private readonly random: Random;
  private readonly refreshMs: number;
  private readonly tempo: number;
  private gifts: GiftOffer[] = [];
  private ticker?: NodeJS.Timeout;
  private stopped = false;
  private summary = '';

  constructor(private readonly options: DemoAudienceOptions) {
    this.api = new ArenaApi(options.baseUrl);
    this.random = options.random ?? Math.random;
    this.refreshMs = options.refreshMs ?? 60_000;
    this.tempo = options.tempo ?? 1;
    const hooks = {
      redEnvelope: (viewer: DemoViewer, id: number) => this.redEnvelope(viewer, id),
      // Viewers drift out of a room that went off the air, as people close the tab.
      roomEnded: (viewer: DemoViewer) => {
        const roomId = viewer.roomId;
        this.later(departureDelayMs(this.random), () => (viewer.roomId === roomId ? viewer.leave() : undefined));
      },
    };
    this.viewers = options.accounts
      .slice(0, options.size)
      .map((account, i) => new DemoViewer(i, account, this.api, hooks));
  }

  start(): void {
    this.track(this.tick());
    this.ticker = setInterval(() => this.track(this.tick()), this.refreshMs);
  }

  /** Stops acting, lets what is under way finish (a few seconds at most), then every viewer leaves. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.ticker);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.race([Promise.allSettled(this.running), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    for (const viewer of this.viewers) viewer.leave();
  }

  /** Reads the live rooms, then moves viewers: out of rooms gone off the air, into empty seats over the next minute. */
  private async tick(): Promise<void> {
    try {
      const live = await this.liveRooms();
      if (this.stopped) return;
      this.gifts = await this.api.call<GiftOffer[]>('POST', 'Gift/getList');
      for (const [id, room] of this.rooms) {
        if (live.some((r) => r.id === id)) continue;
        this.quiet(room);
        this.rooms.delete(id);
      }
      for (const { id, type } of live) {
        if (this.rooms.has(id)) continue;
        const room: LiveRoom = { id, sport: sportOf(type), recent: [] };
        this.rooms.set(id, room);
        this.scheduleLine(room);
        this.scheduleGift(room);
      }
      const seats = seatsFor(
        live.map((room) => room.id),
        this.viewers.length,
        new Date().getHours(),
      );
      const seated = new Map<number, number[]>();
      for (const viewer of this.viewers)
        if (viewer.roomId !== undefined)
          seated.set(viewer.roomId, [...(seated.get(viewer.roomId) ?? []), viewer.index]);
      const idle = this.viewers.filter((viewer) => viewer.roomId === undefined).map((viewer) => viewer.index);
      const moves = planMoves(this.random, seats, seated, idle);
      for (const index of moves.leave) this.viewers[index].leave();
      for (const { viewer, roomId } of moves.enter)
        this.later(arrivalDelayMs(this.random, this.refreshMs), () => this.arrive(this.viewers[viewer], roomId));
      this.report(
        live.length,
        [...seats.values()].reduce((sum, n) => sum + n, 0),
      );
    } catch (error) {
      this.problem('reading the live rooms', error);
    }
  }

  /** Every room on the air, through the live list as the site pages it. */
  private async liveRooms(): Promise<{ id: number; type: number }[]> {
    const rooms: { id: number; type: number }[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.api.call<{ list: { id: number; type: number; is_live: 0 | 1 }[]; total: number }>(
        'POST',
        'Live_streaming/getLiveList',
        { page, limit: 60 },
      );
      rooms.push(...answer.list.filter((room) => room.is_live === 1));
      if (answer.list.length === 0 || page * 60 >= answer.total) return rooms;
    }
  }

  private async arrive(viewer: DemoViewer, roomId: number): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room || viewer.roomId !== undefined) return;
    try {
      await viewer.enter(roomId);
    } catch (error) {
      if (viewer.roomId === undefined) this.problem('entering a room', error);
      return;
    }
    const hello = greeting(this.random, viewer.lang);
    if (hello) this.later(1_500 + this.random() * 4_000, () => this.say(viewer, room, hello));
  }

  private scheduleLine(room: LiveRoom): void {
    room.lineTimer = this.later(nextLineDelayMs(this.random, Math.max(1, this.present(room).length)), async () => {
      const speaker = this.pick(this.present(room));
      if (speaker) await this.say(speaker, room, chooseLine(this.random, room.sport, speaker.lang, room.recent));
      if (this.rooms.get(room.id) === room) this.scheduleLine(room);
    });
  }

  private scheduleGift(room: LiveRoom): void {
    room.giftTimer = this.later(nextGiftDelayMs(this.random, Math.max(1, this.present(room).length)), async () => {
      const sender = this.pick(this.present(room));
      const choice = chooseGift(this.random, this.gifts);
      const price = this.gifts.find((gift) => gift.id === choice?.giftId)?.diamonds ?? 0;
      if (sender && choice)
        await sender
          .gift(choice.giftId, choice.count, price * choice.count)
          .catch((error: unknown) => this.problem('sending a gift', error));
      if (this.rooms.get(room.id) === room) this.scheduleGift(room);
    });
  }

  private async say(viewer: DemoViewer, room: LiveRoom, text: string): Promise<void> {
    if (viewer.roomId !== room.id) return;
    // A refusal (slow mode, followers only, a mute) is the room's rule: the viewer stays quiet.
    const said = await viewer.say(text).catch(() => false);
    if (said) room.recent = [...room.recent, text].slice(-RECENT_LINES);
  }

  private redEnvelope(viewer: DemoViewer, envelopeId: number): void {
    const delay = grabDelayMs(this.random);
    if (delay === undefined) return;
    const roomId = viewer.roomId;
    this.later(delay, async () => {
      if (viewer.roomId !== roomId) return;
      // All grabbed or already grabbed are ordinary outcomes of a crowd grabbing.
      const grabbed = await viewer.grab(envelopeId).then(
        () => true,
        () => false,
      );
      const room = roomId === undefined ? undefined : this.rooms.get(roomId);
      const text = grabbed ? thanks(this.random, viewer.lang) : undefined;
      if (room && text) await this.say(viewer, room, text);
    });
  }

  private present(room: LiveRoom): DemoViewer[] {
    return this.viewers.filter((viewer) => viewer.roomId === room.id && viewer.present);
  }

  private pick<T>(list: readonly T[]): T | undefined {
    return list.length ? list[Math.floor(this.random() * list.length)] : undefined;
  }

  private quiet(room: LiveRoom): void {
    for (const timer of [room.lineTimer, room.giftTimer]) if (timer) this.clear(timer);
  }

  /** Runs `work` after `ms` (divided by the tempo), unless the audience stopped meanwhile. */
  private later(ms: number, work: () => Promise<void> | void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) this.track(Promise.resolve(work()).catch((error: unknown) => this.problem('acting', error)));
    }, ms / this.tempo);
    this.timers.add(timer);
    return timer;
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    const done = () => void this.running.delete(work);
    work.then(done, done);
  }

  private clear(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private report(rooms: number, seats: number): void {
    const summary = `demo audience: ${seats} viewers for ${rooms} live rooms`;
    if (summary !== this.summary) this.options.log?.(summary);
    this.summary = summary;
  }

  private problem(doing: string, error: unknown): void {
    if (this.stopped) return;
    const line = `demo audience: ${doing}: ${error instanceof Error ? error.message : String(error)}`;
    const last = this.problems.get(line) ?? 0;
    if (Date.now() - last < SAME_PROBLEM_MS) return;
    this.problems.set(line, Date.now());
    this.options.log?.(line);
  }
}
