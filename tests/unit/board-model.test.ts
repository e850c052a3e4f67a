import { describe, expect, it } from 'vitest';
import type { GameSummary, SeatView } from '../../src-shared/contract/messages';
import { buildBoardModel, provinceKey } from '../../src-renderer/board/board-model';

const game: GameSummary = {
  gameId: 'g1',
  ruleset: 'henn-shogun',
  seed: '1',
  seats: [0, 1, 2].map((seat) => ({ seat, kind: 'bot' as const, name: `Bot ${seat + 1}`, bot: 'random' })),
  createdAt: '2026-01-01T00:00:00.000Z',
  ply: 12,
  round: 3,
  finished: false,
  result: null,
};

const seatView = (view: unknown): SeatView => ({ gameId: 'g1', seat: 0, ply: 14, view, pending: [], result: null });

describe('buildBoardModel', () => {
  it('places provinces listed in an array or a record, matched by id or name', () => {
    const fromArray = buildBoardModel(game, seatView({ round: 4, provinces: [{ id: 'mutsu', owner: 1, armies: 3 }, { name: 'Ōsumi' }, { id: 'atlantis' }] }));
    expect(fromArray.provinces.map((p) => [p.id, p.owner, p.strength])).toEqual([
      ['mutsu', 1, 3],
      ['osumi', null, null],
    ]);
    expect(fromArray.round).toBe(3);
    expect(fromArray.ply).toBe(14);
    const fromRecord = buildBoardModel(game, seatView({ provinces: { echigo: { controller: 2 } } }));
    expect(fromRecord.provinces).toMatchObject([{ id: 'echigo', owner: 2 }]);
  });

  it('places index-ordered provinces with the game\'s province table; negative owners are neutral', () => {
    const model = buildBoardModel(game, seatView({ provinces: [{ owner: 2, armies: 5 }, { owner: -1, armies: 0 }] }), 'Shogun', ['mutsu', 'echigo']);
    expect(model.provinces.map((p) => [p.id, p.owner, p.strength])).toEqual([
      ['mutsu', 2, 5],
      ['echigo', null, 0],
    ]);
  });

  it('falls back to the summary when the view has no board', () => {
    const model = buildBoardModel({ ...game, finished: true, result: { scores: [5, 9, 1], winners: [1] } }, null, 'Shogun');
    expect(model).toMatchObject({ gameTitle: 'Shogun', round: 3, finished: true, provinces: [], scores: [5, 9, 1], winners: [1] });
  });

  it('reads scores from the view while the game runs', () => {
    expect(buildBoardModel(game, seatView({ scores: [1, 2, 3] })).scores).toEqual([1, 2, 3]);
    expect(buildBoardModel(game, seatView({ players: [{ score: 4 }, { points: 5 }, { vp: 6 }] })).scores).toEqual([4, 5, 6]);
    expect(buildBoardModel(game, seatView({ players: [{ score: 4 }] })).scores).toBeNull();
  });

  it('normalises province names to ids', () => {
    expect(provinceKey('Ōsumi')).toBe('osumi');
    expect(provinceKey('Awa Shikoku')).toBe('awa_shikoku');
  });
});
