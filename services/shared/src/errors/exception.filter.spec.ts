import { ServiceCallError } from '../clients/service-client';
import { AppError } from './app-error';
import { headerKey, toErrorResponse } from './exception.filter';

describe('the x-error-key header', () => {
  it('names the other service\'s key for a failure passed through, never its translated text', () => {
    const passedOn = new ServiceCallError('wallet', 'wallet.insufficient_diamonds', '钻石余额不足', 1, 200);
    const response = toErrorResponse(passedOn, 'zh');
    expect(response.body.msg).toBe('钻石余额不足');
    // The translated text as a header value is what made the reply fail with a 500.
    expect(headerKey(passedOn, response.key)).toBe('wallet.insufficient_diamonds');
  });

  it('keeps a service\'s own key, and sends the generic key for anything a header cannot carry', () => {
    expect(headerKey(AppError.fail('gifts.self_gift'), 'gifts.self_gift')).toBe('gifts.self_gift');
    expect(headerKey(new AppError('Không đủ vàng'), 'Không đủ vàng')).toBe('common.error');
  });
});
