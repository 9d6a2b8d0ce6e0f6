import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Broadcasts } from '../ingest/broadcasts';
import { FfmpegCheck } from '../ingest/ffmpeg-check';
import { mediaConfig } from '../media.config';
import { clipSportOf, DemoClips, demoPushArgs } from './demo-clips';
import { DemoRoom, demoLineup, nextLineupChange } from './demo-schedule';
import { processCpuSeconds } from './process-cpu';

/** Broadcasts the first measurement is taken on, before the budget says how many there may be. */
const PROBE_ROOMS = 2;
/**
 * The fewest broadcasts the budget leaves on the air (within MEDIA_DEMO_STREAMS): a measurement
 * taken while the stack starts charges the media process's start-up work to one or two rooms, and a
 * fresh start should not show a single live room for it.
 */
const MIN_ROOMS = 3;
/** From a push's start to its measurement (its remuxer and first segments settled), and the window. */
const WARM_UP_MS = 30_000;
const MEASURE_WINDOW_MS = 20_000;
/** The cost is measured again now and then, on every broadcast then on the air (soon after the count changed). */
const REMEASURE_MS = 20 * 60_000;
const REMEASURE_AFTER_CHANGE_MS = 2 * 60_000;
/** The line-up is checked at least this often (a push that died is started again). */
const RESYNC_MS = 15_000;
/** A new key's `live.stream_key.changed` reaches this service's consumer before the push arrives. */
const KEY_SETTLE_MS = 1500;

interface DemoPush {
  roomId: number;
  process: ChildProcess;
  /** When its broadcast ends on the schedule it started under. */
  endsAt: number;
  stopping: boolean;
}

/** What one demo room costs, as a share of one core (1 = a whole core). */
export interface DemoRoomCost {
  rooms: number;
  pusher: number;
  remux: number;
  ingest: number;
  perRoom: number;
}

/**
 * Development only (MEDIA_DEMO_STREAMS caps it, 0 in production and tests): demo broadcasts that
 * rotate through the rooms on a schedule (`demo-schedule.ts`), so the set of live rooms changes over
 * the day. Each broadcast pushes its sport's clip (`demo-clips.ts`, rendered once and cached) on a
 * loop with stream copy, an ordinary encoder on the RTMP port with a key the live service issues, so a
 * demo room costs a remux, not an encode. How many run at once is chosen from the CPU measured per
 * room (pusher, remuxer and a share of the ingest) within MEDIA_DEMO_CPU_BUDGET; the figures are logged.
 * Their loops are not recorded as playback videos.
 */
