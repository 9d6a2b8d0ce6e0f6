import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { CodeInput, QrCodeOutput, QrStatusOutput, WatchInput } from './qr-login.schemas';
import { QrLoginService } from './qr-login.service';

@Controller('qr-logins')
export class QrLoginController {
  constructor(private readonly qr: QrLoginService) {}

  @Endpoint({
    summary: 'A scan-login code and its QR image (user/getLoginQrcode)',
    output: QrCodeOutput,
  })
  @Post()
  create() {
    return this.qr.create();
  }

  @Endpoint({
    summary: 'The phone app scanned the code (POST /api/qr-logins/scan)',
    auth: 'user',
    input: CodeInput,
    output: z.null(),
  })
  @Post('scan')
  async scan(@Input() input: CodeInput, @CurrentUser() user: AuthUser) {
    await this.qr.scan(input.code, user.id);
    return null;
  }

  @Endpoint({
    summary: 'The phone app confirms the login (POST /api/qr-logins/confirm)',
    auth: 'user',
    input: CodeInput,
    output: z.null(),
  })
  @Post('confirm')
  async confirm(@Input() input: CodeInput, @CurrentUser() user: AuthUser) {
    await this.qr.confirm(input.code, user.id);
    return withMessage('account.qr_confirmed', null);
  }

  @Endpoint({
    summary: 'Where a scan login stands, for the page that asked for the code (GET /api/qr-logins/status)',
    input: WatchInput,
    output: QrStatusOutput,
  })
  @Get('status')
  async status(@Input() input: WatchInput) {
    return this.qr.status(input.code, input.secret);
  }
}
