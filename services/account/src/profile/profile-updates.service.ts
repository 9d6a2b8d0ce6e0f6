import { Injectable } from '@nestjs/common';
import { AppError, FileStore, loadConfig, PrismaService, User } from '@arena/shared';
import { AvatarsService } from '../avatars/avatars.service';
import { ProfileCache } from './profile-cache';

/** A user changing their own nickname or avatar. */
@Injectable()
export class ProfileUpdatesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly avatars: AvatarsService,
    private readonly storage: FileStore,
    private readonly cache: ProfileCache,
  ) {}

  async update(userId: number, changes: { nickname?: string; avatar?: string }): Promise<User> {
    if (changes.avatar !== undefined && !(await this.isOfferedAvatar(changes.avatar))) throw AppError.fail('account.avatar_invalid');
    const user = await this.prisma.user.update({ where: { id: userId }, data: changes });
    await this.cache.changed(userId);
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
