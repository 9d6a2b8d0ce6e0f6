import { RoomType } from '../rooms/room-types';

/**
 * The next two broadcasts each demo room announces, in the language of its title (same order as the
 * room titles of the live seed), as streamers title a coming show: the round, the stage, the fixture.
 */
export const SCHEDULE_TITLES: Record<RoomType, [string, string][]> = {
  1: [
    ['英超第14轮 焦点战前瞻', '英超周末 赛后复盘连麦'],
    ['La Liga matchday 14: live watch-along', 'La Liga Sunday: big match build-up'],
    ['V-League vòng 20: bình luận trực tiếp', 'V-League: nhận định cuối tuần'],
    ['欧冠小组赛第5轮 全场解说', '欧冠之夜 赛后复盘'],
    ['中超第30轮 焦点战战术板', '中超收官战 实时解说'],
    ['Serie A matchday 14: tactics live', 'Serie A Sunday: derby preview'],
    ['德甲第12轮 进球集锦', '德甲周日 焦点战解说'],
    ['Ngoại hạng Anh vòng 14: nhận định trước trận', 'Ngoại hạng Anh: bình luận đại chiến'],
    ['足球夜话 周末赛事前瞻', '足球夜话 球迷连线答疑'],
  ],
  2: [
    ['NBA常规赛 凯尔特人vs雄鹿', 'NBA常规赛 掘金vs太阳'],
    ['CBA常规赛第15轮 实时解说', 'CBA焦点战 广东vs辽宁'],
    ['NBA tonight: Celtics at Bucks breakdown', 'NBA Sunday: fourth-quarter film room'],
    ['VBA: Saigon Heat vs Hanoi Buffaloes', 'VBA vòng 12: bình luận trực tiếp'],
    ['篮球技术课 突破与上篮', '篮球技术课 三分投篮训练'],
    ['EuroLeague round 12: live', 'EuroLeague double week: Friday games'],
    ['街球挑战赛 半决赛', '街球挑战赛 总决赛'],
  ],
  3: [
    ['英雄联盟 峡谷之巅 冲分夜', '英雄联盟 高分段排位 教学局'],
    ['王者荣耀 巅峰赛 晚场冲分', '王者荣耀 KPL 观赛解说'],
    ['CS2 Major qualifiers: day 2', 'CS2 Major qualifiers: playoffs'],
    ['Poker night: final table', 'Poker night: tournament replay'],
    ['象棋残局 周末擂台', '象棋开局 布局精讲'],
    ['LMHT: leo rank Cao Thủ cùng Long', 'LMHT: xem CKTG cùng Long'],
    ['电竞周末 赛事复盘', 'LPL 焦点战 复盘'],
  ],
  4: [
    ['ATP年终总决赛 半决赛解说', 'ATP年终总决赛 决赛解说'],
    ['WTA Finals: semi-finals live', 'WTA Finals: the final live'],
    ['Quần vợt: nhận định bán kết', 'Quần vợt: bình luận chung kết'],
    ['红土赛季回顾 罗兰加洛斯篇', '红土赛季回顾 马德里与罗马'],
    ['网球技术 反手击球教学', '网球技术 网前截击'],
    ['Davis Cup Finals: quarter-finals', 'Davis Cup Finals: semi-finals'],
  ],
  5: [
    ['羽毛球世锦赛 男单半决赛', '羽毛球世锦赛 混双决赛'],
    ['BWF World Tour Finals: group stage', 'BWF World Tour Finals: the finals'],
    ['Cầu lông: Thùy Linh vòng tứ kết', 'Cầu lông: Thùy Linh bán kết'],
    ['杀球教学 步法与发力', '杀球教学 网前技术'],
    ['羽超联赛第6轮 混双', '羽超联赛 男双焦点战'],
    ['业余羽球 周末约战', '业余羽球 双打友谊赛'],
  ],
  6: [
    ['F1 拉斯维加斯站 排位赛', 'F1 拉斯维加斯站 正赛'],
    ['Boxing night: undercard and main event', 'Boxing night: weigh-in and preview'],
    ['Thể thao 24h: bản tin tối', 'Thể thao 24h: điểm lại cuối tuần'],
    ['斯诺克 英锦赛 1/4决赛', '斯诺克 英锦赛 决赛'],
    ['田径 钻石联赛 总决赛', '田径 短跑专项 赛事回顾'],
    ['马拉松 城市马拉松直播', '马拉松 赛后复盘'],
  ],
};
