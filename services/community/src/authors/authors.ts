import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Lang, ServiceClient } from '@arena/shared';

export interface Author {
  name: string;
  avatar: string;
}

/** The nickname and avatar a post or comment is shown with, copied from the writer's card when written. */
@Injectable()
export class Authors {
  constructor(private readonly services: ServiceClient) {}

  async of(userId: number, lang: Lang): Promise<Author> {
    const card = await this.services.call(accountContracts.userCard, { id: userId }, { lang });
    return { name: card.user_nickname, avatar: card.avatar };
  }
}
