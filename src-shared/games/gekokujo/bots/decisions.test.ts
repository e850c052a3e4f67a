/**
 * Normal's heuristic on hand-made positions: "with X, Normal does Y" for the
 * decisions beyond marching and recruiting — the Ninja, castles, fortifying,
 * betrayal, the vassal's path, storing rice, battle order, the assassin.
 * Each case has a twin where one fact changes and the choice with it.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { mbIndex } from '../../../maps/mb-board';
import { snapshotControl } from '../board';
import type { Clan } from '../data';
import { gekokujo as R } from '../index';
import { clearBoard, firstRecruitState, put } from '../testing';
import type { GekokujoMove, GekokujoOptions, GekokujoState, Stack } from '../types';
import { easyBot, normalBot } from './index';

const OWARI = mbIndex('owari');
const MINO = mbIndex('mino');
const MIKAWA = mbIndex('mikawa');
const ISE = mbIndex('ise');

/** An empty board after the clans were chosen (seat 0 Tokugawa: no attack or defence bonus of its own), turn order 0–3. */
function board(clans: Clan[] = ['tokugawa', 'shimazu', 'takeda', 'chosokabe'], o: Partial<GekokujoOptions> = {}): GekokujoState {
  const s = firstRecruitState(4, 'decisions', clans, o);
  clearBoard(s);
  // A mid-game position: past the opening rounds, in which Normal spares rivals' Daimyō (leader.ts).
  s.round = 3;
  s.order = [0, 1, 2, 3];
  for (const p of s.players) p.koku = 0;
  return s;
}

/** Seat 0's recruit turn with these armies on the board. */
function recruitTurn(s: GekokujoState, koku: number, units: [number, number, Stack][]): GekokujoState {
  for (const [seat, p, st] of units) put(s, seat, p, st);
  s.players[0]!.koku = koku;
  s.heldAtPhase1 = snapshotControl(s);
  s.heldAtRound = snapshotControl(s);
  s.step = 'recruit';
  s.turn = 0;
  return s;
}

/** Seat 0's campaign turn with these armies on the board. */
function campaignTurn(s: GekokujoState, units: [number, number, Stack][]): GekokujoState {
  recruitTurn(s, 0, units);
  s.step = 'move';
  s.phase = 2;
  return s;
}

function normal(s: GekokujoState, seat = 0): GekokujoMove {
  expect(R.pending(s).map((d) => d.seat)).toContain(seat);
  const m = normalBot.decide(R, R.view(s, seat), seat, Rng.seeded('decisions'), 100) as GekokujoMove;
  expect(R.validate(s, seat, m).ok).toBe(true);
  return m;
}

describe('Normal buys a castle where it pays for itself', () => {
  it('with a full stack (1 Daimyō + 6 Bushi) in Owari and 4 enemy units next door in Mino, Normal builds its castle in Owari', () => {
    const s = recruitTurn(board(), 8, [[0, OWARI, { d: 1, b: 6 }], [0, MIKAWA, { d: 0, b: 1 }], [1, MINO, { d: 1, b: 3 }]]);
    expect(normal(s)).toEqual({ type: 'castle', province: OWARI });
  });

  it('with the same stack but nobody next door, Normal recruits instead', () => {
    const s = recruitTurn(board(), 8, [[0, OWARI, { d: 1, b: 6 }], [0, MIKAWA, { d: 0, b: 1 }], [1, mbIndex('satsuma'), { d: 1, b: 3 }]]);
    expect(normal(s).type).toBe('recruit');
  });

  it('as Uesugi (whose clan bonus already gives +1 defence at home), Normal builds no castle there', () => {
    const s = recruitTurn(board(['uesugi', 'shimazu', 'takeda', 'chosokabe']), 8, [[0, OWARI, { d: 1, b: 6 }], [0, MIKAWA, { d: 0, b: 1 }], [1, MINO, { d: 1, b: 3 }]]);
    expect(normal(s).type).toBe('recruit');
  });
});

describe('Normal fortifies a threatened castle', () => {
  it('with its castle in Owari (1 Daimyō + 4 Bushi), 3 Daimyō + 4 Bushi next door in Mino and Koku its recruits cannot use, Normal fortifies', () => {
    const s = recruitTurn(board(), 7, [[0, OWARI, { d: 1, b: 4 }], [1, MINO, { d: 3, b: 4 }]]);
    s.players[0]!.castle = OWARI;
    s.castlesLeft--;
    expect(normal(s)).toEqual({ type: 'fortify' });
  });

  it('with only Koku enough for the recruits that still fit, Normal recruits rather than fortify for one round', () => {
    const s = recruitTurn(board(), 4, [[0, OWARI, { d: 1, b: 4 }], [1, MINO, { d: 3, b: 4 }]]);
    s.players[0]!.castle = OWARI;
    s.castlesLeft--;
    expect(normal(s)).toMatchObject({ type: 'recruit', province: OWARI });
  });
});

