import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { videoKeys } from './video-keys';

/** Adds a category to the caller's own, or takes it out (videocclassification/addMyclassification). */
export function CategoryToggle({ id, mine }: { id: number; mine: boolean }) {
  const { t } = useTranslation('video');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => api.post('/api/videocclassification/addMyclassification', { classification_id: id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: videoKeys.allCategories }),
  });
  return (
    <button
      type="button"
      className={`btn btn--small ${mine ? 'btn--ghost' : 'btn--outline'}`}
      aria-pressed={mine}
      disabled={toggle.isPending}
      onClick={() => (token ? toggle.mutate() : loginDialog.open())}
      data-testid="category-toggle"
    >
      {mine ? t('classify.remove') : t('classify.add')}
    </button>
  );
}
