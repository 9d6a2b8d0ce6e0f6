import { Injectable } from '@nestjs/common';

/** Told which users' profiles changed; awaited by the writer before it answers. */
export type ProfileChangeListener = (userIds: number[]) => Promise<void>;

/**
 * "These users' profile changed", announced in process: whatever changes what Member/info shows
 * (a profile edit, a ban or streamer status, wealth experience, a balance, a noble tier) calls
 * `changed(...userIds)` after it committed, and whoever keeps a copy (the profile cache) listens.
 * Writers need not know who keeps copies. `changed` resolves once every listener is done, so a
 * writer that awaits it answers only after the copies are gone: a read after the write sees it.
 */
@Injectable()
export class ProfileChanges {
  private readonly listeners: ProfileChangeListener[] = [];

  onChanged(listener: ProfileChangeListener): void {
    this.listeners.push(listener);
  }

  async changed(...userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await Promise.all(this.listeners.map((listener) => listener(userIds)));
  }
}
