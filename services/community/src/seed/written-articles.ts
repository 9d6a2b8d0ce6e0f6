import { Names } from '../news/match-report';

/** Articles written for the product: platform news and other sports (match reports are generated). */
export const WRITTEN_ARTICLES: {
  key: string;
  category: 'platform' | 'other';
  hoursAgo: number;
  title: Names;
  summary: Names;
  body: Names;
}[] = [
  {
    key: 'platform-community',
    category: 'platform',
    hoursAgo: 5,
    title: { zh: '社区圈子正式上线', en: 'Community circles are here', vi: 'Hội nhóm cộng đồng chính thức ra mắt' },
    summary: {
      zh: '每个运动、每项赛事和每位主播都有自己的圈子，快来发帖和球迷们聊聊吧。',
      en: 'Every sport, competition and streamer now has a circle. Post, comment and talk with other fans.',
      vi: 'Mỗi môn thể thao, giải đấu và streamer đều có hội nhóm riêng. Hãy đăng bài và trò chuyện cùng các fan.',
    },
    body: {
      zh: '从今天起，你可以在圈子里发布文字和最多4张图片，给喜欢的动态点赞，并参与评论和回复。\n\n加入你关注的赛事圈和主播粉丝圈，第一时间看到球迷们的讨论。请文明发言，不当词语会被自动屏蔽。',
      en: 'From today you can post text and up to 4 pictures in a circle, like the posts you enjoy, and comment and reply.\n\nJoin the circles of the competitions and streamers you follow to see what fans are saying first. Keep it friendly: offensive words are masked automatically.',
      vi: 'Từ hôm nay bạn có thể đăng chữ và tối đa 4 ảnh trong hội nhóm, thích các bài đăng yêu thích, bình luận và trả lời.\n\nHãy tham gia hội nhóm của giải đấu và streamer bạn theo dõi để xem fan bàn luận gì đầu tiên. Hãy lịch sự: từ ngữ không phù hợp sẽ được tự động che.',
    },
  },
  {
    key: 'platform-install',
    category: 'platform',
    hoursAgo: 30,
    title: {
      zh: '把网站添加到手机主屏幕',
      en: 'Add the site to your home screen',
      vi: 'Thêm trang web vào màn hình chính',
    },
    summary: {
      zh: '无需下载应用，添加到主屏幕后打开更快，比分提醒也不会错过。',
      en: 'No app store needed: once on your home screen it opens faster and keeps your score alerts.',
      vi: 'Không cần tải ứng dụng: thêm vào màn hình chính để mở nhanh hơn và không bỏ lỡ thông báo tỷ số.',
    },
    body: {
      zh: '在手机浏览器中打开本站，点击“下载APP”，按照提示把网站添加到主屏幕即可。\n\n添加后，直播间、比分和社区都能像应用一样全屏使用。',
      en: 'Open the site in your phone\'s browser, tap "Download the app" and follow the steps to add it to your home screen.\n\nLive rooms, scores and the community then open full screen, like an app.',
      vi: 'Mở trang web trên trình duyệt điện thoại, chạm "Tải ứng dụng" và làm theo hướng dẫn để thêm vào màn hình chính.\n\nPhòng live, tỷ số và cộng đồng sẽ mở toàn màn hình như một ứng dụng.',
    },
  },
  {
    key: 'platform-safety',
    category: 'platform',
    hoursAgo: 54,
    title: { zh: '账户安全小贴士', en: 'Keeping your account safe', vi: 'Mẹo bảo vệ tài khoản' },
    summary: {
      zh: '设置支付密码、不要把验证码告诉任何人，官方客服不会向你索要密码。',
      en: 'Set a payment password, never share a verification code: our staff will never ask for your password.',
      vi: 'Đặt mật khẩu thanh toán, không chia sẻ mã xác minh: nhân viên của chúng tôi không bao giờ hỏi mật khẩu của bạn.',
    },
    body: {
      zh: '验证码只用于登录和找回密码，请不要告诉任何人。\n\n在个人中心设置支付密码后，提现等操作都需要再次确认，账户更安全。',
      en: 'Verification codes are only for logging in and resetting your password: never tell anyone.\n\nWith a payment password set in your member area, withdrawals and similar actions ask for it again.',
      vi: 'Mã xác minh chỉ dùng để đăng nhập và đặt lại mật khẩu: đừng bao giờ cho ai biết.\n\nKhi đặt mật khẩu thanh toán trong trang thành viên, các thao tác như rút tiền sẽ yêu cầu xác nhận lại.',
    },
  },
  {
    key: 'other-tennis',
    category: 'other',
    hoursAgo: 9,
    title: {
      zh: '网球：年轻选手连胜三盘晋级',
      en: 'Tennis: a young player wins in straight sets',
      vi: 'Quần vợt: tay vợt trẻ thắng ba set liên tiếp',
    },
    summary: {
      zh: '发球局几乎没有失误，底线相持也毫不落下风。',
      en: 'Barely a slip on serve, and just as strong from the baseline.',
      vi: 'Gần như không mắc lỗi ở các game giao bóng, và rất chắc chắn ở cuối sân.',
    },
    body: {
      zh: '首盘6-4，次盘6-3，第三盘抢七获胜。赛后他表示，这周的训练重点就是二发。\n\n下一轮他将面对赛会头号种子。',
      en: "Six-four, six-three, then a tie-break in the third. Afterwards he said this week's practice was all about the second serve.\n\nNext up is the top seed.",
      vi: 'Set một 6-4, set hai 6-3, rồi thắng loạt tie-break ở set ba. Sau trận anh cho biết tuần này tập trung vào cú giao bóng hai.\n\nĐối thủ tiếp theo là hạt giống số một.',
    },
  },
  {
    key: 'other-badminton',
    category: 'other',
    hoursAgo: 20,
    title: {
      zh: '羽毛球：混双组合逆转夺冠',
      en: 'Badminton: mixed doubles pair come back to win the final',
      vi: 'Cầu lông: cặp đôi nam nữ ngược dòng vô địch',
    },
    summary: {
      zh: '先输一局的情况下连扳两局，决胜局21-19。',
      en: 'A game down, they took the next two, the decider 21-19.',
      vi: 'Bị dẫn một game, họ thắng hai game tiếp theo, game quyết định 21-19.',
    },
    body: {
      zh: '第一局15-21失利后，两人调整了站位，网前的压迫明显加强。\n\n决胜局最后两分都来自网前的扑球。',
      en: 'After losing the first game 15-21 they changed formation and pressed at the net.\n\nBoth of the last two points in the decider were kills at the net.',
      vi: 'Sau khi thua game đầu 15-21, hai người thay đổi đội hình và gây sức ép trên lưới.\n\nHai điểm cuối cùng của game quyết định đều là những cú đập trên lưới.',
    },
  },
  {
    key: 'other-esports',
    category: 'other',
    hoursAgo: 40,
    title: {
      zh: '电竞：城市联赛季后赛名单出炉',
      en: 'Esports: the city league playoff line-up is set',
      vi: 'Thể thao điện tử: xác định các đội vào vòng playoff giải thành phố',
    },
    summary: {
      zh: '八支队伍晋级，首轮比赛将在本周末进行。',
      en: 'Eight teams are through, the first round is this weekend.',
      vi: 'Tám đội đã vượt qua vòng bảng, vòng đầu tiên diễn ra cuối tuần này.',
    },
    body: {
      zh: '常规赛最后一天，两支队伍凭借小分优势惊险晋级。\n\n季后赛全部比赛都会在直播频道转播。',
      en: 'On the last day of the regular season two teams went through on the narrowest of margins.\n\nEvery playoff match will be shown in the live rooms.',
      vi: 'Ở ngày cuối mùa giải thường, hai đội giành vé với cách biệt mong manh nhất.\n\nTất cả các trận playoff sẽ được phát trong phòng live.',
    },
  },
];

export const BANNERS: { key: string; sport: string; title: Names; link: string }[] = [
  {
    key: 'live-football',
    sport: 'football',
    title: { zh: '足球直播 每天不停', en: 'Football live, every day', vi: 'Bóng đá trực tiếp mỗi ngày' },
    link: '/anchor',
  },
  {
    key: 'scores',
    sport: 'basketball',
    title: { zh: '实时比分 一手掌握', en: 'Live scores at a glance', vi: 'Tỷ số trực tiếp trong tầm tay' },
    link: '/football',
  },
  {
    key: 'community',
    sport: 'other',
    title: { zh: '加入圈子 和球迷聊球', en: 'Join a circle, talk sport', vi: 'Tham gia hội nhóm, bàn chuyện thể thao' },
    link: '/circle',
  },
  {
    key: 'news',
    sport: 'tennis',
    title: { zh: '赛事新闻 第一时间', en: 'Match reports first', vi: 'Tin trận đấu nhanh nhất' },
    link: '/news',
  },
];
