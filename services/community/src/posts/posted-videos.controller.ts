import { Controller } from '@nestjs/common';
import { communityContracts } from '@arena/contracts';
import { Input, Serves, ServedInput } from '@arena/shared';
import { PostsRepository } from './posts.repository';

/** The video service's sweep of videos made for posts: which of them a post names (decision 053). */
@Controller()
export class PostedVideosController {
  constructor(private readonly posts: PostsRepository) {}

  @Serves(communityContracts.postedVideos)
  async posted(@Input() input: ServedInput<typeof communityContracts.postedVideos>) {
    return { ids: await this.posts.postedVideoIds(input.ids) };
  }
}
