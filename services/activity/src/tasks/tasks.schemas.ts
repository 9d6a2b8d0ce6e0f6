import { z } from 'zod';

/** What a daily task looks like to the site (Activity/pcSignTaskList's today, user_task_list's daily). */
export const DailyTaskOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  task: z.string().describe("Its name, in the caller's language"),
  img: z.string(),
  lz_num: z.number().int().describe('Diamonds paid when the task completes'),
  is_complete: z.union([z.literal(0), z.literal(1)]),
  value: z.number().int(),
  target: z.number().int(),
});
export type DailyTaskView = z.output<typeof DailyTaskOutput>;
