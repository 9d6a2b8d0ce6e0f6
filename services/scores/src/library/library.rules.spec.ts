import { playerTallies } from './library.rules';

describe('player tallies', () => {
  it('counts goals and penalties as one, basketball points by their value, and cards', () => {
    const tallies = playerTallies([
      { playerId: 1, type: 'goal', points: 0 },
      { playerId: 1, type: 'penalty', points: 0 },
      { playerId: 1, type: 'yellow', points: 0 },
      { playerId: 2, type: 'points', points: 3 },
      { playerId: 2, type: 'points', points: 2 },
      { playerId: 2, type: 'red', points: 0 },
    ]);
    expect(tallies.get(1)).toEqual({ goals: 2, yellow: 1, red: 0 });
    expect(tallies.get(2)).toEqual({ goals: 5, yellow: 0, red: 1 });
  });

  it('leaves out events without a squad player', () => {
    const tallies = playerTallies([{ playerId: null, type: 'goal', points: 0 }]);
    expect(tallies.size).toBe(0);
  });
});
