import { MessageCatalogue } from './messages';

/** Messages every service may return: envelope defaults, auth, validation and field labels. */
export const COMMON_MESSAGES: MessageCatalogue = {
  'common.ok': { zh: '操作成功', en: 'Success', vi: 'Thành công' },
  'common.error': { zh: '错误', en: 'Error', vi: 'Lỗi' },
  'common.not_found': { zh: 'Not Found', en: 'Not Found', vi: 'Not Found' },
  'common.server_error': {
    zh: '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
    vi: 'Máy chủ gặp sự cố, vui lòng thử lại sau',
  },
  'common.service_unavailable': {
    zh: '服务暂不可用，请稍后再试',
    en: 'The service is temporarily unavailable, please try again later',
    vi: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau',
  },
  'common.timeout': {
    zh: '服务响应超时，请稍后再试',
    en: 'The service took too long to answer, please try again later',
    vi: 'Dịch vụ phản hồi quá lâu, vui lòng thử lại sau',
  },
  'common.rate_limited': {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please slow down and try again later',
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  },
  'common.bad_url': {
    zh: '请求地址格式错误',
    en: 'The address of the request is not valid',
    vi: 'Địa chỉ của yêu cầu không hợp lệ',
  },
  'common.bad_body': {
    zh: '请求内容格式错误',
    en: 'The request body is not valid JSON or form data',
    vi: 'Nội dung yêu cầu không đúng định dạng',
  },
  'common.payload_too_large': {
    zh: '请求内容过大',
    en: 'The request is too large',
    vi: 'Yêu cầu quá lớn',
  },
  'common.complete_info': {
    zh: '请完善信息后再提交',
    en: 'Please complete the information before submitting',
    vi: 'Vui lòng điền đầy đủ thông tin trước khi gửi',
  },
  'auth.login_required': { zh: '请先登录', en: 'Please log in first', vi: 'Vui lòng đăng nhập trước' },
  'auth.token_invalid': {
    zh: '登录信息无效，请重新登录',
    en: 'Your login is not valid, please log in again',
    vi: 'Thông tin đăng nhập không hợp lệ, vui lòng đăng nhập lại',
  },
  'auth.token_expired': {
    zh: '登录已过期，请重新登录',
    en: 'Your login has expired, please log in again',
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  },
  'auth.logged_in_elsewhere': {
    zh: '您的账号已在其他设备登录',
    en: 'Your account has logged in on another device',
    vi: 'Tài khoản của bạn đã đăng nhập trên thiết bị khác',
  },
  'auth.session_revoked': {
    zh: '登录状态已失效，请重新登录',
    en: 'Your session has ended, please log in again',
    vi: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
  },
  'auth.banned': {
    zh: '账号已被封禁',
    en: 'This account has been banned',
    vi: 'Tài khoản này đã bị khóa',
  },
  'auth.admin_only': {
    zh: '仅管理员可操作',
    en: 'Only administrators may do this',
    vi: 'Chỉ quản trị viên mới được thực hiện thao tác này',
  },
  'auth.internal_only': {
    zh: '仅限内部服务调用',
    en: 'This endpoint is for internal services only',
    vi: 'Điểm cuối này chỉ dành cho dịch vụ nội bộ',
  },
  'validation.required': { zh: '请填写{field}', en: '{field} is required', vi: 'Vui lòng nhập {field}' },
  'validation.type': {
    zh: '{field}格式不正确',
    en: '{field} has the wrong type',
    vi: '{field} không đúng kiểu dữ liệu',
  },
  'validation.invalid': { zh: '{field}不正确', en: '{field} is not valid', vi: '{field} không hợp lệ' },
  'validation.control_characters': {
    zh: '{field}不能包含控制字符',
    en: '{field} must not contain control characters',
    vi: '{field} không được chứa ký tự điều khiển',
  },
  'validation.malformed_text': {
    zh: '{field}包含无效的字符',
    en: '{field} contains characters that are not valid text',
    vi: '{field} chứa ký tự không hợp lệ',
  },
  'validation.too_short': {
    zh: '{field}至少{min}个字符',
    en: '{field} must be at least {min} characters',
    vi: '{field} phải có ít nhất {min} ký tự',
  },
  'validation.too_long': {
    zh: '{field}不能超过{max}个字符',
    en: '{field} must be at most {max} characters',
    vi: '{field} không được vượt quá {max} ký tự',
  },
  'validation.too_small': {
    zh: '{field}不能小于{min}',
    en: '{field} must be at least {min}',
    vi: '{field} không được nhỏ hơn {min}',
  },
  'validation.too_big': {
    zh: '{field}不能大于{max}',
    en: '{field} must be at most {max}',
    vi: '{field} không được lớn hơn {max}',
  },
  'validation.one_of': {
    zh: '{field}必须是以下之一：{options}',
    en: '{field} must be one of: {options}',
    vi: '{field} phải là một trong: {options}',
  },
  'validation.unknown_field': {
    zh: '不支持的字段：{field}',
    en: 'Unknown field: {field}',
    vi: 'Trường không được hỗ trợ: {field}',
  },
  'field.page': { zh: '页码', en: 'Page', vi: 'Trang' },
  'field.limit': { zh: '每页数量', en: 'Page size', vi: 'Số mục mỗi trang' },
  'field.id': { zh: 'ID', en: 'ID', vi: 'ID' },
};
