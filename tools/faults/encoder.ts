import { push, type Push } from '../../test/support/pushes';
import { sleep } from './fault-stack';

/** How long an encoder waits before it connects again, as OBS's automatic reconnect does. */
const RECONNECT_MS = 1000;
/** Each push runs this long, then the encoder starts the next (ffmpeg needs a length). */
const PUSH_SECONDS = 3600;

/**
 * A streamer's encoder for the length of the run: ffmpeg pushing a small generated picture to the
 * media service's RTMP port with the room's stream key, and pushing again a second after its
 * connection is cut (the media service killed), as a streaming app set to reconnect does.
 */
export class Encoder {
  private current?: Push;
  private running = false;
  private loop?: Promise<void>;

  constructor(
    private readonly rtmpPort: number,
    private readonly streamKey: string,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        this.current = push(this.rtmpPort, this.streamKey, PUSH_SECONDS);
        await this.current.exited;
        if (this.running) await sleep(RECONNECT_MS);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.current?.stop();
    await this.loop;
  }
}