@Injectable()
export class DemoStreams implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DemoStreams');
  private readonly config = mediaConfig();
  private readonly clips = new DemoClips(path.join(this.config.dataDir, 'demo-clips'), this.config.ffmpegPath);
  private readonly pushes = new Map<number, DemoPush>();
  private readonly keys = new Map<number, { key: string; failures: number }>();
  /** Rooms left to their streamer: a demo push there was cut off twice (a new key, a refusal). */
  private readonly yielded = new Set<number>();
  private rooms: DemoRoom[] = [];
  /** Broadcasts at once: the probe's until the first measurement, then what the budget allows. */
  private slots = 0;
  private stopping = false;
  private syncing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private measureTimer?: NodeJS.Timeout;
  private clock = () => Date.now();

  constructor(
    private readonly services: ServiceClient,
    private readonly broadcasts: Broadcasts,
    private readonly ffmpeg: FfmpegCheck,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.demoStreams > 0)
      void this.start().catch((error: Error) => this.logger.warn(`No demo broadcasts: ${error.message}`));
  }

  /** The rooms a demo broadcast is pushing into now. */
  onAir(): number[] {
    return [...this.pushes.keys()];
  }

  onModuleDestroy(): void {
    this.stopping = true;
    clearTimeout(this.timer);
    clearTimeout(this.measureTimer);
    for (const push of this.pushes.values()) push.process.kill('SIGKILL');
  }

  /**
   * Runs the schedule (at bootstrap: over every room, measured and sized by the budget). Tests pass
   * their own rooms, a fixed number of broadcasts and a clock.
   */
  async start(options: { rooms?: DemoRoom[]; slots?: number; clock?: () => number } = {}): Promise<void> {
    if (!(await this.ffmpeg.available())) return;
    await this.broadcasts.reconciled;
    if (options.clock) this.clock = options.clock;
    this.rooms = options.rooms ?? (await this.demoRooms());
    if (!this.rooms.length) return void this.logger.warn('No demo broadcasts: the live service has no rooms');
    const began = Date.now();
    const sports = [...new Set(this.rooms.map((room) => clipSportOf(room.type)))];
    for (const sport of sports) await this.clips.clip(sport);
    this.logger.log(`Demo clips ready (${sports.join(', ')}) in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    this.slots = options.slots ?? Math.min(PROBE_ROOMS, this.config.demoStreams);
    await this.sync();
    if (!options.slots) this.measureTimer = setTimeout(() => void this.measure(), WARM_UP_MS).unref();
  }

  /** The rooms the schedule deals from (retried while the live service starts). */
  private async demoRooms(): Promise<DemoRoom[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.services.call(liveContracts.demoRooms, {});
      } catch (error) {
        if (attempt >= 30 || this.stopping) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** Measures the CPU per demo room, chooses how many may run within the budget, logs both. */
  private async measure(): Promise<void> {
    if (this.stopping) return;
    try {
      const cost = await this.measureCost(MEASURE_WINDOW_MS);
      if (cost) {
        const budget = this.config.demoCpuBudgetPercent / 100;
        const allowed = Math.max(
          Math.min(MIN_ROOMS, this.config.demoStreams),
          Math.min(this.config.demoStreams, Math.floor(budget / Math.max(cost.perRoom, 0.0005))),
        );
        const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
        this.logger.log(
          `Demo broadcasts cost ${percent(cost.perRoom)} of a core per room (pusher ${percent(cost.pusher)}, remux ${percent(cost.remux)}, ingest ${percent(cost.ingest)}; ` +
            `${cost.rooms} room(s) over ${MEASURE_WINDOW_MS / 1000} s): within MEDIA_DEMO_CPU_BUDGET ${this.config.demoCpuBudgetPercent}% up to ${allowed} at once (MEDIA_DEMO_STREAMS ${this.config.demoStreams})`,
        );
        if (allowed !== this.slots) {
          this.slots = allowed;
          await this.sync();
          // Measured again on the new count: the ingest's share is truer over more rooms.
          return void (this.measureTimer = setTimeout(() => void this.measure(), REMEASURE_AFTER_CHANGE_MS).unref());
        }
      }
    } catch (error) {
      this.logger.warn(`Could not measure the demo broadcasts: ${(error as Error).message}`);
    }
    this.measureTimer = setTimeout(() => void this.measure(), REMEASURE_MS).unref();
  }

  /**
   * CPU per demo room over a window: each pusher and its room's remuxer (the same processes at both
   * ends), and this process's own CPU (the RTMP ingest and FLV feeding) shared among the rooms.
   */
  async measureCost(windowMs: number): Promise<DemoRoomCost | undefined> {
    const read = () =>
      new Map(
        [...this.pushes.values()].map((push) => {
          const remuxer = this.broadcasts.remuxerPid(push.roomId);
          return [
            push.roomId,
            {
              pusherPid: push.process.pid ?? 0,
              remuxerPid: remuxer ?? 0,
              pusher: processCpuSeconds(push.process.pid ?? 0),
              remux: remuxer ? processCpuSeconds(remuxer) : 0,
            },
          ];
        }),
      );
    const before = read();
    const ownBefore = processCpuSeconds(process.pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs).unref());
    const ownAfter = processCpuSeconds(process.pid);
    const after = read();
    let rooms = 0;
    let pusher = 0;
    let remux = 0;
    for (const [roomId, end] of after) {
      const start = before.get(roomId);
      if (!start || !end.remuxerPid || start.pusherPid !== end.pusherPid || start.remuxerPid !== end.remuxerPid)
        continue;
      rooms++;
      pusher += end.pusher - start.pusher;
      remux += end.remux - start.remux;
    }
    if (!rooms) return undefined;
    const seconds = windowMs / 1000;
    const share = (used: number) => used / seconds / rooms;
    const cost = { rooms, pusher: share(pusher), remux: share(remux), ingest: share(ownAfter - ownBefore) };
    return { ...cost, perRoom: cost.pusher + cost.remux + cost.ingest };
  }

  /** Brings the pushes in line with the schedule, then waits for its next change. */
  private sync(): Promise<void> {
    this.syncing ??= this.syncNow()
      .catch((error: Error) => this.logger.warn(`Demo broadcasts: ${error.message}`))
      .finally(() => {
        this.syncing = undefined;
        if (this.stopping) return;
        clearTimeout(this.timer);
        const now = this.clock();
        const next = nextLineupChange(this.rooms, this.slots, now);
        this.timer = setTimeout(() => void this.sync(), Math.max(200, Math.min(next - now + 50, RESYNC_MS))).unref();
      });
    return this.syncing;
  }

  private async syncNow(): Promise<void> {
    if (this.stopping) return;
    const now = this.clock();
    const lineup = demoLineup(this.rooms, this.slots, now);
    const wanted = new Set(lineup.map((broadcast) => broadcast.room_id));
    // A push the line-up no longer has (the count changed, and with it the deal) runs to the end of
    // its own broadcast; sooner only while more run than the count allows.
    const running = [...this.pushes.values()].filter((push) => !push.stopping);
    let over = running.length - this.slots;
    const ending: number[] = [];
    for (const push of running
      .filter((candidate) => !wanted.has(candidate.roomId))
      .sort((a, b) => a.endsAt - b.endsAt)) {
      if (push.endsAt > now && over <= 0) continue;
      over--;
      push.stopping = true;
      push.process.kill('SIGTERM');
      ending.push(push.roomId);
    }
    if (ending.length) this.logger.log(`Demo broadcasts ended: ${ending.join(', ')}`);
    const room = Math.max(0, this.slots - [...this.pushes.values()].filter((push) => !push.stopping).length);
    const starting = lineup
      .filter((broadcast) => !this.pushes.has(broadcast.room_id) && !this.yielded.has(broadcast.room_id))
      .slice(0, room);
    if (!starting.length) return;
    const missing = starting
      .filter((broadcast) => !this.keys.has(broadcast.room_id))
      .map((broadcast) => broadcast.room_id);
    if (missing.length) {
      for (const { room_id, stream_key } of await this.services.call(liveContracts.demoStreamKeys, {
        room_ids: missing,
      }))
        this.keys.set(room_id, { key: stream_key, failures: 0 });
      await new Promise((resolve) => setTimeout(resolve, KEY_SETTLE_MS));
    }
    const started: number[] = [];
    for (const broadcast of starting) {
      const key = this.keys.get(broadcast.room_id);
      if (!key || this.stopping) continue;
      this.push(broadcast.room_id, key.key, await this.clips.clip(clipSportOf(broadcast.type)), broadcast.endsAt);
      started.push(broadcast.room_id);
    }
    if (started.length)
      this.logger.log(
        `Demo broadcasts on the air: ${[...this.pushes.keys()].join(', ')} (started ${started.join(', ')})`,
      );
  }

  private push(roomId: number, streamKey: string, clip: string, endsAt: number): void {
    this.broadcasts.recordRoom(roomId, false);
    const target = `rtmp://127.0.0.1:${this.broadcasts.ingest.port}/live/${streamKey}`;
    const child = spawn(this.config.ffmpegPath, demoPushArgs(clip, target), { stdio: ['ignore', 'ignore', 'pipe'] });
    const push: DemoPush = { roomId, process: child, endsAt, stopping: false };
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-500)));
    this.pushes.set(roomId, push);
    child.once('exit', () => {
      if (this.pushes.get(roomId) === push) this.pushes.delete(roomId);
      this.broadcasts.recordRoom(roomId, true);
      if (push.stopping || this.stopping) return;
      // Cut off or refused: the schedule starts it again with the same key; a second time the room is
      // left alone (its streamer made a new key to push there: the demo never takes it back).
      const key = this.keys.get(roomId);
      if (key && ++key.failures >= 2) {
        this.keys.delete(roomId);
        this.yielded.add(roomId);
      }
      this.logger.warn(
        `The demo broadcast in room ${roomId} stopped (${errors.trim() || 'no message'})${this.yielded.has(roomId) ? ': no more demo broadcasts there' : ''}`,
      );
    });
  }
}
