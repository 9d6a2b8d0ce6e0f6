import { Controller, Post } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { AuthUser, CurrentUser, Endpoint, Input, ServedInput, Serves } from '@arena/shared';
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

/** Services sending on a user's behalf (the community service answering as the support account). */
@Controller()
export class PrivateMessagesInternalController {
  constructor(private readonly messages: PrivateMessagesService) {}

  @Serves(realtimeContracts.sendPrivateText)
  async sendOnBehalf(@Input() input: ServedInput<typeof realtimeContracts.sendPrivateText>) {
    const message = await this.messages.sendOnBehalf(String(input.from), String(input.to), input.text);
    return { id: message.id, time: message.time };
  }
}
