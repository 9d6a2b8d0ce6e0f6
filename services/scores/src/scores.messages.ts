import { MessageCatalogue } from '@arena/shared';

/** Messages of the scores service, in every language. */
export const SCORES_MESSAGES: MessageCatalogue = {
  'scores.sport_invalid': {
    zh: '运动类型须为 football 或 basketball',
    en: 'The sport must be football or basketball',
    vi: 'Môn thể thao phải là football hoặc basketball',
  },
  'scores.order_invalid': {
    zh: '排序须为 asc 或 desc',
    en: 'The order must be asc or desc',
    vi: 'Thứ tự phải là asc hoặc desc',
  },
  'scores.status_invalid': {
    zh: '比赛状态须为 upcoming、live 或 finished',
    en: 'The status must be upcoming, live or finished',
    vi: 'Trạng thái phải là upcoming, live hoặc finished',
  },
  'scores.date_invalid': {
    zh: '日期格式须为 YYYY-MM-DD',
    en: 'The date must look like YYYY-MM-DD',
    vi: 'Ngày phải có dạng YYYY-MM-DD',
  },
  'scores.collect_invalid': { zh: 'collect 须为 0 或 1', en: 'collect must be 0 or 1', vi: 'collect phải là 0 hoặc 1' },
  'scores.team_not_found': { zh: '球队不存在', en: 'The team does not exist', vi: 'Đội bóng không tồn tại' },
  'scores.match_not_found': { zh: '比赛不存在', en: 'The match does not exist', vi: 'Trận đấu không tồn tại' },
  'scores.match_finished': {
    zh: '比赛已结束，不能再记录事件',
    en: 'The match is over: no more events can be recorded',
    vi: 'Trận đấu đã kết thúc, không thể ghi thêm sự kiện',
  },
  'scores.event_not_found': {
    zh: '该序号的比赛事件不存在',
    en: 'The match has no event with this sequence number',
    vi: 'Trận đấu không có sự kiện với số thứ tự này',
  },
  'scores.event_type_invalid': { zh: '事件类型无效', en: 'Unknown event type', vi: 'Loại sự kiện không hợp lệ' },
  'scores.side_invalid': {
    zh: '请指定主队（home）或客队（away）',
    en: 'Say which side: home or away',
    vi: 'Hãy chọn đội: home hoặc away',
  },
  'scores.same_team': {
    zh: '主队和客队不能相同',
    en: 'A team cannot play itself',
    vi: 'Đội nhà và đội khách không được trùng nhau',
  },
  'scores.season_not_found': {
    zh: '该赛事没有这个赛季',
    en: 'This competition has no such season',
    vi: 'Giải đấu không có mùa giải này',
  },
  'scores.team_not_in_competition': {
    zh: '球队不属于该赛事或运动类型不符',
    en: 'Both teams must belong to the competition of that sport',
    vi: 'Cả hai đội phải thuộc giải đấu của môn đó',
  },
  'scores.start_time_invalid': {
    zh: '开赛时间格式无效',
    en: 'The kick-off time is not a valid date',
    vi: 'Thời gian bắt đầu không hợp lệ',
  },
  'scores.stat_key_invalid': {
    zh: '{field}：该运动没有这项统计',
    en: '{field}: this sport has no such statistic',
    vi: '{field}: môn này không có chỉ số thống kê này',
  },
  'scores.stat_from_events': {
    zh: '{field}：进球、角球、红黄牌、换人和篮球得分由比赛事件统计，请推送或更正事件',
    en: '{field}: goals, corners, cards, substitutions and basketball points are counted from the events; push or correct an event instead',
    vi: '{field}: bàn thắng, phạt góc, thẻ, thay người và điểm bóng rổ được đếm từ các sự kiện; hãy đẩy hoặc sửa sự kiện',
  },
  'scores.stat_period_invalid': {
    zh: '{field}：该运动最多 {max} 个时段',
    en: '{field}: this sport has at most {max} periods',
    vi: '{field}: môn này có tối đa {max} hiệp',
  },
  'scores.possession_invalid': {
    zh: '{field}：主客队控球率之和须为 100',
    en: '{field}: home and away possession must add up to 100',
    vi: '{field}: tỷ lệ kiểm soát bóng của hai đội phải cộng lại bằng 100',
  },
  'scores.shots_on_target_invalid': {
    zh: '{field}：射正次数不能多于射门次数',
    en: '{field}: shots on target cannot exceed shots',
    vi: '{field}: số cú sút trúng đích không được nhiều hơn số cú sút',
  },
};
