import type { ReactNode } from 'react';

interface Props {
  icon?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  compact?: boolean;
}

/** The site's designed empty state: an illustration, a line saying why, and what to do next. */
export function EmptyState({ icon = '📺', title, description, children, compact }: Props) {
  return (
    <div className={`empty${compact ? ' empty--compact' : ''}`} data-testid="empty-state">
      <div className="empty__art" aria-hidden="true">
        {icon}
      </div>
      <p className="empty__title">{title}</p>
      {description && <p className="empty__text">{description}</p>}
      {children && <div className="empty__actions">{children}</div>}
    </div>
  );
}
