import { Injectable } from '@nestjs/common';
import { SearchDocument } from '@arena/contracts';
import { SearchableMatch, SearchableTeam, SearchDocumentsRepository } from './search-documents.repository';

const LANGS = ['zh', 'en', 'vi'] as const;
type Names = { nameZh: string; nameEn: string; nameVi: string };
const nameIn = (names: Names, lang: (typeof LANGS)[number]) =>
  ({ zh: names.nameZh, en: names.nameEn, vi: names.nameVi })[lang];
const each = (text: (lang: (typeof LANGS)[number]) => string) => ({ zh: text('zh'), en: text('en'), vi: text('vi') });

/** A match: "home vs away", found also by its competition; live while it is played. */
function matchDocument(match: SearchableMatch): SearchDocument {
  const played = match.status !== 'upcoming';
  return {
    kind: 'match',
    ref_id: match.id,
    title: each((lang) => `${nameIn(match.homeTeam, lang)} vs ${nameIn(match.awayTeam, lang)}`),
    body: each((lang) =>
      played
        ? `${nameIn(match.competition, lang)} ${match.homeScore}-${match.awayScore}`
        : nameIn(match.competition, lang),
    ),
    image: '',
    live: match.status === 'live',
    popularity: match.hot ? 100 : 0,
    at: match.startTime.toISOString(),
  };
}

/** A team by its name in each language, with its competition. */
function teamDocument(team: SearchableTeam): SearchDocument {
  return {
    kind: 'team',
    ref_id: team.id,
    title: each((lang) => nameIn(team, lang)),
    body: each((lang) => nameIn(team.competition, lang)),
    image: '',
    live: false,
    popularity: 0,
    at: new Date(0).toISOString(),
  };
}

/** The search service's copies of matches and teams (decision 048). */
@Injectable()
export class SearchDocumentsService {
  constructor(private readonly repository: SearchDocumentsRepository) {}

  async documents(asked: { kind: 'match' | 'team'; ids?: number[]; after: number; limit: number }) {
    if (asked.kind === 'match') return { list: (await this.repository.matches(asked)).map(matchDocument) };
    return { list: (await this.repository.teams(asked)).map(teamDocument) };
  }
}
