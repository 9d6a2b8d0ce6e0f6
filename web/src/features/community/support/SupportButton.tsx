import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useOpenSupport } from './support-queries';

/** "Customer service": opens the private conversation with the support account. */
export function SupportButton({ className = 'btn btn--ghost btn--small' }: { className?: string }) {
  const { t } = useTranslation('community');
  const support = useOpenSupport(t('support.failed'));
  return (
    <button
      type="button"
      className={className}
      onClick={support.open}
      disabled={support.pending}
      data-testid="support-open"
    >
      <Icon name="headset" size={16} /> {t('support.open')}
    </button>
  );
}
