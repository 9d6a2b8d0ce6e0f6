import type { IconName } from '../../ui/Icon';

/** A section link: its label key (`layout` namespace), where it leads, its icon on the phone's menus. */
export interface NavLinkItem {
  label: string;
  to: string;
  icon: IconName;
}

/** Top-bar items with the spec's nav index; `children` open on hover (desktop) or tap. */
export interface NavItem extends NavLinkItem {
  nav: number;
  children?: NavLinkItem[];
  /** only shown to logged-in users with chatpermission */
  chat?: boolean;
  /** its short label on the phone's tab bar; items without one are reached through the tab bar's "more" */
  tab?: string;
}

/** The site's sections, once: the desktop navigation, the phone's tab bar and its "more" menu draw from it. */
export const NAV_ITEMS: NavItem[] = [
  { nav: 0, label: 'nav.home', to: '/main', icon: 'home', tab: 'tabs.home' },
  {
    nav: 1,
    label: 'nav.scores',
    to: '/football',
    icon: 'football',
    tab: 'tabs.scores',
    children: [
      { label: 'nav.football', to: '/football', icon: 'football' },
      { label: 'nav.basketball', to: '/basketball', icon: 'basketball' },
    ],
  },
  { nav: 2, label: 'nav.live', to: '/anchor?type=0', icon: 'tv', tab: 'tabs.live' },
  { nav: 3, label: 'nav.schedule', to: '/schedule?type=4', icon: 'calendar', tab: 'tabs.schedule' },
  { nav: 4, label: 'nav.news', to: '/news', icon: 'news' },
  { nav: 13, label: 'nav.video', to: '/video-list', icon: 'film' },
  {
    nav: 6,
    label: 'nav.more',
    to: '/base-football',
    icon: 'grid',
    children: [
      { label: 'nav.database', to: '/base-football', icon: 'database' },
      { label: 'nav.trophy', to: '/trophy/home', icon: 'trophy' },
      { label: 'nav.foresight', to: '/foresight', icon: 'chart' },
      { label: 'nav.specialist', to: '/specialist', icon: 'expert' },
      { label: 'nav.circle', to: '/circle', icon: 'chat' },
      { label: 'nav.download', to: '/downLoad', icon: 'phone' },
    ],
  },
  { nav: 12, label: 'nav.chat', to: '/chat-chat', icon: 'mail', chat: true },
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

/** The phone's tab bar: the items that have a short label. */
export const TAB_ITEMS = NAV_ITEMS.filter((item): item is NavItem & { tab: string } => item.tab !== undefined);

/** Every page the desktop navigation leads to, flat (an item with children stands for them), for the phone's "more" menu. */
export function navSections(user: { chatpermission?: number } | null): NavLinkItem[] {
  const links = visibleNavItems(user).flatMap((item): NavLinkItem[] => item.children ?? [item]);
  return links.filter((link, index) => links.findIndex((other) => other.to === link.to) === index);
}

/** Whether the tab bar's "more" lights up: on a page no tab stands for. */
export function isMoreTabActive(nav: number | undefined): boolean {
  return nav !== undefined && !TAB_ITEMS.some((item) => item.nav === nav);
}
