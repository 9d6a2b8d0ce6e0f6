/** Top-bar items with the spec's nav index; `children` open on hover (desktop) or tap. */
export interface NavItem {
  nav: number;
  label: string;
  to: string;
  children?: { label: string; to: string }[];
  /** only shown to logged-in users with chatpermission */
  chat?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { nav: 0, label: 'nav.home', to: '/main' },
  {
    nav: 1,
    label: 'nav.scores',
    to: '/football',
    children: [
      { label: 'nav.football', to: '/football' },
      { label: 'nav.basketball', to: '/basketball' },
    ],
  },
  { nav: 2, label: 'nav.live', to: '/anchor?type=0' },
  { nav: 3, label: 'nav.schedule', to: '/schedule?type=4' },
  { nav: 4, label: 'nav.news', to: '/news' },
  { nav: 13, label: 'nav.video', to: '/video-list' },
  {
    nav: 6,
    label: 'nav.more',
    to: '/base-football',
    children: [
      { label: 'nav.database', to: '/base-football' },
      { label: 'nav.trophy', to: '/trophy/home' },
      { label: 'nav.foresight', to: '/foresight' },
      { label: 'nav.specialist', to: '/specialist' },
      { label: 'nav.circle', to: '/circle' },
      { label: 'nav.download', to: '/downLoad' },
    ],
  },
  { nav: 12, label: 'nav.chat', to: '/chat-chat', chat: true },
];

/** Nav indexes grouped under "more", so it lights up for any of them. */
export const MORE_NAVS = [5, 6, 9, 10, 11, 14];

/** The items a visitor sees: the chat only for logged-in users with chatpermission. */
export function visibleNavItems(user: { chatpermission?: number } | null): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.chat || user?.chatpermission === 1);
}

/** Whether the item of `index` lights up for the route's nav index ("more" for any of its group). */
export function isNavActive(index: number, nav: number | undefined): boolean {
  return nav === index || (index === 6 && nav !== undefined && MORE_NAVS.includes(nav));
}
