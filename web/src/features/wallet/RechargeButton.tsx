import { useTranslation } from 'react-i18next';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { rechargeDialog } from './recharge-dialog';

/** Opens the recharge dialog; a visitor is asked to log in first. */
export function RechargeButton({
  className = 'btn btn--primary btn--small',
  testId = 'recharge-button',
}: {
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const { token } = useSession();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (token ? rechargeDialog.open() : loginDialog.open())}
      data-testid={testId}
    >
      <span className="diamond" aria-hidden="true" />
      <span className="recharge-button__label">{t('recharge.button')}</span>
    </button>
  );
}
