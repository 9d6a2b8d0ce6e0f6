import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/Icon';
import type { Circle } from './community-queries';

const KINDS = ['sport', 'competition', 'streamer'] as const;

/** The circles by kind, the chosen one marked; on a phone each kind scrolls sideways. */
export function CircleList({ circles, activeId }: { circles: Circle[]; activeId: number }) {
  const { t } = useTranslation('community');
  return (
    <nav className="circle-list card" aria-label={t('circles')} data-testid="circle-list">
      <Link
        to="/circle"
        className={`circle-link${activeId === 0 ? ' circle-link--active' : ''}`}
        aria-current={activeId === 0 ? 'page' : undefined}
      >
        <span className="circle-link__icon circle-link__icon--all">
          <Icon name="grid" size={18} />
        </span>
        <span className="circle-link__name">{t('allCircles')}</span>
      </Link>
      {KINDS.map((kind) => {
        const ofKind = circles.filter((circle) => circle.kind === kind);
        if (!ofKind.length) return null;
        return (
          <div key={kind} className="circle-list__group">
            <h3 className="circle-list__kind">{t(`kinds.${kind}`)}</h3>
            <div className="circle-list__items">
              {ofKind.map((circle) => (
                <Link
                  key={circle.id}
                  to={`/circle?id=${circle.id}`}
                  className={`circle-link${circle.id === activeId ? ' circle-link--active' : ''}`}
                  aria-current={circle.id === activeId ? 'page' : undefined}
                  data-testid="circle-link"
                >
                  <img className="circle-link__icon" src={circle.icon} alt="" width={28} height={28} loading="lazy" />
                  <span className="circle-link__name">{circle.name}</span>
                </Link>
              ))}
            </div>
          </div>
        );
      })}
    </nav>
  );
}
