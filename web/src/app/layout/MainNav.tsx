import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useProfile } from '../../features/auth/use-session';
import { isNavActive, visibleNavItems } from './nav-items';
import { navLinkClass } from './PlainNav';

/**
 * The top bar's site navigation on Radix's navigation menu: the items are links; those with
 * children are also the trigger of their sub-navigation, which a mouse opens on hover (Radix's
 * delays and grace period). Keyboard: Left/Right/Home/End move between the items, Down opens an
 * item's links and moves into them (Up/Down between them), Tab walks through an open one, Escape
 * closes it and gives the focus back to its item. A route change closes it. Desktops only (phones
 * have the tab bar), fetched after the first render: `PlainNav` draws the same links until then.
 */
export default function MainNav({ nav }: { nav?: number }) {
  const { t } = useTranslation('layout');
  const user = useProfile();
  const location = useLocation();
  // The open item; a route change closes it.
  const route = location.pathname + location.search;
  const [opened, setOpened] = useState({ value: '', route });
  const open = opened.route === route ? opened.value : '';
  const setOpen = (value: string) => setOpened({ value, route });
  // The item whose first link takes the focus once its sub-navigation has rendered.
  const enterOnOpen = useRef('');
  const items = visibleNavItems(user);

  // Called as an item's links mount (Radix's presence mounts them a render after the item opens).
  const enterIfAsked = (value: string) => (list: HTMLUListElement | null) => {
    if (!list || enterOnOpen.current !== value) return;
    enterOnOpen.current = '';
    list.querySelector<HTMLElement>('a')?.focus();
  };

  // Radix enters an open sub-navigation on Down; a closed one (not hovered yet) opens on it too.
  const openByKey = (value: string) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || open === value) return;
    event.preventDefault();
    enterOnOpen.current = value;
    setOpen(value);
  };

  return (
    <NavigationMenu.Root
      className="nav"
      aria-label={t('nav.label')}
      value={open}
      onValueChange={setOpen}
      delayDuration={100}
    >
      <NavigationMenu.List className="nav__list">
        {items.map((item) => {
          const value = String(item.nav);
          return (
            <NavigationMenu.Item
              key={item.nav}
              value={value}
              className={`nav__item${isNavActive(item.nav, nav) ? ' nav__item--active' : ''}`}
            >
              {item.children ? (
                <>
                  <NavigationMenu.Trigger asChild onKeyDown={openByKey(value)}>
                    <NavLink to={item.to} className={navLinkClass(item)} aria-keyshortcuts="ArrowDown">
                      {t(item.label)}
                      <span className="nav__caret" aria-hidden="true" />
                    </NavLink>
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className="nav__dropdown">
                    <ul className="nav__dropdown-list" ref={enterIfAsked(value)}>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <NavigationMenu.Link asChild>
                            <Link to={child.to} className="nav__dropdown-link">
                              {t(child.label)}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </>
              ) : (
                <NavigationMenu.Link asChild>
                  <NavLink to={item.to} className={navLinkClass(item)}>
                    {t(item.label)}
                  </NavLink>
                </NavigationMenu.Link>
              )}
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
