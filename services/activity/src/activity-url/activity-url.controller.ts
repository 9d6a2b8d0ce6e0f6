import { Controller, Get } from '@nestjs/common';
import { Endpoint } from '@arena/shared';
import { z } from 'zod';
import { activityConfig } from '../activity.config';

@Controller('activity-url')
export class ActivityUrlController {
  @Endpoint({
    summary: 'Where the activity centre lives (Activity_Config/getActivityUrl)',
    output: z.object({ url: z.string() }),
  })
  @Get()
  url() {
    return { url: activityConfig().activityUrl };
  }
}
