import { Injectable } from '@nestjs/common';
import { AppError, FileStore, loadConfig, User } from '@arena/shared';
import { AvatarsService } from '../avatars/avatars.service';
import { UsersRepository } from '../users/users.repository';
import { ProfileChanges } from './profile-changes';

/** A user changing their own nickname or avatar. */
@Injectable()
export class ProfileUpdatesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly avatars: AvatarsService,
    private readonly storage: FileStore,
    private readonly profiles: ProfileChanges,
  ) {}

  async update(userId: number, changes: { nickname?: string; avatar?: string }): Promise<User> {
    if (changes.avatar !== undefined && !(await this.isOfferedAvatar(changes.avatar)))
      throw AppError.fail('account.avatar_invalid');
    const user = await this.users.updateProfile(userId, changes);
    await this.profiles.changed(userId);
    return user;
  }

  /** An avatar is one of the seeded set or an image that really was uploaded to our own storage. */
  private async isOfferedAvatar(url: string): Promise<boolean> {
    if (await this.avatars.isOffered(url)) return true;
    const prefix = `${loadConfig().uploadsPublicPath}/`;
    if (!url.startsWith(prefix)) return false;
    const key = url.slice(prefix.length);
    return /^[\w\-/]+\.(png|jpg|gif|webp)$/.test(key) && !key.includes('..') && this.storage.exists(key);
  }
}
