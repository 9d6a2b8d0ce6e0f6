import { gradeOf, outcomeOf, recordOf } from './expert-record';

describe('an expert’s record', () => {
  it('reads the outcome from the final score', () => {
    expect(outcomeOf(2, 1)).toBe('home');
    expect(outcomeOf(0, 3)).toBe('away');
    expect(outcomeOf(1, 1)).toBe('draw');
  });

  it('grades a pick hit when it names the outcome, miss otherwise', () => {
    expect(gradeOf('home', 2, 1)).toBe('hit');
    expect(gradeOf('draw', 2, 1)).toBe('miss');
    expect(gradeOf('draw', 0, 0)).toBe('hit');
    expect(gradeOf('away', 98, 102)).toBe('hit');
    expect(gradeOf('home', 98, 102)).toBe('miss');
  });

  it('counts hits, the hit rate in hundredths of a percent and the current streak', () => {
    expect(recordOf(['hit', 'hit', 'miss', 'hit'])).toEqual({ graded: 4, hits: 3, hitRate: 7500, streak: 2 });
    expect(recordOf(['miss', 'miss', 'miss', 'hit'])).toEqual({ graded: 4, hits: 1, hitRate: 2500, streak: -3 });
    expect(recordOf(['hit', 'miss', 'hit'])).toMatchObject({ hitRate: 6667, streak: 1 });
  });

  it('is empty before anything is graded', () => {
    expect(recordOf([])).toEqual({ graded: 0, hits: 0, hitRate: 0, streak: 0 });
  });
});
