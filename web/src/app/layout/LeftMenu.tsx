import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../ui/Icon';
import { SPORT_CATEGORIES } from '../../config/sport-categories';

/** Follow, rank and the sport categories, beside the anchor, rank and attention pages. */
export function LeftMenu() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const type = Number(params.get('type') ?? 0);
  return (
    <aside className="left-menu" aria-label={t('menu.label')}>
      <NavLink to="/attention" className="left-menu__item">
        <Icon name="heart" /> {t('menu.follow')}
      </NavLink>
      <NavLink to="/rank" className="left-menu__item">
        <Icon name="trophy" /> {t('menu.rank')}
      </NavLink>
      <div className="left-menu__title">{t('menu.categories')}</div>
      {SPORT_CATEGORIES.map((category) => (
        <NavLink
          key={category.type}
          to={`/anchor?type=${category.type}`}
          className={() => `left-menu__item${pathname === '/anchor' && type === category.type ? ' active' : ''}`}
        >
          <Icon name={category.icon} /> {t(category.label)}
        </NavLink>
      ))}
    </aside>
  );
}
