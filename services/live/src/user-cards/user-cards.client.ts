import { Injectable } from '@nestjs/common';
import { Lang, ServiceClient } from '@arena/shared';

export interface UserCard {
  id: number;
  user_nickname: string;
  avatar: string;
  is_anchor: 0 | 1;
}

/** A user's public card from the account service (User/getUserInfo?id=); an unknown id fails there, translated. */
@Injectable()
export class UserCards {
  constructor(private readonly services: ServiceClient) {}

  get(id: number, lang: Lang): Promise<UserCard> {
    return this.services.call<UserCard>('account', 'GET', `/user-cards?id=${id}`, undefined, { lang });
  }
}
