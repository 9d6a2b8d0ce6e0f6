import { Controller, Post } from '@nestjs/common';
import { Endpoint, Input } from '@arena/shared';
import { CodeInput, QrTokenOutput, QrWatchOutput, WatchInput } from './qr-login.schemas';
import { QrLoginService } from './qr-login.service';

/** What the realtime gateway asks about a scan login: never reachable from the public. */
@Controller('internal/qr-logins')
export class QrLoginInternalController {
  constructor(private readonly qr: QrLoginService) {}

  @Endpoint({ summary: 'Checks that a live socket watching a code holds its secret (realtime)', auth: 'internal', input: WatchInput, output: QrWatchOutput })
  @Post('watch')
  async watch(@Input() input: WatchInput) {
    return { status: await this.qr.watch(input.code, input.secret) };
  }

  @Endpoint({
    summary: 'The token of a confirmed code, once, for the realtime gateway to hand to the watching page',
    auth: 'internal',
    input: CodeInput,
    output: QrTokenOutput,
  })
  @Post('token')
  async token(@Input() input: CodeInput) {
    const taken = await this.qr.takeToken(input.code);
    return { token: taken?.token ?? null, user_id: taken?.userId ?? null };
  }
}
