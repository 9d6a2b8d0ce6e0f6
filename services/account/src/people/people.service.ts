import { Injectable } from '@nestjs/common';
import { Person } from '@arena/contracts';
import { PeopleRepository, PersonRow } from './people.repository';

/** An address book lists at most this many people each way. */
const ADDRESS_BOOK_MAX = 500;

/**
 * People for the community's address book, search and recommendations: each user with their fan
 * count and how the viewer relates to them, read in three queries whatever the page's size.
 */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleRepository) {}

  /** Known users among `ids`, in the order asked. */
  async byIds(viewerId: number, ids: number[]): Promise<Person[]> {
    const rows = await this.people.listByIds([...new Set(ids)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.view(
      viewerId,
      [...new Set(ids)].flatMap((id) => byId.get(id) ?? []),
    );
  }

  async search(viewerId: number, keyword: string, page: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.people.search(keyword, viewerId, (page - 1) * limit, limit),
      this.people.countSearch(keyword, viewerId),
    ]);
    return { list: await this.view(viewerId, rows), total };
  }

  async recommended(viewerId: number, page: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.people.listRecommended(viewerId, (page - 1) * limit, limit),
      this.people.countRecommended(viewerId),
    ]);
    return { list: await this.view(viewerId, rows), total };
  }

  async addressBook(userId: number): Promise<{ following: Person[]; followers: Person[] }> {
    const [following, followers] = await Promise.all([
      this.people.followingOf(userId, ADDRESS_BOOK_MAX),
      this.people.followersOf(userId, ADDRESS_BOOK_MAX),
    ]);
    const everyone = await this.byIds(userId, [...following, ...followers]);
    const byId = new Map(everyone.map((person) => [person.id, person]));
    return {
      following: following.flatMap((id) => byId.get(id) ?? []),
      followers: followers.flatMap((id) => byId.get(id) ?? []),
    };
  }

  private async view(viewerId: number, rows: PersonRow[]): Promise<Person[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [follows, fans] = await Promise.all([
      this.people.followsBetween(viewerId, ids),
      this.people.countFansOf(ids),
    ]);
    const iFollow = new Set(follows.filter((f) => f.followerId === viewerId).map((f) => f.streamerId));
    const followsMe = new Set(follows.filter((f) => f.streamerId === viewerId).map((f) => f.followerId));
    return rows.map((row) => ({
      id: row.id,
      user_nickname: row.nickname,
      avatar: row.avatar,
      is_anchor: row.isStreamer ? 1 : 0,
      fans: fans.get(row.id) ?? 0,
      relation:
        iFollow.has(row.id) && followsMe.has(row.id)
          ? 'mutual'
          : iFollow.has(row.id)
            ? 'following'
            : followsMe.has(row.id)
              ? 'follower'
              : 'none',
    }));
  }
}
