import { MessageCatalogue } from '@arena/shared';

/** Messages of the gifts service, in every language (Vietnamese calls diamonds "gold": "vàng"). */
export const GIFTS_MESSAGES: MessageCatalogue = {
  'gifts.gift_not_found': {
    zh: '礼物不存在或已下架',
    en: 'This gift does not exist or is no longer offered',
    vi: 'Quà không tồn tại hoặc đã ngừng cung cấp',
  },
  'gifts.self_gift': {
    zh: '主播不能给自己送礼物',
    en: 'A streamer may not gift themselves',
    vi: 'Chủ phòng không thể tự tặng quà cho mình',
  },
  'gifts.room_not_found': { zh: '直播间不存在', en: 'The live room does not exist', vi: 'Phòng live không tồn tại' },
  'gifts.room_sealed': {
    zh: '该直播间已被封禁',
    en: 'This live room has been sealed by the platform',
    vi: 'Phòng live này đã bị nền tảng khóa',
  },
  'gifts.room_not_live': {
    zh: '该直播间未在直播，红包只能发在直播中的直播间',
    en: 'This room is not live: red envelopes can only be sent in live rooms',
    vi: 'Phòng này chưa phát sóng: chỉ phát lì xì trong phòng đang live',
  },
  'gifts.red_envelope_not_in_room': {
    zh: '进入该直播间后才能抢红包',
    en: 'Enter the live room to grab its red envelope',
    vi: 'Hãy vào phòng live để giành bao lì xì này',
  },
  'gifts.red_envelope_own': {
    zh: '不能领取自己发的红包',
    en: 'You cannot grab your own red envelope',
    vi: 'Bạn không thể nhận lì xì của chính mình',
  },
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
  'gifts.paid_danmaku_restricted': {
    zh: '你在本房间被禁言，暂时不能发弹幕',
    en: 'You are muted in this room and cannot post right now',
    vi: 'Bạn đang bị cấm chat trong phòng này và chưa thể gửi bình luận',
  },
  'gifts.paid_danmaku_style_not_found': {
    zh: '弹幕样式不存在或已下架',
    en: 'This danmaku style does not exist or is no longer offered',
    vi: 'Kiểu bình luận không tồn tại hoặc đã ngừng cung cấp',
  },
  'gifts.combo_too_large': {
    zh: '一次最多送 {max} 个',
    en: 'At most {max} gifts in one send',
    vi: 'Tối đa {max} quà mỗi lần tặng',
  },
  'gifts.insufficient_diamonds': { zh: '钻石余额不足', en: 'Not enough diamonds', vi: 'Không đủ vàng' },
  'gifts.payment_refused': {
    zh: '礼物未能支付，请重试',
    en: 'The gift could not be paid, please try again',
    vi: 'Không thể thanh toán quà, vui lòng thử lại',
  },
  'gifts.message_empty': {
    zh: '消息内容不能为空',
    en: 'The message cannot be empty',
    vi: 'Nội dung tin nhắn không được để trống',
  },
  'gifts.red_envelope_sent': { zh: '红包已发出', en: 'Red envelope sent', vi: 'Đã phát lì xì' },
  'gifts.red_envelope_received': { zh: '抢到红包', en: 'You grabbed a red envelope', vi: 'Bạn đã giành được lì xì' },
  'gifts.red_envelope_too_small': {
    zh: '每个红包至少1钻石，请至少放入{count}钻石',
    en: 'Each envelope needs at least one diamond: put in at least {count} diamonds',
    vi: 'Mỗi bao lì xì cần ít nhất một vàng: hãy bỏ vào ít nhất {count} vàng',
  },
  'gifts.red_envelope_not_found': {
    zh: '红包不存在',
    en: 'This red envelope does not exist',
    vi: 'Bao lì xì không tồn tại',
  },
  'gifts.red_envelope_already_grabbed': {
    zh: '你已经抢过这个红包了',
    en: 'You already grabbed this red envelope',
    vi: 'Bạn đã giành bao lì xì này rồi',
  },
  'gifts.red_envelope_empty': {
    zh: '手慢了，红包已被抢完',
    en: 'Too late: every share of this red envelope was grabbed',
    vi: 'Chậm mất rồi: lì xì đã được giành hết',
  },
  'gifts.nobility_tier_not_found': {
    zh: '该贵族等级不存在或已下架',
    en: 'This noble tier does not exist or is no longer offered',
    vi: 'Cấp quý tộc này không tồn tại hoặc đã ngừng cung cấp',
  },
  'gifts.nobility_lower_tier': {
    zh: '你的{name}尚未到期，不能购买更低的等级',
    en: 'Your {name} tier is still active: a lower tier cannot be bought until it ends',
    vi: 'Cấp {name} của bạn vẫn còn hiệu lực: không thể mua cấp thấp hơn cho đến khi hết hạn',
  },
  'gifts.nobility_idempotency_conflict': {
    zh: '该请求编号已用于另一次不同的购买',
    en: 'This request key was already used for a different purchase',
    vi: 'Mã yêu cầu này đã được dùng cho một lần mua khác',
  },
  'gifts.nobility_bought': { zh: '开通成功', en: 'Nobility activated', vi: 'Đã kích hoạt quý tộc' },
  'gifts.horn_sent': { zh: '喇叭已发出', en: 'Horn message sent', vi: 'Đã gửi loa' },
  'gifts.message_idempotency_conflict': {
    zh: '该请求编号已用于另一条不同的消息',
    en: 'This request key was already used for a different message',
    vi: 'Mã yêu cầu này đã được dùng cho một tin nhắn khác',
  },
  'gifts.red_envelope_expired': { zh: '红包已过期', en: 'This red envelope has expired', vi: 'Bao lì xì đã hết hạn' },
  'gifts.goods_not_found': {
    zh: '商品不存在或已下架',
    en: 'This item does not exist or is no longer offered',
    vi: 'Sản phẩm không tồn tại hoặc đã ngừng bán',
  },
  'gifts.goods_out_of_stock': {
    zh: '库存不足，仅剩{left}件',
    en: 'Not enough in stock: {left} left',
    vi: 'Không đủ hàng trong kho: còn {left} sản phẩm',
  },
  'gifts.goods_limit_reached': {
    zh: '每人限兑{limit}件，你还可兑换{left}件',
    en: 'Limit {limit} per person: you may exchange {left} more',
    vi: 'Giới hạn {limit} sản phẩm mỗi người: bạn còn có thể đổi {left}',
  },
  'gifts.goods_insufficient_diamonds': {
    zh: '钻石不足，兑换需要{diamonds}钻石，请先充值',
    en: 'Not enough diamonds: this exchange costs {diamonds} diamonds. Please recharge first',
    vi: 'Không đủ vàng: lần đổi này cần {diamonds} vàng. Vui lòng nạp thêm',
  },
  'gifts.exchange_conflict': {
    zh: '该请求编号已用于另一次不同的兑换',
    en: 'This request key was already used for a different exchange',
    vi: 'Mã yêu cầu này đã được dùng cho một lần đổi khác',
  },
  'gifts.exchanged': { zh: '兑换成功', en: 'Exchanged', vi: 'Đổi thành công' },
  'gifts.admin_saved': { zh: '已保存', en: 'Saved', vi: 'Đã lưu' },
  'gifts.admin_disabled': { zh: '已下架', en: 'Disabled', vi: 'Đã ngừng cung cấp' },
  'gifts.code_taken': { zh: '该编码已被使用', en: 'This code is already used', vi: 'Mã này đã được sử dụng' },
  'gifts.paid_danmaku_style_missing': {
    zh: '弹幕样式不存在',
    en: 'This danmaku style does not exist',
    vi: 'Kiểu bình luận không tồn tại',
  },
  'gifts.gift_missing': { zh: '礼物不存在', en: 'This gift does not exist', vi: 'Quà không tồn tại' },
  'gifts.goods_missing': { zh: '商品不存在', en: 'This item does not exist', vi: 'Sản phẩm không tồn tại' },
};
