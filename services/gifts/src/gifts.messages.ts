import { MessageCatalogue } from '@arena/shared';

/** Messages of the gifts service, in every language (Vietnamese calls diamonds "gold": "vàng"). */
export const GIFTS_MESSAGES: MessageCatalogue = {
  'gifts.gift_not_found': { zh: '礼物不存在或已下架', en: 'This gift does not exist or is no longer offered', vi: 'Quà không tồn tại hoặc đã ngừng cung cấp' },
  'gifts.self_gift': { zh: '主播不能给自己送礼物', en: 'A streamer may not gift themselves', vi: 'Chủ phòng không thể tự tặng quà cho mình' },
  'gifts.room_not_found': { zh: '直播间不存在', en: 'The live room does not exist', vi: 'Phòng live không tồn tại' },
  'gifts.backpack_short': {
    zh: '背包里的该礼物数量不足',
    en: 'Not enough of this gift in your backpack',
    vi: 'Không đủ quà này trong ba lô',
  },
  'gifts.idempotency_conflict': {
    zh: '该请求编号已用于另一份不同的礼物',
    en: 'This request key was already used for a different gift',
    vi: 'Mã yêu cầu này đã được dùng cho một món quà khác',
  },
  'gifts.barrage_style_not_found': { zh: '弹幕样式不存在或已下架', en: 'This danmaku style does not exist or is no longer offered', vi: 'Kiểu bình luận không tồn tại hoặc đã ngừng cung cấp' },
  'gifts.message_empty': { zh: '消息内容不能为空', en: 'The message cannot be empty', vi: 'Nội dung tin nhắn không được để trống' },
};
