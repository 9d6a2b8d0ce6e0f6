import { Prisma } from '../generated/prisma/client';
import { ServiceCallError } from '../clients/service-client';
import { AppError } from './app-error';
import { headerKey, toErrorResponse } from './exception.filter';

describe('the x-error-key header', () => {
  it("names the other service's key for a failure passed through, never its translated text", () => {
    const passedOn = new ServiceCallError('wallet', 'wallet.insufficient_diamonds', '钻石余额不足', 1, 200);
    const response = toErrorResponse(passedOn, 'zh');
    expect(response.body.msg).toBe('钻石余额不足');
    // The translated text as a header value is what made the reply fail with a 500.
    expect(headerKey(passedOn, response.key)).toBe('wallet.insufficient_diamonds');
  });

  it("keeps a service's own key, and sends the generic key for anything a header cannot carry", () => {
    expect(headerKey(AppError.fail('gifts.self_gift'), 'gifts.self_gift')).toBe('gifts.self_gift');
    expect(headerKey(new AppError('Không đủ vàng'), 'Không đủ vàng')).toBe('common.error');
  });
});

describe('a database refusing work for overload', () => {
  it.each([
    ['P2028', 'Transaction API error: Unable to start a transaction in the given time.'],
    ['P2037', 'Too many database connections opened: sorry, too many clients already'],
  ])('answers %s with 503 "try again", never a 500', (code, message) => {
    const error = new Prisma.PrismaClientKnownRequestError(message, {
      code,
      clientVersion: Prisma.prismaVersion.client,
    });
    const response = toErrorResponse(error, 'en');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe(1);
    expect(response.unexpected).toBe(true);
  });
});
