import { MessageCatalogue } from '@arena/shared';

/** Messages of the live service, in every language. */
export const LIVE_MESSAGES: MessageCatalogue = {
  'live.room_not_found': { zh: '直播间不存在', en: 'This live room does not exist', vi: 'Phòng live không tồn tại' },
  'live.type.1': { zh: '足球', en: 'Football', vi: 'Bóng đá' },
  'live.type.2': { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' },
  'live.type.3': { zh: '棋牌电竞', en: 'Cards & esports', vi: 'Bài & thể thao điện tử' },
  'live.type.4': { zh: '网球', en: 'Tennis', vi: 'Quần vợt' },
  'live.type.5': { zh: '羽毛球', en: 'Badminton', vi: 'Cầu lông' },
  'live.type.6': { zh: '其他', en: 'Other', vi: 'Khác' },
  'field.type': { zh: '分类', en: 'Category type', vi: 'Loại' },
};

/** The streamer tools' and moderation's messages, kept beside their module. */
export { LIVE_STAFF_MESSAGES } from './live-staff.messages';