describe('Normal hires the Ninja when a mission is worth its 3 Koku', () => {
  it('with all its Daimyō in a full Owari and an Oda army that would beat it next door, Normal hires the diversion on Owari', () => {
    const s = recruitTurn(board(['tokugawa', 'oda', 'takeda', 'chosokabe']), 5, [[0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 3, b: 4 }]]);
    expect(normal(s)).toEqual({ type: 'ninja', mission: 'diversion', target: OWARI });
  });

  it('with a second Daimyō safe elsewhere (losing Owari no longer makes it a vassal), Normal does not pay for the diversion', () => {
    const s = recruitTurn(board(['tokugawa', 'oda', 'takeda', 'chosokabe']), 5, [[0, OWARI, { d: 1, b: 6 }], [0, mbIndex('satsuma'), { d: 1, b: 0 }], [1, MINO, { d: 3, b: 4 }]]);
    expect(normal(s)).not.toMatchObject({ type: 'ninja' });
  });

  it('with The Cycle of Rice and War (upkeep of 3 due in Winter from the same 5 Koku), Normal does not buy the diversion it cannot pay for', () => {
    const s = recruitTurn(board(['tokugawa', 'oda', 'takeda', 'chosokabe'], { rice: true }), 5, [[0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 3, b: 4 }]]);
    expect(normal(s)).not.toMatchObject({ type: 'ninja' });
  });

  it('with a full army in Owari that cannot quite take Mino (2 Daimyō + 1 Bushi), Normal sabotages Mino: −1 defence makes the attack good', () => {
    const s = recruitTurn(board(), 5, [[0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 2, b: 1 }]]);
    expect(normal(s)).toEqual({ type: 'ninja', mission: 'sabotage', target: MINO });
  });

  it('when the attack on Mino is good already (1 Daimyō + 2 Bushi there), Normal keeps its Koku', () => {
    const s = recruitTurn(board(), 5, [[0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 1, b: 2 }]]);
    expect(normal(s)).not.toMatchObject({ type: 'ninja' });
  });

  it('after sabotaging, the same Normal attacks Mino in the campaign', () => {
    let s = recruitTurn(board(), 5, [[0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 2, b: 1 }]]);
    s = R.apply(s, 0, normal(s)).state;
    for (const seat of [0, 1, 2, 3]) if (R.pending(s)[0]?.kind === 'recruit') s = R.apply(s, R.pending(s)[0]!.seat, { type: 'end-recruit' }).state;
    expect(R.pending(s)[0]).toEqual({ seat: 0, kind: 'move' });
    const m = normal(s) as { type: string; path: number[] };
    expect(m.type).toBe('march');
    expect(m.path[m.path.length - 1]).toBe(MINO);
  });
});

describe('Normal breaks a pact only when it pays', () => {
  /** 18 provinces of seat 0 far from the action (one Bushi each), plus its army in Owari; the ally holds Mino with one Bushi. */
  function pactPosition(provinces: number): GekokujoState {
    const s = board(['tokugawa', 'shimazu', 'takeda', 'chosokabe'], { political: true });
    const far: [number, number, Stack][] = [];
    for (let p = 0; far.length < provinces; p++) if (![OWARI, MINO, MIKAWA, ISE, mbIndex('omi'), mbIndex('hida'), mbIndex('shinano'), mbIndex('echizen')].includes(p)) far.push([0, p, { d: 0, b: 1 }]);
    campaignTurn(s, [...far, [0, OWARI, { d: 1, b: 6 }], [1, MINO, { d: 0, b: 1 }]]);
    s.pacts = [[0, 1]];
    return s;
  }

  it('with 19 provinces, a pact with Shimazu and Shimazu’s lone Bushi in Mino within reach, Normal betrays: Mino is its 20th province', () => {
    const s = pactPosition(18);
    expect(normal(s)).toEqual({ type: 'betray' });
    const after = R.apply(s, 0, { type: 'betray' }).state;
    const m = normal(after) as { type: string; path: number[] };
    expect(m.type).toBe('march');
    expect(m.path[m.path.length - 1]).toBe(MINO);
  });

  it('with 6 provinces and an ally far from winning, Normal keeps its word and does not march on the ally', () => {
    const s = pactPosition(5);
    const m = normal(s) as { type: string; path?: number[] };
    expect(m.type).not.toBe('betray');
    if (m.type === 'march') expect(m.path![m.path!.length - 1]).not.toBe(MINO);
  });
});

