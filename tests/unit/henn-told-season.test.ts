import { describe, expect, it } from 'vitest';
import { toldSeason } from '../../src-renderer/games/henn-shogun/told-season';

describe('Henn header: the season the feed has told (issue 32)', () => {
  const autumn1 = { year: 1, season: 2, phase: 'execute' };
  it('while "Year 1 ends" and "Year 2 begins" are told, the header says winter, then spring of year 2', () => {
    expect(toldSeason([{ type: 'season-started', year: 1, season: 2 }, { type: 'battle' }, { type: 'year-ended', year: 1 }], autumn1)).toEqual({ year: 1, season: 3 });
    expect(toldSeason([{ type: 'year-ended', year: 1 }, { type: 'year-started', year: 2 }], autumn1)).toEqual({ year: 2, season: 0 });
    expect(toldSeason([{ type: 'year-started', year: 2 }, { type: 'season-started', year: 2, season: 0 }], autumn1)).toEqual({ year: 2, season: 0 });
  });
  it('once the view has caught up (or is ahead), the view says it', () => {
    expect(toldSeason([{ type: 'season-started', year: 1, season: 2 }], autumn1)).toBeNull();
    expect(toldSeason([{ type: 'year-started', year: 2 }], { year: 2, season: 0, phase: 'plan' })).toBeNull();
    expect(toldSeason([], autumn1)).toBeNull();
    expect(toldSeason([{ type: 'year-ended', year: 2 }], { year: 2, season: 3, phase: 'over' })).toBeNull();
  });
});
