import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { useSession } from '../auth/use-session';
import { videoKeys } from './video-keys';

/** Every video category in the caller's language, marked when it is one of theirs (videocclassification/allList). */
export function useVideoCategories() {
  const { token } = useSession();
  const lang = currentLang();
  return useQuery({
    queryKey: videoKeys.categories(lang, Boolean(token)),
    queryFn: () => api.get('/api/videocclassification/allList'),
    staleTime: 60_000,
  });
}
