import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { currentLang } from '../../i18n/i18n';
import { useSession } from '../auth/use-session';

export type Expert = DataOf<'/api/community/experts', 'get'>['list'][number];
export type Analysis = DataOf<'/api/community/experts/analysis', 'get'>;
export type Preview = DataOf<'/api/scores/preview', 'get'>;
export type ComingMatch = DataOf<'/api/scores/matches', 'get'>['list'][number];
export type ExpertSport = 'football' | 'basketball';

/** TanStack Query keys of the experts and the intelligence centre. */
export const expertsKeys = {
  all: ['experts'] as const,
  list: (sport: string, lang: string, token: string | null) => ['experts', 'list', sport, lang, token] as const,
  home: (id: number, lang: string, token: string | null) => ['experts', 'home', id, lang, token] as const,
  analysis: (id: number, lang: string) => ['experts', 'analysis', id, lang] as const,
  ofMatch: (matchId: number, lang: string) => ['experts', 'match', matchId, lang] as const,
  counts: (ids: string) => ['experts', 'counts', ids] as const,
  mine: (token: string | null) => ['experts', 'mine', token] as const,
  preview: (matchId: number, lang: string) => ['foresight', 'preview', matchId, lang] as const,
  coming: (sport: string, lang: string) => ['foresight', 'coming', sport, lang] as const,
};

function useViewer() {
  return { token: useSession().token ?? null, lang: currentLang() };
}

export function useExperts(sport: ExpertSport | undefined) {
  const { token, lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.list(sport ?? 'all', lang, token),
    queryFn: () => api.get('/api/community/experts', { sport, limit: 50 }),
    placeholderData: keepPreviousData,
  });
}

/** An expert's page: their profile, record and latest 30 analyses. */
export function useExpertHome(id: number) {
  const { token, lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.home(id, lang, token),
    queryFn: () => api.get('/api/community/experts/home', { id, limit: 30 }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useAnalysis(id: number) {
  const { lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.analysis(id, lang),
    queryFn: () => api.get('/api/community/experts/analysis', { id }),
    enabled: id > 0,
  });
}

export function useMatchAnalyses(matchId: number) {
  const { lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.ofMatch(matchId, lang),
    queryFn: () => api.get('/api/community/experts/match-analyses', { match_id: matchId }),
  });
}

export function useAnalysisCounts(matchIds: number[]) {
  const ids = matchIds.join(',');
  return useQuery({
    queryKey: expertsKeys.counts(ids),
    queryFn: () => api.get('/api/community/experts/analysis-counts', { match_ids: matchIds }),
    enabled: matchIds.length > 0,
  });
}

export function useMyApplication() {
  const { token } = useViewer();
  return useQuery({
    queryKey: expertsKeys.mine(token),
    queryFn: () => api.get('/api/community/experts/application'),
    enabled: token !== null,
  });
}

export function usePreview(matchId: number) {
  const { lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.preview(matchId, lang),
    queryFn: () => api.get('/api/scores/preview', { match_id: matchId }),
  });
}

/** The next matches of a sport to kick off (the score service's list, upcoming ones, earliest first). */
export function useComingMatches(sport: ExpertSport, enabled = true) {
  const { lang } = useViewer();
  return useQuery({
    queryKey: expertsKeys.coming(sport, lang),
    queryFn: () => api.get('/api/scores/matches', { sport, status: 'upcoming', order: 'asc', limit: 30 }),
    enabled,
  });
}

export function useFollowExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { expertId: number; follow: boolean }) =>
      api.post('/api/community/experts/follow', { expert_id: input.expertId, follow: input.follow }),
    onSuccess: () => client.invalidateQueries({ queryKey: expertsKeys.all }),
  });
}

export function useApplyExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sport: ExpertSport; workExperience: string }) =>
      api.post('/api/community/experts/apply', { sport: input.sport, work_experience: input.workExperience }),
    onSuccess: () => client.invalidateQueries({ queryKey: expertsKeys.all }),
  });
}

export function usePublishAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      matchId: number;
      title: string;
      pick: 'home' | 'draw' | 'away';
      confidence: number;
      content: string;
    }) =>
      api.post('/api/community/experts/analyses', {
        match_id: input.matchId,
        title: input.title,
        pick: input.pick,
        confidence: input.confidence,
        content: input.content,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: expertsKeys.all }),
  });
}
