import { MessageCatalogue } from '@arena/shared';

/** Messages of the video service, in every language. */
export const VIDEO_MESSAGES: MessageCatalogue = {
  'video.not_found': {
    zh: '该视频不存在或已被删除',
    en: 'This video does not exist or was deleted',
    vi: 'Video không tồn tại hoặc đã bị xóa',
  },
  'video.replay_unnamed': {
    zh: '请指定回放：视频编号或直播场次编号',
    en: 'Name the replay: a video id or a broadcast id',
    vi: 'Hãy chỉ rõ bản phát lại: mã video hoặc mã buổi phát',
  },
  'video.comment_not_found': { zh: '该评论不存在', en: 'This comment does not exist', vi: 'Bình luận không tồn tại' },
  'video.category_not_found': {
    zh: '该视频分类不存在',
    en: 'This video category does not exist',
    vi: 'Danh mục video không tồn tại',
  },
  'video.not_yours': {
    zh: '只能删除自己发布的视频',
    en: 'You can only delete your own videos',
    vi: 'Bạn chỉ có thể xóa video của chính mình',
  },
  'video.deleted': { zh: '视频已删除', en: 'The video has been deleted', vi: 'Đã xóa video' },
  'video.commented': { zh: '评论成功', en: 'Comment posted', vi: 'Đã gửi bình luận' },
  'video.liked': { zh: '点赞成功', en: 'Liked', vi: 'Đã thích' },
  'video.unliked': { zh: '已取消点赞', en: 'Like removed', vi: 'Đã bỏ thích' },
  'video.favorited': { zh: '收藏成功', en: 'Added to favourites', vi: 'Đã thêm vào yêu thích' },
  'video.unfavorited': { zh: '已取消收藏', en: 'No longer in your favourites', vi: 'Đã bỏ khỏi yêu thích' },
  'video.category_added': { zh: '已添加到我的分类', en: 'Added to my categories', vi: 'Đã thêm vào danh mục của tôi' },
  'video.category_removed': {
    zh: '已从我的分类移除',
    en: 'Removed from my categories',
    vi: 'Đã xóa khỏi danh mục của tôi',
  },
  'field.video_id': { zh: '视频ID', en: 'Video ID', vi: 'ID video' },
  'field.comment_id': { zh: '评论ID', en: 'Comment ID', vi: 'ID bình luận' },
  'field.classification_id': { zh: '分类ID', en: 'Category ID', vi: 'ID danh mục' },
  'field.exclude_id': { zh: '排除的视频ID', en: 'Excluded video ID', vi: 'ID video loại trừ' },
  'field.content': { zh: '评论内容', en: 'Comment', vi: 'Nội dung bình luận' },
  'field.keyword': { zh: '关键词', en: 'Keyword', vi: 'Từ khóa' },
  'field.order': { zh: '排序', en: 'Order', vi: 'Sắp xếp' },
  'field.source': { zh: '视频来源', en: 'Video source', vi: 'Nguồn video' },
  'field.type': { zh: '类型', en: 'Type', vi: 'Loại' },
  'field.room_id': { zh: '直播间', en: 'Room', vi: 'Phòng' },
  'field.anchor_id': { zh: '主播', en: 'Streamer', vi: 'Người phát sóng' },
  'field.uid': { zh: '用户', en: 'User', vi: 'Người dùng' },
};
