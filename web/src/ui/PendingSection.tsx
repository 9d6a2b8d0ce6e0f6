import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import type { IconName } from './Icon';

/**
 * A section whose data belongs to a service that is not built yet (live, scores, community, video,
 * gifts): the designed empty state, never made-up rows. `what` names the content in the pages namespace.
 */
export function PendingSection({
  title,
  what,
  icon,
  compact,
}: {
  title?: string;
  what: string;
  icon?: IconName;
  compact?: boolean;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className="section">
      {title && <h2 className="section__title">{title}</h2>}
      <EmptyState
        icon={icon}
        title={t(`empty.${what}.title`)}
        description={t(`empty.${what}.text`)}
        compact={compact}
      />
    </section>
  );
}
