import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useSession } from '../auth/use-session';
import { loginDialog } from '../auth/login-dialog';
import { ClipDialog } from './ClipDialog';
import './clips-words';

/** The live room's "Clip" button: signed in, it opens the clip dialog; signed out, the login. */
export function ClipButton({ roomId }: { roomId: number }) {
  const { t } = useTranslation('clips');
  const { token } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small clip-button"
        data-testid="clip-button"
        onClick={() => (token ? setOpen(true) : loginDialog.open())}
      >
        <Icon name="film" size={16} /> {t('clip')}
      </button>
      {open && <ClipDialog roomId={roomId} onClose={() => setOpen(false)} />}
    </>
  );
}
