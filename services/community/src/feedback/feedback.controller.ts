import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  pageOf,
  PageInput,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { Images } from '../posts/images-field';
import { FeedbackService } from './feedback.service';

const SendInput = z.object({ content: fields.text(500), images: Images, contact: fields.optionalText(100) });
const FeedbackOutput = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  content: z.string().describe('Plain text'),
  images: z.array(z.string()),
  contact: z.string(),
  create_time: z.string(),
});

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Endpoint({
    summary: 'Send feedback to the operators: text, up to 4 uploaded screenshots, a contact (Universal/feedback)',
    auth: 'user',
    input: SendInput,
    output: z.object({ id: z.number().int() }),
  })
  @Post('feedback')
  async send(@Input() input: z.output<typeof SendInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.feedback_sent', await this.feedback.send(user.id, input, ctx.lang));
  }

  @Endpoint({
    summary: 'Feedback received, newest first (administrators; at /api/admin/feedback)',
    auth: 'admin',
    input: PageInput,
    output: pageOf(FeedbackOutput),
  })
  @Get('admin/feedback')
  list(@Input() input: PageInput) {
    return this.feedback.list(input);
  }
}
