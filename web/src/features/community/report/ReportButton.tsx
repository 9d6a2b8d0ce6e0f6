import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { loginDialog } from '../../auth/login-dialog';
import { useProfile } from '../../auth/use-session';
import type { ReportTarget } from './report-queries';
import ReportDialog from './ReportDialog';
import './report-words';

/** "Report" on a post, a comment or a user card; visitors are asked to log in first. Not shown on one's own. */
export function ReportButton({
  kind,
  id,
  ownerId,
  className = 'post__action',
}: {
  kind: ReportTarget;
  id: number;
  ownerId: number;
  className?: string;
}) {
  const { t } = useTranslation('report');
  const me = useProfile();
  const [open, setOpen] = useState(false);
  if (me?.id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => (me ? setOpen(true) : loginDialog.open())}
        data-testid={`report-${kind}`}
      >
        <Icon name="warning" size={14} /> {t('action')}
      </button>
      {open && <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}
