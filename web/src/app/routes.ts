import type { UnfinishedContent } from '../pages/unfinished/UnfinishedPage';
import { type PageModule, withChunkTimeout } from './lazy-page';

/** What the layout needs to know about the route on screen. */
export interface RouteMeta {
  /** i18n key of the route's title (layout namespace) */
  title: string;
  /** The spec's nav index: which top-bar item is active. */
  nav?: number;
  /** The left menu (follow, rank, sport categories) shows beside the page. */
  leftMenu?: boolean;
  /** The top bar hides once scrolled past 60 px. */
  hideHeaderOnScroll?: boolean;
}

export interface RouteDef extends RouteMeta {
  path: string;
  load: () => Promise<PageModule>;
}

const page = (load: () => Promise<PageModule>) => withChunkTimeout(load);

/** A route whose feature is not built yet: the one shared page, with the route's own texts. */
const unfinished = (content: UnfinishedContent) =>
  page(() =>
    import('../pages/unfinished/UnfinishedPage').then((module) => ({ default: module.unfinishedPage(content) })),
  );

const main = page(() => import('../pages/main/MainPage'));
/** The spec's test pages: kept routable, with nothing to test yet. */
const testPage = unfinished({ empty: { title: 'test.title', text: 'test.text' }, icon: 'flask' });
const scoreList = page(() => import('../pages/scores/ScoreListPage'));
const scoreDetail = page(() => import('../pages/scores/ScoreDetailPage'));
const database = page(() => import('../pages/database/DatabasePage'));
/** The intelligence centre and the experts' pages (list, an expert's home, the application, an analysis). */
const experts = (name: 'foresight' | 'list' | 'home' | 'info' | 'detail') =>
  page(() => import('../pages/experts').then((module) => ({ default: module[name] })));
/** The comments of a post or video. */
const comments = unfinished({
  header: { title: 'comment.title', subtitle: 'comment.subtitle' },
  empty: { title: 'empty.comments.title', text: 'empty.comments.text' },
  icon: 'chat',
});
/** Every route of spec section 2, in its order. `/` and the catch-all are added by the router. */
export const ROUTES: RouteDef[] = [
  { path: '/main', nav: 0, title: 'titles.main', hideHeaderOnScroll: true, load: main },
  { path: '/login', title: 'titles.login', load: page(() => import('../pages/login/LoginPage')) },
  { path: '/dome', title: 'titles.test', load: testPage },
  { path: '/demo', title: 'titles.test', load: testPage },
  { path: '/new_file', title: 'titles.test', load: testPage },
  { path: '/football', nav: 1, title: 'titles.football', hideHeaderOnScroll: true, load: scoreList },
  { path: '/basketball', nav: 1, title: 'titles.basketball', hideHeaderOnScroll: true, load: scoreList },
  { path: '/score-live', nav: 1, title: 'titles.scoreDetail', load: scoreDetail },
  { path: '/score-detail', nav: 1, title: 'titles.scoreDetail', load: scoreDetail },
  {
    path: '/anchor',
    nav: 2,
    title: 'titles.anchor',
    leftMenu: true,
    load: page(() => import('../pages/streamers/StreamersPage')),
  },
  { path: '/rank', nav: 2, title: 'titles.rank', leftMenu: true, load: page(() => import('../pages/rank/RankPage')) },
  {
    path: '/attention',
    nav: 2,
    title: 'titles.attention',
    leftMenu: true,
    load: page(() => import('../pages/attention/AttentionPage')),
  },
  { path: '/reserve', nav: 2, title: 'titles.reserve', load: page(() => import('../pages/reserve/ReservePage')) },
  { path: '/live', nav: 2, title: 'titles.live', load: page(() => import('../pages/live/LivePage')) },
  { path: '/schedule', nav: 3, title: 'titles.schedule', load: page(() => import('../pages/schedule/SchedulePage')) },
  { path: '/news', nav: 4, title: 'titles.news', load: page(() => import('../pages/news/NewsPage')) },
  { path: '/circle', nav: 4, title: 'titles.circle', load: page(() => import('../pages/circle/CirclePage')) },
  {
    path: '/circle-detail',
    title: 'titles.circleDetail',
    load: page(() => import('../pages/circle/CircleDetailPage')),
  },
  { path: '/trophy/home', nav: 5, title: 'titles.trophy', load: page(() => import('../pages/trophy/TrophyPage')) },
  { path: '/base-football', nav: 6, title: 'titles.baseFootball', load: database },
  { path: '/base-basketball', nav: 6, title: 'titles.baseBasketball', load: database },
  { path: '/foresight', nav: 9, title: 'titles.foresight', load: experts('foresight') },
  { path: '/downLoad', nav: 10, title: 'titles.download', load: page(() => import('../pages/download/DownloadPage')) },
  {
    path: '/specialist',
    nav: 11,
    title: 'titles.specialist',
    load: experts('list'),
  },
  {
    path: '/specialist-home',
    nav: 11,
    title: 'titles.specialist',
    load: experts('home'),
  },
  {
    path: '/specialist-info',
    nav: 11,
    title: 'titles.specialist',
    load: experts('info'),
  },
  {
    path: '/specialist-detail',
    nav: 11,
    title: 'titles.specialist',
    load: experts('detail'),
  },
  { path: '/chat-chat', nav: 12, title: 'titles.chat', load: page(() => import('../pages/chat/ChatPage')) },
  { path: '/video-list', nav: 13, title: 'titles.videoList', load: page(() => import('../pages/video/VideoListPage')) },
  {
    path: '/video-player',
    nav: 13,
    title: 'titles.videoPlayer',
    load: page(() => import('../pages/video/VideoPlayerPage')),
  },
  // Not in the spec's list: posting a video (Video_user/insert after a resumable upload).
  {
    path: '/video-upload',
    nav: 13,
    title: 'titles.videoUpload',
    load: page(() => import('../pages/video/VideoUploadPage')),
  },
  {
    path: '/video-classify',
    nav: 14,
    title: 'titles.videoClassify',
    load: page(() => import('../pages/video/VideoClassifyPage')),
  },
  { path: '/member', title: 'titles.member', load: page(() => import('../pages/member/MemberPage')) },
  { path: '/detail', title: 'titles.detail', load: page(() => import('../pages/detail/DetailPage')) },
  { path: '/persona', title: 'titles.persona', load: page(() => import('../pages/persona/PersonaPage')) },
  { path: '/comment', title: 'titles.comment', load: comments },
  { path: '/search', title: 'titles.search', load: page(() => import('../pages/search/SearchPage')) },
  { path: '/about-user', title: 'titles.aboutUser', load: page(() => import('../pages/about-user/AboutUserPage')) },
  // Not in the spec's list: the page the login QR opens on a phone.
  { path: '/qr-confirm', title: 'titles.qrConfirm', load: page(() => import('../pages/qr-confirm/QrConfirmPage')) },
  // Not in the spec's list: the goods shop (goods/goodsList, exchange, exchangeRecords).
  { path: '/goods', title: 'titles.goods', load: page(() => import('../pages/goods/GoodsPage')) },
  // Not in the spec's list: the activity centre (Activity_Config/getActivityUrl's default address).
  { path: '/activity', title: 'titles.activity', load: page(() => import('../pages/activity/ActivityPage')) },
  { path: '/feedback', title: 'titles.feedback', load: page(() => import('../pages/feedback/FeedbackPage')) },
  { path: '/404', title: 'titles.notFound', load: page(() => import('../pages/not-found/NotFoundPage')) },
];
