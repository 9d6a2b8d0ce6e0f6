import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';
import { loginDialog } from '../../auth/login-dialog';
import { useSession } from '../../auth/use-session';
import { pmPanel } from '../../chat/pm-panel';

export type SupportInfo = Awaited<ReturnType<typeof fetchSupport>>;

export const fetchSupport = () => api.post('/api/user/getKefuInfo', {});

/**
 * Customer service is a private conversation with the support account: the entry asks who it is
 * (user/getKefuInfo) and opens the private-message panel on it; a visitor logs in first.
 */
export function useOpenSupport(failed: string) {
  const { token } = useSession();
  const open = useMutation({
    mutationFn: fetchSupport,
    onSuccess: (info) => pmPanel.openWith({ peerId: info.im_id, nick: info.name, avatar: info.avatar }),
    onError: () => toast.error(failed),
  });
  return {
    open: () => (token ? open.mutate() : loginDialog.open()),
    pending: open.isPending,
  };
}
