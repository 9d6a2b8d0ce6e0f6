import { Injectable } from '@nestjs/common';
import { AvatarsRepository } from './avatars.repository';

/** The seeded avatars a user may choose from. */
@Injectable()
export class AvatarsService {
  constructor(private readonly avatars: AvatarsRepository) {}

  list() {
    return this.avatars.list();
  }

  async isOffered(url: string): Promise<boolean> {
    return Boolean(await this.avatars.findByUrl(url));
  }
}
