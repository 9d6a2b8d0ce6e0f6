import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useProfile } from '../../features/auth/use-session';
import { isNavActive, type NavItem, visibleNavItems } from './nav-items';

export const navLinkClass = (item: NavItem) => `nav__link${item.children ? ' nav__link--menu' : ''}`;

/**
 * The top bar's items as plain links, drawn like `MainNav` (same elements and classes) while its
 * chunk with Radix's navigation menu loads, and on phones, where the nav is hidden.
 */
export function PlainNav({ nav }: { nav?: number }) {
  const { t } = useTranslation('layout');
  const user = useProfile();
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <div>
        <ul className="nav__list">
          {visibleNavItems(user).map((item) => (
            <li key={item.nav} className={`nav__item${isNavActive(item.nav, nav) ? ' nav__item--active' : ''}`}>
              <NavLink to={item.to} className={navLinkClass(item)}>
                {t(item.label)}
                {item.children && <span className="nav__caret" aria-hidden="true" />}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
