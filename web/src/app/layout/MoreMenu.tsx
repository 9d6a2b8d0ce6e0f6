import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../features/auth/use-session';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { navSections } from './nav-items';

/** The tab bar's "more": every section of the site's navigation as a sheet of links (a Radix dialog). */
export default function MoreMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const user = useProfile();
  return (
    <Dialog title={t('tabs.allSections')} onClose={onClose}>
      <nav aria-label={t('tabs.allSections')}>
        <ul className="more-menu" data-testid="more-menu">
          {navSections(user).map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="more-menu__link" onClick={onClose}>
                <span className="more-menu__icon">
                  <Icon name={section.icon} size={22} />
                </span>
                <span className="more-menu__label">{t(section.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
