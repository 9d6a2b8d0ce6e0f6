import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { LibraryRepository } from '../library/library.repository';
import { playerTallies, TALLIED } from '../library/library.rules';
import { nameIn } from '../matches/localized';
import { MatchEventsRepository } from '../matches/match-events.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { Standings } from '../matches/standings';
import { FORM_LENGTH, formOf, formPoints, HEAD_TO_HEAD_LENGTH, headToHeadOf, squadNotes } from './preview.rules';
import { Meeting, PreviewsRepository } from './previews.repository';
import { Preview } from './previews.schemas';

type Side = Preview['home'];
type Table = Awaited<ReturnType<Standings['of']>>;

/**
 * A match's preview from what the scores service already holds: each team's last results, their past
 * meetings, their places in the competition's table and what the library knows of their squads.
 */
@Injectable()
export class MatchPreviews {
  constructor(
    private readonly matchRows: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly previews: PreviewsRepository,
    private readonly library: LibraryRepository,
    private readonly events: MatchEventsRepository,
    private readonly standings: Standings,
  ) {}

  async of(matchId: number, lang: Lang, userId?: number): Promise<Preview> {
    const match = await this.matchRows.findWithNames(matchId);
    if (!match) throw AppError.fail('scores.match_not_found');
    const before = match.startTime;
    const [[row], homeForm, awayForm, meetings, table, squads] = await Promise.all([
      this.matches.rows([match], lang, userId),
      this.previews.listFinishedBefore(match.homeTeamId, before, FORM_LENGTH),
      this.previews.listFinishedBefore(match.awayTeamId, before, FORM_LENGTH),
      this.previews.listMeetings(match.homeTeamId, match.awayTeamId, before, HEAD_TO_HEAD_LENGTH),
      this.standings.of(match.competitionId, lang),
      this.library.listSquads([match.homeTeamId, match.awayTeamId]),
    ]);
    const [tallied, sentOff] = await Promise.all([
      this.events.listOfPlayers(
        squads.map((p) => p.id),
        TALLIED,
      ),
      this.previews.listSentOff([homeForm[0]?.id, awayForm[0]?.id].filter((id): id is number => id !== undefined)),
    ]);
    const tallies = playerTallies(tallied);
    const sentOffIds = new Set(sentOff);
    const side = (teamId: number, name: string, recent: Meeting[]): Side => {
      const names = teamNames(recent, lang);
      const form = formOf(teamId, recent);
      const squad = squads
        .filter((p) => p.teamId === teamId)
        .map((p) => ({ id: p.id, name: nameIn(p, lang), goals: 0, yellow: 0, ...tallies.get(p.id) }));
      const notes = squadNotes(squad, sentOffIds);
      return {
        team_id: teamId,
        name,
        form: form.map((f) => ({
          match_id: f.matchId,
          start_time: f.startTime.toISOString(),
          venue: f.venue,
          opponent_name: names.get(f.opponentId) ?? '',
          own_score: f.own,
          opponent_score: f.against,
          result: f.result,
        })),
        form_points: formPoints(form),
        standing: placeIn(table, teamId),
        squad: {
          size: notes.size,
          top_scorer: notes.topScorer,
          sent_off: notes.sentOff,
          on_bookings: notes.onBookings,
        },
      };
    };
    const h2h = headToHeadOf(match.homeTeamId, match.awayTeamId, meetings);
    const byId = new Map(meetings.map((m) => [m.id, m]));
    return {
      match: row,
      season: table.season,
      home: side(match.homeTeamId, row.home_team_name, homeForm),
      away: side(match.awayTeamId, row.away_team_name, awayForm),
      head_to_head: {
        list: h2h.meetings.flatMap((played) => {
          const m = byId.get(played.id);
          return m
            ? [
                {
                  match_id: m.id,
                  start_time: m.startTime.toISOString(),
                  competition_name: nameIn(m.competition, lang),
                  home_team_name: nameIn(m.homeTeam, lang),
                  away_team_name: nameIn(m.awayTeam, lang),
                  home_score: m.homeScore,
                  away_score: m.awayScore,
                },
              ]
            : [];
        }),
        home_wins: h2h.homeWins,
        draws: h2h.draws,
        away_wins: h2h.awayWins,
        home_goals: h2h.homeGoals,
        away_goals: h2h.awayGoals,
      },
    };
  }
}

function teamNames(matches: Meeting[], lang: Lang): Map<number, string> {
  const names = new Map<number, string>();
  for (const m of matches) {
    names.set(m.homeTeamId, nameIn(m.homeTeam, lang));
    names.set(m.awayTeamId, nameIn(m.awayTeam, lang));
  }
  return names;
}

function placeIn(table: Table, teamId: number): Side['standing'] {
  const row = table.list.find((r) => r.team_id === teamId);
  if (!row || row.played === 0) return null;
  return {
    rank: row.rank,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    points: row.points,
    goal_difference: row.goals_for - row.goals_against,
  };
}
