import { liveContracts } from '@arena/contracts';
import { AppError, failedWith, ServiceClient } from '@arena/shared';

/** A live room as the live service describes it (its streamer, its chat), or `gifts.room_not_found`. */
export function roomOf(services: ServiceClient, roomId: number) {
  return services.call(liveContracts.roomChat, { room_id: roomId }).catch((error: unknown) => {
    throw failedWith(error, liveContracts.roomChat, 'live.room_not_found') ? AppError.fail('gifts.room_not_found') : error;
  });
}
