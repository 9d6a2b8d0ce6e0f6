/** Categories of the seeded world: code, names, icon, whether recommended, and which clip shows it. */
export const SEEDED_CATEGORIES = [
  {
    code: 'football',
    nameZh: '足球',
    nameEn: 'Football',
    nameVi: 'Bóng đá',
    icon: 'football',
    recommended: true,
    clip: 0,
  },
  {
    code: 'basketball',
    nameZh: '篮球',
    nameEn: 'Basketball',
    nameVi: 'Bóng rổ',
    icon: 'basketball',
    recommended: true,
    clip: 2,
  },
  {
    code: 'highlights',
    nameZh: '精彩集锦',
    nameEn: 'Highlights',
    nameVi: 'Tổng hợp',
    icon: 'flame',
    recommended: true,
    clip: 1,
  },
  {
    code: 'esports',
    nameZh: '电竞',
    nameEn: 'Esports',
    nameVi: 'Thể thao điện tử',
    icon: 'esports',
    recommended: true,
    clip: 3,
  },
  { code: 'tennis', nameZh: '网球', nameEn: 'Tennis', nameVi: 'Quần vợt', icon: 'tennis', recommended: false, clip: 4 },
  {
    code: 'badminton',
    nameZh: '羽毛球',
    nameEn: 'Badminton',
    nameVi: 'Cầu lông',
    icon: 'badminton',
    recommended: false,
    clip: 5,
  },
  {
    code: 'skills',
    nameZh: '技巧教学',
    nameEn: 'Skills & drills',
    nameVi: 'Kỹ thuật',
    icon: 'book',
    recommended: false,
    clip: 0,
  },
  {
    code: 'other',
    nameZh: '综合体育',
    nameEn: 'Other sports',
    nameVi: 'Thể thao khác',
    icon: 'medal',
    recommended: false,
    clip: 1,
  },
] as const;

export type SeededCategoryCode = (typeof SEEDED_CATEGORIES)[number]['code'];

/** Titles written for the product, per category, in the three languages the site speaks. */
export const SEEDED_TITLES: Record<SeededCategoryCode, string[]> = {
  football: [
    '90分钟绝杀！周末联赛最后时刻的逆转',
    '边路突破到底怎么练？三个动作讲清楚',
    'Derby day: every chance of a wild second half',
    'Bàn thắng phút bù giờ khiến khán đài vỡ òa',
    '门将高光时刻：一场比赛七次扑救',
    '定位球战术拆解：角球的三种跑位',
  ],
  basketball: [
    '最后3秒压哨三分，主场沸腾',
    'Pick and roll, frame by frame',
    'Pha úp rổ đẹp nhất tuần qua',
    '篮下卡位与抢板的细节',
    '加时赛全记录：两队的心理战',
  ],
  highlights: [
    '本周十佳球：远射、倒钩与压哨',
    'Top 10 saves of the month',
    'Những khoảnh khắc đẹp nhất tháng này',
    '赛季至今最精彩的五次团队配合',
    'Comeback of the season in six minutes',
    '球迷投票：年度最佳进球候选',
  ],
  esports: [
    '决赛第五局：一波团战定胜负',
    'Ranked climb: reading the map early',
    'Chung kết khu vực: pha lật kèo khó tin',
    '职业选手的视角：对线期怎么压制',
    'Tournament recap: the underdog run',
  ],
  tennis: [
    '抢七大战：发球上网的勇气',
    'The longest rally of the tournament',
    'Cú trái tay dọc dây đẹp mắt',
    '红土与硬地：步伐的不同',
  ],
  badminton: [
    '男双极速杀球合集',
    'Net play secrets from a coach',
    'Trận cầu lông đơn nữ kịch tính 3 séc',
    '后场高远球的发力要点',
  ],
  skills: [
    '五分钟学会外脚背传球',
    'Shooting form: a simple daily routine',
    'Bài tập thể lực 15 phút mỗi ngày',
    '热身与拉伸：赛前必做的六个动作',
    '守门员扑救的预判训练',
  ],
  other: [
    '赛车第12圈：弯道超车全过程',
    'Marathon finish line, city edition',
    'Bóng chuyền bãi biển: pha cứu bóng ngoạn mục',
    '乒乓球多拍相持，你能看清吗？',
    'Cycling sprint: the last 200 metres',
  ],
};

export const SEEDED_DESCRIPTIONS = [
  '主播精选片段，欢迎在评论区聊聊你的看法。',
  'A short cut from our streamers. Tell us what you think in the comments.',
  'Đoạn video chọn lọc từ streamer. Hãy bình luận cảm nghĩ của bạn nhé.',
];

/** What viewers write under videos, in their own language. */
export const SEEDED_COMMENTS = [
  '这球太漂亮了，反复看了好几遍',
  '解说也很到位，支持主播！',
  '第二个镜头的角度绝了',
  '有没有完整版？想看全场',
  'What a finish, I was there in the stands!',
  'The slow motion at the end is perfect',
  'Could you post more of these drills?',
  'Quá đỉnh, xem đi xem lại mấy lần',
  'Cảm ơn streamer, video rất hay!',
  'Pha xử lý này đúng là đẳng cấp',
];

export const SEEDED_REPLIES = ['同感！', '哈哈，我也是', 'Totally agree', 'Same here', 'Chuẩn luôn', 'Đồng ý!'];

/** Danmaku lines viewers fly over a clip, as they would type them mid-play (zh, en, vi). */
export const SEEDED_DANMAKU = [
  '前方高能！！！',
  '来了来了',
  '这脚传球绝了',
  '哈哈哈哈哈哈',
  '看了三遍了',
  '名场面打卡',
  '守门员：我尽力了',
  '这个角度太刁了',
  '主播牛啊',
  '泪目了',
  'GOAL!!!',
  'watch the left side',
  'here it comes',
  'no way he made that',
  'replaying this all day',
  'ref was asleep lol',
  'clean',
  'first time watching, wow',
  'Đỉnh quá!!!',
  'vào vào vào',
  'xem lại lần thứ 5 rồi',
  'pha này quá hay',
  'thủ môn bó tay',
  'ai xem năm 2026 điểm danh',
] as const;

/** Colours seeded lines take now and then (most stay white, as on any video). */
export const SEEDED_DANMAKU_COLORS = ['#fe0302', '#ffd302', '#00cd00', '#89d5ff'] as const;

/** Titles viewers give the clips they cut from a broadcast (at most 40 characters: the clip title limit). */
export const SEEDED_CLIP_TITLES = [
  '这一段必须收藏',
  '主播解说燃起来了',
  '全场最佳时刻',
  '弹幕刷屏的那一下',
  'The moment chat exploded',
  'Best 10 seconds of the stream',
  'Clutch play, clipped it',
  'Khoảnh khắc đáng xem nhất',
  'Pha này phải lưu lại',
  'Cả phòng chat bùng nổ',
  '教科书级别的处理',
  '这个反应速度太快了',
  'Rewind this one twice',
  'Coach would be proud',
  'Bàn thắng không tưởng',
  'Xem lại vẫn nổi da gà',
] as const;
