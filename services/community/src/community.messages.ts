import { MessageCatalogue } from '@arena/shared';

/** Messages of the community service, in every language. */
export const COMMUNITY_MESSAGES: MessageCatalogue = {
  'community.posted': { zh: '发布成功', en: 'Your post is published', vi: 'Đã đăng bài' },
  'community.commented': { zh: '评论成功', en: 'Your comment is posted', vi: 'Đã gửi bình luận' },
  'community.deleted': { zh: '删除成功', en: 'Deleted', vi: 'Đã xóa' },
  'community.feedback_sent': {
    zh: '感谢您的反馈，我们会尽快处理',
    en: 'Thank you for your feedback, we will look at it soon',
    vi: 'Cảm ơn góp ý của bạn, chúng tôi sẽ xem xét sớm',
  },
  'community.group_created': { zh: '群聊已创建', en: 'Group chat created', vi: 'Đã tạo nhóm trò chuyện' },
  'community.group_members_added': {
    zh: '已加入群聊',
    en: 'Added to the group chat',
    vi: 'Đã thêm vào nhóm trò chuyện',
  },
  'community.group_left': { zh: '已退出群聊', en: 'You left the group chat', vi: 'Bạn đã rời nhóm trò chuyện' },
  'community.group_destroyed': {
    zh: '群聊已解散',
    en: 'The group chat was disbanded',
    vi: 'Nhóm trò chuyện đã bị giải tán',
  },
  'community.group_not_found': {
    zh: '群聊不存在',
    en: 'This group chat does not exist',
    vi: 'Nhóm trò chuyện không tồn tại',
  },
  'community.group_uids_required': {
    zh: '请选择要添加的用户',
    en: 'Choose the users to add',
    vi: 'Vui lòng chọn người dùng cần thêm',
  },
  'community.group_uids_too_many': {
    zh: '一次最多选择500位用户',
    en: 'Choose at most 500 users at a time',
    vi: 'Chỉ được chọn tối đa 500 người dùng mỗi lần',
  },
  'community.user_not_found': {
    zh: '用户{id}不存在',
    en: 'User {id} does not exist',
    vi: 'Người dùng {id} không tồn tại',
  },
  'community.joined': { zh: '已加入圈子', en: 'You joined the circle', vi: 'Đã tham gia hội nhóm' },
  'community.left': { zh: '已退出圈子', en: 'You left the circle', vi: 'Đã rời hội nhóm' },
  'community.circle_not_found': { zh: '圈子不存在', en: 'This circle does not exist', vi: 'Hội nhóm không tồn tại' },
  'community.post_not_found': {
    zh: '动态不存在或已被删除',
    en: 'This post does not exist or was deleted',
    vi: 'Bài đăng không tồn tại hoặc đã bị xóa',
  },
  'community.comment_not_found': {
    zh: '评论不存在或已被删除',
    en: 'This comment does not exist or was deleted',
    vi: 'Bình luận không tồn tại hoặc đã bị xóa',
  },
  'community.article_not_found': { zh: '文章不存在', en: 'This article does not exist', vi: 'Bài viết không tồn tại' },
  'community.not_yours': {
    zh: '只能删除自己发布的内容',
    en: 'You can only delete what you posted yourself',
    vi: 'Bạn chỉ có thể xóa nội dung do chính mình đăng',
  },
  'community.too_many_images': {
    zh: '最多只能上传{max}张图片',
    en: 'A post can have at most {max} images',
    vi: 'Mỗi bài đăng chỉ được tối đa {max} ảnh',
  },
  'community.image_not_uploaded': {
    zh: '图片{n}不是已上传的文件，请重新上传',
    en: 'Image {n} is not an uploaded file, please upload it again',
    vi: 'Ảnh {n} không phải tệp đã tải lên, vui lòng tải lại',
  },
  'community.image_type': {
    zh: '图片{n}必须是png或jpg格式',
    en: 'Image {n} must be a png or jpg picture',
    vi: 'Ảnh {n} phải là ảnh png hoặc jpg',
  },
  'community.image_size': {
    zh: '图片{n}不能超过{max}',
    en: 'Image {n} must be at most {max}',
    vi: 'Ảnh {n} không được vượt quá {max}',
  },
  'community.reply_elsewhere': {
    zh: '回复的评论不属于这条动态',
    en: 'The comment you reply to belongs to another post',
    vi: 'Bình luận bạn trả lời thuộc về bài đăng khác',
  },
  'field.circle_id': { zh: '圈子', en: 'Circle', vi: 'Hội nhóm' },
  'field.content': { zh: '内容', en: 'Content', vi: 'Nội dung' },
  'field.images': { zh: '图片', en: 'Images', vi: 'Hình ảnh' },
  'field.post_id': { zh: '动态', en: 'Post', vi: 'Bài đăng' },
  'field.parent_id': { zh: '回复的评论', en: 'Comment replied to', vi: 'Bình luận được trả lời' },
  'field.uid': { zh: '用户', en: 'User', vi: 'Người dùng' },
  'field.order': { zh: '排序', en: 'Order', vi: 'Sắp xếp' },
  'field.category': { zh: '分类', en: 'Category', vi: 'Chuyên mục' },
  'community.notice.comment': {
    zh: '{name} 评论了你的动态',
    en: '{name} commented on your post',
    vi: '{name} đã bình luận bài đăng của bạn',
  },
  'community.notice.reply': {
    zh: '{name} 回复了你的评论',
    en: '{name} replied to your comment',
    vi: '{name} đã trả lời bình luận của bạn',
  },
  'community.notice.post_like': {
    zh: '{name} 赞了你的动态',
    en: '{name} liked your post',
    vi: '{name} đã thích bài đăng của bạn',
  },
  'community.notice.comment_like': {
    zh: '{name} 赞了你的评论',
    en: '{name} liked your comment',
    vi: '{name} đã thích bình luận của bạn',
  },
  'community.notice.follow': {
    zh: '{name} 关注了你',
    en: '{name} started following you',
    vi: '{name} đã theo dõi bạn',
  },
  'community.notice.live': {
    zh: '你关注的 {name} 开播了',
    en: '{name}, whom you follow, is live now',
    vi: '{name} mà bạn theo dõi đang phát trực tiếp',
  },
  'community.notice.match': {
    zh: '你预约的比赛 {home} vs {away} 开始了',
    en: 'Your reserved match {home} vs {away} has kicked off',
    vi: 'Trận đấu bạn đặt lịch {home} vs {away} đã bắt đầu',
  },
  'community.notification_not_found': {
    zh: '通知不存在',
    en: 'This notification does not exist',
    vi: 'Thông báo không tồn tại',
  },
  'community.marked_read': { zh: '已标记为已读', en: 'Marked as read', vi: 'Đã đánh dấu là đã đọc' },
  'community.not_streamer': {
    zh: '只有主播可以设置自动回复',
    en: 'Only streamers can set an automatic reply',
    vi: 'Chỉ người phát trực tiếp mới có thể đặt trả lời tự động',
  },
  'community.auto_reply_empty': {
    zh: '开启自动回复需要填写回复内容',
    en: 'Write the reply text to turn the automatic reply on',
    vi: 'Hãy nhập nội dung để bật trả lời tự động',
  },
  'community.auto_reply_saved': { zh: '自动回复已保存', en: 'Automatic reply saved', vi: 'Đã lưu trả lời tự động' },
  'community.support_unavailable': {
    zh: '客服暂不可用',
    en: 'Customer service is not available',
    vi: 'Chăm sóc khách hàng hiện không khả dụng',
  },
  'community.support_replied': {
    zh: '已以客服身份回复',
    en: 'Answered as customer service',
    vi: 'Đã trả lời với tư cách chăm sóc khách hàng',
  },
};
