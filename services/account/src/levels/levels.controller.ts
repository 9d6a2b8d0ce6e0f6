import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Endpoint, OptionalUser } from '@arena/shared';
import { UsersService } from '../users/users.service';
import { LevelTableOutput } from './levels.schemas';
import { LevelsService, progress } from './levels.service';

@Controller('levels')
export class LevelsController {
  constructor(
    private readonly levels: LevelsService,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    summary: "Wealth level table and, when logged in, the user's place on it (member/growupList)",
    output: LevelTableOutput,
  })
  @Post('wealth')
  async wealth(@OptionalUser() auth?: AuthUser) {
    const levels = await this.levels.wealthLevels();
    const list = levels.map((l) => ({ level: l.level, name: l.name, exp: Number(l.exp), icon: l.icon }));
    if (!auth) return { list, current: null };
    const exp = Number((await this.users.get(auth.id)).wealthExp);
    return { list, current: { exp, ...progress(exp, list) } };
  }

  @Endpoint({
    summary: 'Streamer experience levels and, for a streamer, their place (User/anchorExperienceList)',
    output: LevelTableOutput,
  })
  @Get('streamer')
  async streamer(@OptionalUser() auth?: AuthUser) {
    const list = (await this.levels.streamerLevels()).map((l) => ({
      level: l.level,
      name: l.name,
      exp: l.exp,
      icon: l.icon,
    }));
    const user = auth ? await this.users.get(auth.id) : undefined;
    if (!user?.isStreamer) return { list, current: null };
    return { list, current: { exp: user.streamerExp, ...progress(user.streamerExp, list) } };
  }
}
