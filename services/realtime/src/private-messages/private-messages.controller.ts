import { Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input } from '@arena/shared';
import { ImMessageOutput } from '../messages/message-body';
import { PrivateMessagesService, SendPrivateInput } from './private-messages.service';

/**
 * chat/sendMsg: catalogued under `community`, served here because private messages live here; the
 * edge routes it to this service.
 */
@Controller('im/messages')
export class PrivateMessagesController {
  constructor(private readonly messages: PrivateMessagesService) {}

  @Endpoint({
    summary: 'Send a private message over HTTP (chat/sendMsg)',
    auth: 'user',
    input: SendPrivateInput,
    output: ImMessageOutput,
  })
  @Post()
  send(@Input() input: SendPrivateInput, @CurrentUser() user: AuthUser) {
    return this.messages.send(String(user.id), input);
  }
}
