import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { SignInStrip } from './SignInStrip';

/** The quick bar's daily check-in dialog: its own chunk, fetched when it first opens. */
export default function SignInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Dialog title={t('quick.signInTitle')} onClose={onClose}>
      <SignInStrip />
    </Dialog>
  );
}
