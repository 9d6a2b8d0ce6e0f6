import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './Timeline';
import type { MatchDetail, MatchEvent } from './use-match';

let seq = 0;
const event = (minute: number, type: MatchEvent['type'], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  seq: ++seq,
  minute,
  type,
  side: type === 'period' ? null : 'home',
  player_name: '',
  points: 0,
  period: 0,
  home_score: 0,
  away_score: 0,
  corrected: false,
  ...extra,
});
const match = (sport: 'football' | 'basketball', events: MatchEvent[]) => ({ sport, events }) as unknown as MatchDetail;
const lines = () => screen.getAllByTestId('timeline-event').map((li) => li.textContent);

describe('Timeline: what a fan reads', () => {
  it('basketball: scores named by their worth, quarters by their names, never a "stage"', () => {
    render(
      <Timeline
        match={match('basketball', [
          event(0, 'period', { period: 1 }),
          event(3, 'points', { points: 1, player_name: 'An Li', home_score: 1 }),
          event(5, 'points', { points: 2, side: 'away', away_score: 2 }),
          event(9, 'points', { points: 3, home_score: 4, away_score: 2 }),
          event(12, 'period', { period: 2 }),
          event(36, 'period', { period: 4 }),
          event(48, 'period', { period: 0 }),
        ])}
      />,
    );
    expect(lines()).toEqual([
      "48' Full time",
      "36' End of Q3",
      "12' End of Q1",
      "9'+33-pointer 4-2",
      "5'+22-pointer 0-2",
      "3'+1Free throw · An Li 1-0",
      "0' Tip-off",
    ]);
  });

  it('football: kick-off, half time and full time', () => {
    render(
      <Timeline
        match={match('football', [
          event(0, 'period', { period: 1 }),
          event(45, 'period', { period: 2 }),
          event(90, 'period', { period: 0 }),
        ])}
      />,
    );
    expect(lines()).toEqual(["90' Full time", "45' Half time", "0' Kick-off"]);
  });
});
