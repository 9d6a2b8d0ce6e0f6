import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface Props {
  icon?: IconName | ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  compact?: boolean;
}

/** The site's designed empty state: an illustration, a line saying why, and what to do next. */
export function EmptyState({ icon = 'tv', title, description, children, compact }: Props) {
  return (
    <div className={`empty${compact ? ' empty--compact' : ''}`} data-testid="empty-state">
      <div className="empty__art" aria-hidden="true">
        {typeof icon === 'string' ? <Icon name={icon as IconName} size={compact ? 28 : 40} /> : icon}
      </div>
      <p className="empty__title">{title}</p>
      {description && <p className="empty__text">{description}</p>}
      {children && <div className="empty__actions">{children}</div>}
    </div>
  );
}
