import { MessageCatalogue } from '@arena/shared';

/** Messages of the media service, in every language. Players mostly see plain HTTP statuses. */
export const MEDIA_MESSAGES: MessageCatalogue = {
  'media.not_on_air': {
    zh: '该直播间当前未开播',
    en: 'This room is not on the air',
    vi: 'Phòng này hiện không phát sóng',
  },
};