describe('a vassal chooses its path', () => {
  function vassalPosition(daimyoOfSeat2: number): GekokujoState {
    const s = board();
    recruitTurn(s, 4, [[0, OWARI, { d: 0, b: 5 }], [1, mbIndex('satsuma'), { d: 1, b: 2 }], [2, MINO, { d: 1, b: 0 }]]);
    if (daimyoOfSeat2 > 1) put(s, 2, mbIndex('kai'), { d: daimyoOfSeat2 - 1, b: 0 });
    s.players[0]!.liege = 1;
    s.step = 'vassal';
    s.vassalChoosing = [0];
    return s;
  }

  it('with 5 Bushi next to Takeda’s last Daimyō standing alone in Mino, the vassal goes on the Gekokujō assault', () => {
    expect(normal(vassalPosition(1))).toEqual({ type: 'vassal-path', path: 'assault', deposit: 0 });
  });

  it('when Takeda has a second Daimyō, killing the one in Mino frees nobody: the vassal pays 3 into the fund', () => {
    expect(normal(vassalPosition(2))).toEqual({ type: 'vassal-path', path: 'fund', deposit: 3 });
  });
});

describe('The Cycle of Rice and War: storing', () => {
  function sowPosition(koku: number, army: Stack): GekokujoState {
    const s = board(['tokugawa', 'shimazu', 'takeda', 'chosokabe'], { rice: true });
    recruitTurn(s, koku, [[0, OWARI, army]]);
    s.step = 'sow';
    s.sowOrder = [0, 1, 2, 3];
    return s;
  }

  it('with 30 Koku and no room to recruit (Owari full, its only province), Normal sows 10 and stores what would spoil: 30 − 10 − 3 upkeep − 3 reserve = 14', () => {
    expect(normal(sowPosition(30, { d: 1, b: 6 }))).toEqual({ type: 'sow', sow: [{ province: OWARI, amount: 10 }], store: 14 });
  });

  it('with room for 5 recruits, the same Normal stores only what those cannot use', () => {
    expect(normal(sowPosition(30, { d: 1, b: 1 }))).toEqual({ type: 'sow', sow: [{ province: OWARI, amount: 10 }], store: 20 - 5 - 1 - 3 });
  });
});

describe('battle choices', () => {
  it('with battles in Mikawa (Bushi only) and Mino (its Daimyō there), Normal fights Mino first, where the Ronin matter most', () => {
    const s = campaignTurn(board(), [[0, MIKAWA, { d: 0, b: 3 }], [1, MIKAWA, { d: 0, b: 1 }], [0, MINO, { d: 1, b: 3 }], [2, MINO, { d: 0, b: 2 }]]);
    s.step = 'battle-choice';
    s.battles = [MIKAWA, MINO];
    expect(normal(s)).toEqual({ type: 'battle', province: MINO });
  });

  it('with the covert Ninja in a battle against 4 and 1 Bushi, Normal’s assassin strikes the lone Bushi', () => {
    const s = campaignTurn(board(), [[0, MINO, { d: 1, b: 3 }], [1, MINO, { d: 0, b: 4 }], [2, MINO, { d: 0, b: 1 }]]);
    s.step = 'battle';
    s.ninja = { seat: 0, mission: 'assassinate', target: null, used: false };
    s.battle = { province: MINO, sides: [0, 1, 2], ronin: [0, 0, 0], step: 'assassin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(normal(s)).toEqual({ type: 'assassinate', target: 2 });
  });
});

describe('Easy makes mistakes a player can see, not random moves (issue 31)', () => {
  function easy(s: GekokujoState, seat = 0): GekokujoMove {
    const m = easyBot.decide(R, R.view(s, seat), seat, Rng.seeded('decisions'), 100) as GekokujoMove;
    expect(R.validate(s, seat, m).ok).toBe(true);
    return m;
  }

  it('attacking Mino (1 Bushi) from Owari (1 Daimyō + 5 Bushi), Normal leaves a Bushi to hold Owari; Easy marches out with everything and leaves Owari empty', () => {
    const s = campaignTurn(board(), [[0, OWARI, { d: 1, b: 5 }], [1, MINO, { d: 0, b: 1 }]]);
    expect(normal(s)).toMatchObject({ type: 'march', from: OWARI, path: [MINO], d: 1, b: 4 });
    expect(easy(s)).toMatchObject({ type: 'march', from: OWARI, path: [MINO], d: 1, b: 5 });
  });

  it('with 4 Koku (room for 5 in Owari), Normal recruits 3 and keeps one for Ronin; Easy spends all 4', () => {
    const s = recruitTurn(board(), 4, [[0, OWARI, { d: 1, b: 1 }], [1, mbIndex('satsuma'), { d: 1, b: 1 }]]);
    expect(normal(s)).toEqual({ type: 'recruit', province: OWARI, count: 3 });
    expect(easy(s)).toEqual({ type: 'recruit', province: OWARI, count: 4 });
  });

  it('the same position decided with different dice gives the same Easy move: its mistakes are reasoned, not drawn', () => {
    const s = campaignTurn(board(), [[0, OWARI, { d: 1, b: 5 }], [1, MINO, { d: 0, b: 1 }], [0, MIKAWA, { d: 0, b: 2 }]]);
    const moves = ['a', 'b', 'c', 'd'].map((seed) => easyBot.decide(R, R.view(s, 0), 0, Rng.seeded(seed), 100));
    for (const m of moves) expect(m).toEqual(moves[0]);
  });
});
