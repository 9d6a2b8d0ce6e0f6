import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { QrLoginService } from './qr-login.service';

/** What the realtime gateway asks about a scan login: never reachable from the public. */
@Controller()
export class QrLoginInternalController {
  constructor(private readonly qr: QrLoginService) {}

  @Serves(accountContracts.watchQrLogin)
  async watch(@Input() input: ServedInput<typeof accountContracts.watchQrLogin>) {
    return { status: await this.qr.watch(input.code, input.secret) };
  }

  @Serves(accountContracts.takeQrToken)
  async token(@Input() input: ServedInput<typeof accountContracts.takeQrToken>) {
    const taken = await this.qr.takeToken(input.code);
    return { token: taken?.token ?? null, user_id: taken?.userId ?? null };
  }
}
