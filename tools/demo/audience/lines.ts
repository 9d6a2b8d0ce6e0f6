/**
 * What the demo audience says, written for the project: a few dozen lines per language and sport,
 * short enough for the chat (100 characters). Plain text: the room's chat shows text as typed.
 * Rooms of other sports (games, tennis, badminton...) get lines that fit any broadcast.
 */
export const CHAT_LANGS = ['zh', 'en', 'vi'] as const;
export type ChatLang = (typeof CHAT_LANGS)[number];
export const SPORTS = ['football', 'basketball', 'other'] as const;
export type Sport = (typeof SPORTS)[number];

/** The room types of the /anchor page: 1 football, 2 basketball, the rest (3..6) other sports. */
export const sportOf = (roomType: number): Sport => (roomType === 1 ? 'football' : roomType === 2 ? 'basketball' : 'other');

export const CHAT_LINES: Record<Sport, Record<ChatLang, readonly string[]>> = {
  football: {
    zh: [
      '这脚传球太有想法了', '门将今天状态爆棚', '这球越位了吧？', '裁判这哨吹得有点早', '边路突破太快了，后卫跟不上',
      '中场控制得不错', '角球！头球有机会', '这个位置应该直接打门啊', '防守反击打得漂亮', '左后卫插上好积极',
      '主播分析得很到位', '下半场肯定要换人了', '这一脚打高了，可惜', 'VAR要看一下吗？', '门柱！！差一点',
      '点球点球！', '整体压上得很凶', '前锋跑位真聪明', '这黄牌给得没毛病', '进了！！',
      '传中质量太差了', '这球应该给红牌吧', '控球率一直被压着', '守门员出击时机太好了', '教练变阵了，改三后卫',
      '补时还有几分钟？', '今天的草皮看着有点滑', '远射也太猛了', '主队的高位逼抢很有效', '这场肯定有进球，我赌一个',
      '主播觉得谁能拿下比赛？', '这个任意球距离很舒服',
    ],
    en: [
      'What a ball over the top', 'Keeper is having a blinder today', 'That has to be offside', 'Too early on the whistle, ref',
      'He just skinned the full back', 'Midfield is running this game', 'Corner! Big men going up', 'Should have shot first time there',
      'Lovely counter attack', 'Left back bombing forward all game', 'Great analysis, streamer', 'They need a sub at half time',
      'Over the bar, so close', 'Are they checking VAR on that?', 'Off the post!!', "Penalty! That's a penalty!",
      "They're pushing everyone forward now", 'Brilliant run from the striker', 'Fair yellow, he was late', 'GOAL!!!',
      'Poor crosses all night', "That's a straight red for me", "They can't keep the ball at all", 'Keeper came off his line perfectly',
      'Switching to a back three now', 'How much stoppage time?', 'Pitch looks slippery tonight', 'What a strike from distance',
      'The high press is working', 'Calling it now: 2-1 home win', 'Who do you think wins this, streamer?', 'Nice distance for a free kick',
    ],
    vi: [
      'Đường chuyền quá hay', 'Thủ môn hôm nay xuất thần', 'Việt vị rõ ràng mà', 'Trọng tài thổi còi sớm quá',
      'Cánh phải tốc độ kinh khủng', 'Tuyến giữa kiểm soát tốt', 'Phạt góc! Có cơ hội đánh đầu', 'Chỗ đó phải sút luôn chứ',
      'Phản công đẹp quá!', 'Hậu vệ trái lên công liên tục', 'BLV phân tích chuẩn quá', 'Nghỉ giữa hiệp chắc phải thay người',
      'Bóng đi vọt xà, tiếc ghê', 'Có check VAR không nhỉ?', 'Dội cột dọc!!', 'Phạt đền! Rõ ràng luôn',
      'Dâng cao đội hình rồi', 'Tiền đạo chạy chỗ thông minh thật', 'Thẻ vàng xứng đáng', 'VÀOOO!!!',
      'Tạt bóng hôm nay dở quá', 'Cái này phải thẻ đỏ', 'Cầm bóng không được luôn', 'Thủ môn băng ra đúng lúc',
      'Chuyển sang sơ đồ ba trung vệ rồi', 'Bù giờ mấy phút vậy mọi người?', 'Mặt sân nhìn trơn quá', 'Sút xa đẹp mắt',
      'Pressing tầm cao hiệu quả thật', 'Em đoán 2-1 cho đội nhà', 'BLV nghĩ đội nào thắng?', 'Khoảng cách đá phạt đẹp đấy',
    ],
  },
  basketball: {
    zh: [
      '这个挡拆配合太丝滑了', '三分！空心入网', '篮板又被抢了，卡位呢', '这防守脚步跟不上啊', '快攻暴扣！！',
      '罚球要稳住', '暂停回来打得好多了', '替补席这节立功了', '这球是走步吧？', '犯规了，打手很明显',
      '二十四秒快到了', '内线太强势了', '这个后撤步三分绝了', '联防打得有点乱', '主播这节怎么看？',
      '今天三分手感冰凉', '第四节才是关键', '突破分球，漂亮', '盖帽！！', '这分差还能追',
      '全场紧逼开始了', '控卫组织得很好', '又是一个2+1', '换防太慢了', '这传球视野太好了',
      '篮下一打三都能进', '节奏太快了', '比赛进入垃圾时间了吗', '加时加时！', 'MVP级别的表现',
    ],
    en: [
      'That pick and roll is silky', 'Splash! Nothing but net', 'Box out! Another offensive board', "He can't stay in front of him",
      'Fast break slam!!', 'Knock down those free throws', 'Much better after the timeout', 'The bench won this quarter',
      'Was that a travel?', 'Clear foul on the arm', 'Shot clock winding down', 'They own the paint tonight',
      'Step-back three, unreal', 'Zone defense looks lost', 'Streamer, how do you read this quarter?', 'Ice cold from three today',
      "Fourth quarter is where it's decided", 'Great drive and kick', 'BLOCKED!!', 'Still time to come back',
      'Full court press now', 'Point guard running the show', 'And one!', 'Slow on the switch again',
      'What a dime', 'Scored through three defenders', 'Pace is crazy tonight', 'Is this garbage time already?',
      'Overtime please!', 'MVP performance',
    ],
    vi: [
      'Pha pick and roll mượt thật', 'Ba điểm! Bóng vào gọn', 'Tranh bóng bật bảng kém quá', 'Phòng ngự không theo kịp',
      'Phản công úp rổ!!', 'Ném phạt phải chắc vào', 'Sau hội ý chơi khá hơn hẳn', 'Dự bị hiệp này quá hay',
      'Có phải chạy bước không?', 'Lỗi rõ ràng, đánh vào tay', 'Sắp hết 24 giây rồi', 'Dưới rổ mạnh quá',
      'Lùi bước ném ba điểm đỉnh thật', 'Phòng ngự khu vực hơi rối', 'BLV nhận xét hiệp này sao?', 'Hôm nay ném ba điểm tệ quá',
      'Hiệp 4 mới là quyết định', 'Đột phá rồi chuyền ra, đẹp', 'Chắn bóng!!', 'Vẫn còn kịp lật ngược',
      'Bắt người toàn sân rồi', 'Hậu vệ dẫn bóng điều tiết tốt', 'Ghi điểm kèm ném phạt!', 'Đổi người kèm chậm quá',
      'Đường chuyền tầm nhìn tuyệt vời', 'Một chọi ba vẫn ghi điểm', 'Tốc độ trận này nhanh ghê', 'Hết kịch tính rồi à?',
      'Hiệp phụ đi!', 'Màn trình diễn MVP',
    ],
  },
  other: {
    zh: [
      '主播好，今天播多久？', '这波操作可以', '太精彩了', '这一分拿得漂亮', '节奏把握得好',
      '刚进来，现在什么情况？', '画面很清楚', '解说很专业', '这局关键了', '差一点点！',
      '稳住，能赢', '这个失误可惜了', '主播加油', '学到了', '比分咬得好紧',
      '这一下太秀了', '来了来了，点个关注', '今天状态不错啊', '心态要稳', '这回合太长了',
      '好球！', '这是今天最佳', '下一局怎么打？', '晚上好各位', '终于等到开播',
      '能讲讲刚才那个技巧吗', '现场气氛真好', '这就是经验', '关注了，下次还来', '拼到最后',
    ],
    en: [
      'Hi streamer, how long are you on today?', 'That was clean', 'So good to watch', 'Great point', 'Nice control of the tempo',
      "Just got here, what's the score?", 'Picture is really sharp', 'Commentary is on point', 'Big moment now', 'So close!',
      "Stay calm, you've got this", 'Unlucky mistake', "Let's go!", 'Learned something new today', 'Neck and neck',
      'That was pure showboating', 'Here we go again', 'Looking sharp today', 'Keep your head', 'What a long rally',
      'Great shot!', 'Play of the day', "What's the plan for the next one?", 'Evening everyone', 'Finally live!',
      'Can you explain that trick?', 'Crowd sounds amazing', "That's experience right there", 'Followed, see you next time', 'Fighting till the end',
    ],
    vi: [
      'Chào streamer, hôm nay live bao lâu?', 'Pha xử lý gọn', 'Xem đã mắt thật', 'Điểm này đẹp quá', 'Kiểm soát nhịp tốt',
      'Mới vào, đang thế nào rồi?', 'Hình ảnh nét quá', 'Bình luận chuyên nghiệp ghê', 'Thời điểm quyết định rồi', 'Suýt nữa thôi!',
      'Bình tĩnh, thắng được', 'Lỗi đáng tiếc', 'Cố lên!', 'Học được nhiều ghê', 'Tỉ số sát nút',
      'Pha này ảo thật', 'Vào rồi vào rồi', 'Hôm nay phong độ tốt', 'Giữ vững tâm lý nhé', 'Pha bóng dài thật',
      'Hay quá!', 'Pha hay nhất hôm nay', 'Ván sau đánh sao đây?', 'Chào buổi tối mọi người', 'Cuối cùng cũng lên sóng',
      'Giải thích giúp pha vừa rồi được không?', 'Không khí sôi động quá', 'Kinh nghiệm đó', 'Đã theo dõi, hẹn lần sau', 'Chiến đến cùng',
    ],
  },
};

/** What a viewer may say on arriving, in any room. */
export const GREETINGS: Record<ChatLang, readonly string[]> = {
  zh: ['来了来了', '主播好！', '晚上好', '又来蹲直播了', '刚下班赶上了', '大家好'],
  en: ['Hey all', 'Evening everyone', 'Made it in time', 'Hi chat!', 'Back again', 'What did I miss?'],
  vi: ['Chào cả nhà', 'Em tới rồi đây', 'Vừa kịp giờ', 'Xin chào mọi người', 'Lại vào xem nè', 'Có gì mới không mọi người?'],
};

/** A red envelope grabbed: now and then the grabber says thanks. */
export const THANKS: Record<ChatLang, readonly string[]> = {
  zh: ['谢谢老板的红包！', '抢到了', '手慢了一点', '老板大气'],
  en: ['Thanks for the red envelope!', 'Got one', 'Too slow this time', 'Generous, thank you'],
  vi: ['Cảm ơn lì xì nha!', 'Giành được rồi', 'Chậm tay mất rồi', 'Đại gia quá'],
};
