import { MessageCatalogue } from '@arena/shared';

/** Messages of the activity service, in every language. */
export const ACTIVITY_MESSAGES: MessageCatalogue = {
  'activity.signed': { zh: '签到成功', en: 'Signed in for today', vi: 'Điểm danh thành công' },
  'activity.already_signed': {
    zh: '今天已经签到过了',
    en: 'You have already signed in today',
    vi: 'Hôm nay bạn đã điểm danh rồi',
  },
  'activity.sign_day_mismatch': {
    zh: '今天是签到第{day}天',
    en: 'Today is day {day} of your sign-in strip',
    vi: 'Hôm nay là ngày thứ {day} điểm danh của bạn',
  },
  'activity.share_not_found': {
    zh: '没有找到您通过分享码注册的记录',
    en: 'No registration with a share code was found for your account',
    vi: 'Không tìm thấy đăng ký bằng mã chia sẻ cho tài khoản của bạn',
  },
  'activity.share_code_mismatch': {
    zh: '分享码与注册时使用的不一致',
    en: 'This is not the share code you registered with',
    vi: 'Mã chia sẻ không khớp với mã đã dùng khi đăng ký',
  },
  'activity.share_rewarded': {
    zh: '邀请奖励已发放',
    en: 'The invitation reward was paid',
    vi: 'Đã trả thưởng mời bạn',
  },
  'activity.task.watch': {
    zh: '观看直播30分钟',
    en: 'Watch live streams for 30 minutes',
    vi: 'Xem livestream 30 phút',
  },
  'activity.task.danmaku': { zh: '发送5条弹幕', en: 'Send 5 danmaku messages', vi: 'Gửi 5 bình luận' },
  'activity.task.gift': { zh: '赠送1次礼物', en: 'Send a gift', vi: 'Tặng 1 món quà' },
  'activity.task.share': { zh: '分享1次直播间', en: 'Share a live room', vi: 'Chia sẻ 1 phòng live' },
  'field.shareCode': { zh: '分享码', en: 'Share code', vi: 'Mã chia sẻ' },
};
