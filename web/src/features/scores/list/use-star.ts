import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { loginDialog } from '../../auth/login-dialog';
import { useSession } from '../../auth/use-session';
import { scoresKeys } from '../scores-keys';
import type { MatchPage, MatchRow } from './use-match-list';

/** Starring a match (Basketballuser/collect): a visitor is asked to log in first; every list showing it follows. */
export function useStar() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const star = useMutation({
    mutationFn: (match: MatchRow) =>
      api.post('/api/Basketballuser/collect', { match_id: match.match_id, collect: match.collected ? 0 : 1 }),
    onSuccess: (answer) => {
      const mark = (row: MatchRow): MatchRow =>
        row.match_id === answer.match_id ? { ...row, collected: answer.collected } : row;
      // The lists hold rows; a match page holds the match itself.
      queryClient.setQueriesData<MatchPage | MatchRow>({ queryKey: scoresKeys.all }, (data) => {
        if (!data) return data;
        return 'list' in data ? { ...data, list: data.list.map(mark) } : mark(data);
      });
    },
  });
  return (match: MatchRow) => (token ? star.mutate(match) : loginDialog.open());
}
