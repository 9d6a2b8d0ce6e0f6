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
  'video.upload_too_large': {
    zh: '视频不能超过 {max}',
    en: 'The video must be under {max}',
    vi: 'Video phải nhỏ hơn {max}',
  },
  'video.upload_not_video': {
    zh: '只能上传 MP4、MOV 或 WebM 视频',
    en: 'Only MP4, MOV or WebM videos can be uploaded',
    vi: 'Chỉ có thể tải lên video MP4, MOV hoặc WebM',
  },
  'video.upload_truncated': {
    zh: '视频文件不完整或已损坏',
    en: 'The video file is incomplete or damaged',
    vi: 'Tệp video không đầy đủ hoặc bị hỏng',
  },
  'video.upload_not_found': {
    zh: '上传的文件不存在或已过期，请重新上传',
    en: 'The uploaded file does not exist or has expired, please upload it again',
    vi: 'Tệp đã tải lên không tồn tại hoặc đã hết hạn, vui lòng tải lên lại',
  },
  'video.upload_unfinished': {
    zh: '视频还没有上传完',
    en: 'The video has not finished uploading',
    vi: 'Video chưa tải lên xong',
  },
  'video.upload_conflict': {
    zh: '上传进度不一致，请重试',
    en: 'The upload is out of step, please try again',
    vi: 'Tiến trình tải lên không khớp, vui lòng thử lại',
  },
  'video.upload_failed': {
    zh: '上传失败，请重试',
    en: 'The upload failed, please try again',
    vi: 'Tải lên thất bại, vui lòng thử lại',
  },
  'video.upload_not_tus': {
    zh: '此地址只接受可续传（tus）上传',
    en: 'This address takes resumable (tus) uploads only',
    vi: 'Địa chỉ này chỉ nhận tải lên có thể tiếp tục (tus)',
  },
  'video.inserted': {
    zh: '视频已发布，正在转码',
    en: 'Video posted, now transcoding',
    vi: 'Đã đăng video, đang chuyển mã',
  },
  'video.transcode_failed': {
    zh: '视频转码失败，请换一个文件重新上传',
    en: 'The video could not be transcoded, please upload another file',
    vi: 'Không thể chuyển mã video, vui lòng tải lên tệp khác',
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
  'field.title': { zh: '标题', en: 'Title', vi: 'Tiêu đề' },
  'field.description': { zh: '简介', en: 'Description', vi: 'Mô tả' },
  'field.upload_id': { zh: '上传的文件', en: 'Uploaded file', vi: 'Tệp đã tải lên' },
  'clip.started': {
    zh: '正在生成片段，稍后即可观看',
    en: 'Your clip is being made: it plays in a moment',
    vi: 'Đang tạo đoạn clip, bạn có thể xem sau giây lát',
  },
  'clip.live_seconds_invalid': {
    zh: '直播片段只能截取最近 30 秒或 60 秒',
    en: 'A clip of a live room is its last 30 or 60 seconds',
    vi: 'Clip từ phòng live chỉ lấy 30 hoặc 60 giây gần nhất',
  },
  'clip.room_off_air': {
    zh: '该直播间未在直播，无法截取片段',
    en: 'This room is not on the air: there is nothing to clip',
    vi: 'Phòng này không phát sóng: không có gì để cắt clip',
  },
  'clip.no_video_yet': {
    zh: '直播画面尚未录制，请稍后再试',
    en: 'No video of this broadcast is recorded yet: try again in a moment',
    vi: 'Buổi phát chưa có video được ghi lại, hãy thử lại sau giây lát',
  },
  'clip.range_length_invalid': {
    zh: '片段长度须在 {min} 到 {max} 秒之间',
    en: 'A clip lasts {min} to {max} seconds',
    vi: 'Clip dài từ {min} đến {max} giây',
  },
  'clip.range_past_end': {
    zh: '片段不能超出视频结尾（共 {seconds} 秒）',
    en: 'The clip ends past the end of the video ({seconds} s)',
    vi: 'Clip vượt quá cuối video ({seconds} giây)',
  },
  'clip.too_often': {
    zh: '每分钟最多截取 {max} 个片段，请稍后再试',
    en: 'You can make at most {max} clips a minute: try again shortly',
    vi: 'Mỗi phút chỉ tạo được tối đa {max} clip, hãy thử lại sau',
  },
  'clip.not_found': {
    zh: '该片段不存在或已被删除',
    en: 'This clip does not exist or was deleted',
    vi: 'Clip không tồn tại hoặc đã bị xóa',
  },
  'clip.list_unnamed': {
    zh: '请指定直播间、主播或比赛',
    en: 'Name a room, a streamer or a match',
    vi: 'Hãy chỉ rõ phòng, người phát sóng hoặc trận đấu',
  },
  'clip.cut_failed': {
    zh: '片段生成失败，请重新截取',
    en: 'The clip could not be made: please clip again',
    vi: 'Không tạo được clip, hãy cắt lại',
  },
  'clip.goal_title': {
    zh: "{minute}' {scorer} 进球！{home} {home_score}-{away_score} {away}",
    en: "Goal! {scorer} {minute}' · {home} {home_score}-{away_score} {away}",
    vi: 'Bàn thắng! {scorer} phút {minute} · {home} {home_score}-{away_score} {away}',
  },
  'clip.goal_title_team': {
    zh: "{minute}' {team} 进球！{home} {home_score}-{away_score} {away}",
    en: "Goal for {team}! {minute}' · {home} {home_score}-{away_score} {away}",
    vi: 'Bàn thắng cho {team}! Phút {minute} · {home} {home_score}-{away_score} {away}',
  },
};
