import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { QrLoginService } from './qr-login.service';

const CodeInput = z.object({ code: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[0-9a-f]{32}$/, 'account.qr_invalid')) });
type CodeInput = z.output<typeof CodeInput>;

@Controller('qr-logins')
export class QrLoginController {
  constructor(private readonly qr: QrLoginService) {}

  @Endpoint({
    summary: 'A scan-login code and its QR image (user/getLoginQrcode)',
    output: z.object({ code: z.string(), img: z.string().describe('PNG data URL'), expires_in: z.number() }),
  })
  @Post()
  create() {
    return this.qr.create();
  }

  @Endpoint({ summary: 'The phone app scanned the code (POST /api/qr-logins/scan)', auth: 'user', input: CodeInput })
  @Post('scan')
  async scan(@Input() input: CodeInput, @CurrentUser() user: AuthUser) {
    await this.qr.scan(input.code, user.id);
    return null;
  }

  @Endpoint({ summary: 'The phone app confirms the login (POST /api/qr-logins/confirm)', auth: 'user', input: CodeInput })
  @Post('confirm')
  async confirm(@Input() input: CodeInput, @CurrentUser() user: AuthUser) {
    await this.qr.confirm(input.code, user.id);
    return withMessage('account.qr_confirmed', null);
  }

  @Endpoint({ summary: 'Where a scan login stands, for pages that poll (GET /api/qr-logins/status)', input: CodeInput })
  @Get('status')
  async status(@Input() input: CodeInput) {
    return this.qr.status(input.code);
  }
}
