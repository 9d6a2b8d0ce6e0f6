import { Injectable } from '@nestjs/common';
import { Lang, ServiceClient } from '@arena/shared';

/** The account service's internal answers a withdrawal needs. */
@Injectable()
export class AccountClient {
  constructor(private readonly services: ServiceClient) {}

  /** `lang`: the account service's refusal (a locked payment password) reaches the user in their language. */
  verifyPaymentPassword(userId: number, paymentPassword: string, lang?: Lang): Promise<{ valid: boolean; set: boolean }> {
    return this.services.call('account', 'POST', '/internal/payment-password/verify', { user_id: userId, payment_password: paymentPassword }, { lang });
  }

  identity(userId: number): Promise<{ verified: boolean; real_name: string | null }> {
    return this.services.call('account', 'POST', '/internal/identity', { user_id: userId });
  }
}
