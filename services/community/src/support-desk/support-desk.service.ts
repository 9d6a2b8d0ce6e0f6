import { Injectable } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { AppError, ServiceClient } from '@arena/shared';
import { SupportDeskRepository } from './support-desk.repository';
import { isOpen, SUPPORT_UTC_OFFSET_HOURS } from './support-hours';

/**
 * Customer service (user/getKefuInfo) is a private conversation with a support account, a real user
 * seeded by the account service: the site opens the private-message panel on it. Messages to it get
 * its automatic acknowledgement (an automatic reply, as a streamer's); administrators answer as it.
 */
@Injectable()
export class SupportDeskService {
  constructor(
    private readonly desk: SupportDeskRepository,
    private readonly services: ServiceClient,
  ) {}

  async info() {
    const desk = await this.desk.find();
    if (!desk) throw AppError.fail('community.support_unavailable');
    return {
      im_id: String(desk.userId),
      user_id: desk.userId,
      name: desk.name,
      avatar: desk.avatar,
      opens_at: desk.opensAt,
      closes_at: desk.closesAt,
      utc_offset: SUPPORT_UTC_OFFSET_HOURS,
      is_open: isOpen(desk.opensAt, desk.closesAt) ? (1 as const) : (0 as const),
    };
  }

  /** An administrator answers a user as the support account: a private message from it. */
  async reply(to: number, text: string): Promise<{ id: string; time: number }> {
    const desk = await this.desk.find();
    if (!desk) throw AppError.fail('community.support_unavailable');
    return this.services.call(realtimeContracts.sendPrivateText, { from: desk.userId, to, text });
  }
}
