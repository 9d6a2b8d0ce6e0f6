import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { communityKeys } from '../community-keys';
import { SupportButton } from './SupportButton';
import { fetchSupport } from './support-queries';

/** The feedback page's customer-service card: the hours, whether someone is there now, and the entry. */
export function SupportCard() {
  const { t } = useTranslation('community');
  const info = useQuery({ queryKey: communityKeys.support, queryFn: fetchSupport, staleTime: 60_000 });
  return (
    <section className="card support-card" data-testid="support-card">
      <div className="support-card__text">
        {info.data && (
          <>
            <p className="support-card__hours">
              {t('support.hours', {
                from: info.data.opens_at,
                to: info.data.closes_at,
                offset: info.data.utc_offset,
              })}
            </p>
            <p className="muted">{info.data.is_open ? t('support.online') : t('support.offline')}</p>
          </>
        )}
      </div>
      <SupportButton className="btn btn--primary btn--small" />
    </section>
  );
}
