import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS, redactUrl } from './redaction';

describe('log redaction', () => {
  it('blanks secret query parameters, whatever their case or place, and keeps the rest', () => {
    expect(redactUrl('/api/Balance/applyForWithdrawal?amount=100&payment_password=123456&account_type=bank')).toBe(
      '/api/Balance/applyForWithdrawal?amount=100&payment_password=[redacted]&account_type=bank',
    );
    expect(redactUrl('/api/qr-logins/status?code=abc&SECRET=def')).toBe(
      '/api/qr-logins/status?code=[redacted]&SECRET=[redacted]',
    );
    expect(redactUrl('/api/Bank_card/bind?name=Li&card_no=6222021234567890&token=t0k3n')).toBe(
      '/api/Bank_card/bind?name=Li&card_no=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/api/Member/info')).toBe('/api/Member/info');
    expect(redactUrl('/api/x?passwordless=1')).toBe('/api/x?passwordless=1');
  });

  it('blanks secret fields of logged bodies', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const logger = pino({ redact: REDACTED_PATHS }, sink);
    logger.info(
      { body: { mobile: '13800000000', password: 'hunter22', card: { card_no: '6222' } }, payment_password: '123456' },
      'request',
    );
    const line = lines.join('');
    for (const secret of ['hunter22', '6222', '123456']) expect(line).not.toContain(secret);
    expect(line).toContain('13800000000');
  });
});
