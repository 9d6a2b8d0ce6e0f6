import { MessageCatalogue } from '@arena/shared';

/** Messages of the live service, in every language. */
export const LIVE_MESSAGES: MessageCatalogue = {
  'live.room_not_found': { zh: '直播间不存在', en: 'This live room does not exist', vi: 'Phòng live không tồn tại' },
  'live.not_live': {
    zh: '主播当前未开播',
    en: 'This room is not live right now',
    vi: 'Phòng này hiện không phát trực tiếp',
  },
  'live.broadcast_not_found': {
    zh: '该场直播不存在',
    en: 'This broadcast does not exist',
    vi: 'Buổi phát sóng này không tồn tại',
  },
  'live.no_recording': {
    zh: '该场直播没有回放',
    en: 'This broadcast has no recording',
    vi: 'Buổi phát sóng này không có bản ghi',
  },
  'live.convert_needs_target': {
    zh: '请提供直播间ID或直播场次ID',
    en: 'Give a room ID or a broadcast ID',
    vi: 'Hãy cung cấp ID phòng hoặc ID buổi phát sóng',
  },
  'live.shared': { zh: '分享成功', en: 'Shared', vi: 'Đã chia sẻ' },
  'live.schedule_not_found': {
    zh: '预约的直播不存在',
    en: 'This scheduled broadcast does not exist',
    vi: 'Lịch phát sóng này không tồn tại',
  },
  'live.schedule_started': {
    zh: '该直播已开始，无需预约',
    en: 'This broadcast has already started',
    vi: 'Buổi phát sóng này đã bắt đầu',
  },
  'live.reserved': { zh: '预约成功', en: 'Reserved', vi: 'Đặt lịch thành công' },
  'live.reservation_cancelled': { zh: '已取消预约', en: 'Reservation cancelled', vi: 'Đã hủy đặt lịch' },
  'live.reservation_not_found': { zh: '没有找到该预约', en: 'No such reservation', vi: 'Không tìm thấy lịch đã đặt' },
  'live.reservation_target_missing': {
    zh: '请提供预约ID、直播预告ID或比赛ID',
    en: 'Give a reservation ID, a schedule ID or a match ID',
    vi: 'Hãy cung cấp ID đặt lịch, ID lịch phát sóng hoặc ID trận đấu',
  },
  'live.type.1': { zh: '足球', en: 'Football', vi: 'Bóng đá' },
  'live.type.2': { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' },
  'live.type.3': { zh: '棋牌电竞', en: 'Cards & esports', vi: 'Bài & thể thao điện tử' },
  'live.type.4': { zh: '网球', en: 'Tennis', vi: 'Quần vợt' },
  'live.type.5': { zh: '羽毛球', en: 'Badminton', vi: 'Cầu lông' },
  'live.type.6': { zh: '其他', en: 'Other', vi: 'Khác' },
  'field.type': { zh: '分类', en: 'Category type', vi: 'Loại' },
  'field.broadcast_id': { zh: '直播场次ID', en: 'Broadcast ID', vi: 'ID buổi phát sóng' },
  'field.schedule_id': { zh: '直播预告ID', en: 'Schedule ID', vi: 'ID lịch phát sóng' },
  'field.period': { zh: '榜单周期', en: 'Ranking period', vi: 'Kỳ xếp hạng' },
  'field.attention': { zh: '只看关注', en: 'Followed only', vi: 'Chỉ người đang theo dõi' },
  'field.reserved': { zh: '只看已预约', en: 'Reserved only', vi: 'Chỉ lịch đã đặt' },
  // The same words as realtime's label: keys are global when services share a process (tests).
  'field.name': { zh: '名称', en: 'Name', vi: 'Tên' },
};

/** The streamer tools' and moderation's messages, kept beside their module. */
export { LIVE_STAFF_MESSAGES } from './live-staff.messages';
