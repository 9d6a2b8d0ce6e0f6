/**
 * What the seeded fans write, in their own language: posts about a circle's sport, competition or
 * streamer, comments and replies. `{name}` is the circle's name, `{team}` a team of its competition.
 */
type Lang = 'zh' | 'en' | 'vi';

export const POSTS: Record<'topic' | 'streamer', Record<Lang, string[]>> = {
  topic: {
    zh: [
      '今晚{name}有比赛，大家准备在哪个直播间看？',
      '{team}这赛季的防守真的进步很大，后防线终于稳了。',
      '刚看完比赛回放，下半场的节奏完全不一样了，教练的换人很关键。',
      '说实话，{team}的中场还差一个能组织进攻的人。',
      '周末约了朋友一起看{name}，有没有人推荐附近的球迷酒吧？',
      '今天这场的数据统计大家看了吗？控球率高不代表能赢球啊。',
      '{name}的赛程太密集了，主力球员需要轮换。',
      '现场看球和看直播完全是两种体验，氛围太好了！',
      '新赛季最期待的比赛是哪一场？我先说，{team}的德比。',
      '有没有懂战术的朋友分析一下，为什么最后十分钟一直被压着打？',
      '第一次发帖，我是{team}的老球迷了，大家多多关照。',
      '这个进球绝对是本周最佳，反复看了十几遍。',
    ],
    en: [
      'Who else is watching {name} tonight? Which room are you in?',
      "{team}'s defence has improved so much this season, the back line finally looks solid.",
      'Just rewatched the match. The second half was a different game, the substitutions changed everything.',
      'Honestly {team} still need a midfielder who can pick a pass.',
      'Watching {name} with friends this weekend. Any good fan bars nearby?',
      'Did you see the stats today? Possession does not win matches on its own.',
      'The {name} schedule is brutal, the starters need a rest.',
      'Being at the ground is a completely different experience. What an atmosphere!',
      "Which match are you most looking forward to this season? Mine is {team}'s derby.",
      'Can someone who knows tactics explain why we were pinned back for the last ten minutes?',
      'First post here. Long-time {team} fan, hello everyone!',
      "That goal is the best of the week, I've watched it a dozen times.",
    ],
    vi: [
      'Tối nay {name} có trận, mọi người xem ở phòng live nào?',
      'Hàng thủ của {team} mùa này tiến bộ thật sự, cuối cùng cũng chắc chắn rồi.',
      'Vừa xem lại trận đấu, hiệp hai khác hẳn, các quyết định thay người rất quan trọng.',
      'Thật lòng mà nói {team} vẫn thiếu một tiền vệ biết kiến tạo.',
      'Cuối tuần hẹn bạn bè xem {name}, có quán nào cho fan gần đây không?',
      'Mọi người xem thống kê trận hôm nay chưa? Kiểm soát bóng nhiều chưa chắc đã thắng.',
      'Lịch thi đấu của {name} dày quá, cầu thủ chính cần được xoay tua.',
      'Xem trực tiếp ở sân và xem live là hai trải nghiệm khác hẳn, không khí tuyệt vời!',
      'Mùa này mọi người mong chờ trận nào nhất? Mình thì trận derby của {team}.',
      'Ai hiểu chiến thuật phân tích giúp: sao mười phút cuối mình bị ép sân liên tục vậy?',
      'Lần đầu đăng bài, mình là fan lâu năm của {team}, chào mọi người!',
      'Bàn thắng này xứng đáng đẹp nhất tuần, mình xem lại cả chục lần rồi.',
    ],
  },
  streamer: {
    zh: [
      '今晚八点准时开播，带大家一起看比赛，不见不散！',
      '谢谢各位粉丝的礼物和支持，这周的直播时间表已经更新。',
      '昨天的解说有点激动，嗓子都哑了哈哈。',
      '{name}的朋友们，下周有特别节目，敬请期待。',
      '大家想看我下次解说哪场比赛？评论区告诉我。',
      '粉丝团满一千人了！感谢每一位来看直播的朋友。',
    ],
    en: [
      "Live at 8 pm tonight, we're watching the match together. See you there!",
      "Thanks for all the gifts and support, this week's schedule is up.",
      'Got a bit too excited commentating yesterday, my voice is gone haha.',
      'Friends of {name}, there is a special show next week. Stay tuned.',
      'Which match should I commentate next? Tell me in the comments.',
      'The fan club passed a thousand members! Thank you all for watching.',
    ],
    vi: [
      'Tối nay 8 giờ lên sóng, cùng nhau xem trận đấu nhé, hẹn gặp mọi người!',
      'Cảm ơn mọi người đã tặng quà và ủng hộ, lịch live tuần này đã cập nhật.',
      'Hôm qua bình luận hăng quá, giờ khản cả giọng haha.',
      'Các bạn của {name} ơi, tuần sau có chương trình đặc biệt, chờ nhé.',
      'Lần sau mọi người muốn mình bình luận trận nào? Để lại bình luận nhé.',
      'Fan club đã vượt mốc một nghìn thành viên! Cảm ơn mọi người đã xem live.',
    ],
  },
};

export const COMMENTS: Record<Lang, string[]> = {
  zh: [
    '说得太对了！',
    '同意，这场确实踢得不错。',
    '我不太同意，对手其实也有机会。',
    '哈哈哈，太真实了',
    '今晚一起看！',
    '支持一下',
    '下次比赛我也去现场',
    '数据不会说谎',
    '这个分析很专业',
    '期待下一场',
  ],
  en: [
    "Couldn't agree more!",
    'Agreed, they played well today.',
    'Not sure about that, the other side had chances too.',
    'Haha so true',
    "Let's watch it together tonight!",
    'Nice post',
    "I'm going to the next one too",
    "The numbers don't lie",
    'Great analysis',
    "Can't wait for the next match",
  ],
  vi: [
    'Chuẩn luôn!',
    'Đồng ý, hôm nay đá hay thật.',
    'Mình không đồng ý lắm, đối thủ cũng có cơ hội mà.',
    'Haha đúng quá',
    'Tối nay cùng xem nhé!',
    'Ủng hộ bài viết',
    'Trận sau mình cũng ra sân',
    'Số liệu không biết nói dối',
    'Phân tích rất chuyên nghiệp',
    'Mong trận tiếp theo quá',
  ],
};

export const REPLIES: Record<Lang, string[]> = {
  zh: ['是的！', '哈哈同感', '我也这么觉得', '有道理', '一起加油'],
  en: ['Exactly!', 'Haha same', 'I think so too', 'Fair point', "Let's go!"],
  vi: ['Đúng vậy!', 'Haha y chang', 'Mình cũng nghĩ vậy', 'Có lý', 'Cố lên!'],
};
