/**
 * Hard's search on hand-made positions where the right choice is clear and
 * Normal's heuristic misses it: the Mandate (Yamashiro, Settsu, Sagami) is one
 * battle away. Fixed playouts (no deadline), so the tests are deterministic.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { mbIndex } from '../../../maps/mb-board';
import { snapshotControl } from '../board';
import { gekokujo as R } from '../index';
import { clearBoard, firstRecruitState, put } from '../testing';
import type { GekokujoMove, GekokujoState, GekokujoView, Stack } from '../types';
import { searchMove } from '../../../ai/ismcts';
import { candidatesFor, evaluateFor, HARD_DEFAULTS } from './hard';
import { gekokujoHooks, treeCandidates } from './search-hooks';
import { hardBot, normalBot } from './index';

const YAMASHIRO = mbIndex('yamashiro');
const SETTSU = mbIndex('settsu');
const SAGAMI = mbIndex('sagami');
const IZU = mbIndex('izu');
const HARIMA = mbIndex('harima');
const MUTSU = mbIndex('mutsu');
const SATSUMA = mbIndex('satsuma');

/**
 * Seat 0 (Tokugawa) holds Yamashiro and Settsu; seat 1 (Shimazu) holds Sagami with `sagami`;
 * seat 0's army in Izu next door; seats 2 and 3 far away. Nobody has Koku for Ronin.
 */
function mandatePosition(izu: Stack, sagami: Stack, koku = 0): GekokujoState {
  const s = firstRecruitState(4, 'hard-positions', ['tokugawa', 'shimazu', 'takeda', 'chosokabe']);
  clearBoard(s);
  // A mid-game position: past the opening rounds, in which Normal spares rivals' Daimyō (leader.ts).
  s.round = 3;
  s.order = [0, 1, 2, 3];
  for (const p of s.players) p.koku = 0;
  s.players[0]!.koku = koku;
  put(s, 0, YAMASHIRO, { d: 0, b: 3 });
  put(s, 0, SETTSU, { d: 0, b: 3 });
  put(s, 0, IZU, izu);
  put(s, 0, HARIMA, { d: 1, b: 1 });
  put(s, 1, SAGAMI, sagami);
  put(s, 2, MUTSU, { d: 1, b: 2 });
  put(s, 3, SATSUMA, { d: 1, b: 2 });
  s.heldAtPhase1 = snapshotControl(s);
  s.heldAtRound = snapshotControl(s);
  s.step = 'recruit';
  s.turn = 0;
  return s;
}

function campaign(s: GekokujoState): GekokujoState {
  s.step = 'move';
  s.phase = 2;
  return s;
}

const hard = hardBot.withParams!({ playouts: '30' });
const tree = hardBot.withParams!({ playouts: '30', search: 'tree' });
function decide(bot: typeof hard, s: GekokujoState): GekokujoMove {
  const m = bot.decide(R, R.view(s, 0), 0, Rng.seeded('hard-positions'), 1500) as GekokujoMove;
  expect(R.validate(s, 0, m).ok).toBe(true);
  return m;
}
const marchesOn = (m: GekokujoMove, q: number): boolean => m.type === 'march' && m.path[m.path.length - 1] === q;

describe('Hard searches what Normal leaves to its odds test', () => {
  it('with Izu (1 Daimyō + 5 Bushi) next to Sagami held by 2 Daimyō, Hard attacks for the Mandate; Normal (odds below 1.2) does not', () => {
    const s = campaign(mandatePosition({ d: 1, b: 5 }, { d: 2, b: 0 }));
    const view = R.view(s, 0) as GekokujoView;
    expect(candidatesFor(view, 0, 'move', HARD_DEFAULTS).some((m) => marchesOn(m, SAGAMI))).toBe(true);
    expect(marchesOn(decide(normalBot as typeof hard, s), SAGAMI)).toBe(false);
    expect(marchesOn(decide(hard, s), SAGAMI)).toBe(true);
    expect(marchesOn(decide(tree, s), SAGAMI)).toBe(true);
  });

  it('with 5 Koku, Hard recruits in Izu, which then can take Sagami for the Mandate; Normal recruits in Harima (its front score)', () => {
    const s = mandatePosition({ d: 1, b: 2 }, { d: 1, b: 1 }, 5);
    const n = decide(normalBot as typeof hard, s);
    expect(n).toMatchObject({ type: 'recruit', province: HARIMA });
    expect(decide(hard, s)).toMatchObject({ type: 'recruit', province: IZU });
    expect(decide(tree, s)).toMatchObject({ type: 'recruit', province: IZU });
  });

  it('after a castle purchase Normal would make, the plain recruit is a candidate too', () => {
    const s = mandatePosition({ d: 1, b: 6 }, { d: 1, b: 3 }, 8);
    put(s, 1, mbIndex('suruga'), { d: 1, b: 3 });
    s.heldAtPhase1 = snapshotControl(s);
    const view = R.view(s, 0) as GekokujoView;
    const own = normalBot.decide(R, view, 0, Rng.seeded('x'), 100) as GekokujoMove;
    expect(own).toEqual({ type: 'castle', province: IZU });
    const cands = candidatesFor(view, 0, 'recruit', HARD_DEFAULTS);
    expect(cands[0]).toEqual(own);
    expect(cands.some((m) => m.type === 'recruit')).toBe(true);
  });

  it('scores a vassal below the same position free, and Mandate provinces above others', () => {
    const s = mandatePosition({ d: 1, b: 2 }, { d: 1, b: 1 });
    const free = evaluateFor(s, 0);
    s.players[0]!.liege = 2;
    expect(evaluateFor(s, 0)).toBeLessThan(free);
    s.players[0]!.liege = null;
    // Yamashiro's garrison moved to Bizen instead: one province fewer of the Mandate, the same count.
    put(s, 0, YAMASHIRO, { d: 0, b: 0 });
    put(s, 0, mbIndex('bizen'), { d: 0, b: 3 });
    expect(evaluateFor(s, 0)).toBeLessThan(free);
  });
});

describe('the search hooks (search-hooks.ts): Hard as a configuration of the one search', () => {
  const cfg = { ...HARD_DEFAULTS, search: 'tree' as const, playouts: 40 };
  const attack = (): GekokujoState => campaign(mandatePosition({ d: 1, b: 5 }, { d: 2, b: 0 }));

  it('offers Normal’s own answer first, every candidate legal, and one move (no node) where nothing is searched', () => {
    const s = attack();
    const v = R.view(s, 0) as GekokujoView;
    const cands = treeCandidates(v, 0, Rng.seeded('c'), cfg);
    expect(cands[0]).toEqual(normalBot.decide(R, v, 0, Rng.seeded('c'), 100));
    expect(cands.length).toBeGreaterThan(2);
    for (const m of cands) expect(R.validate(s, 0, m).ok).toBe(true);
    expect(cands.some((m) => marchesOn(m, SAGAMI))).toBe(true);
    // Recruiting with no Koku: Normal's end of recruiting alone.
    const r = mandatePosition({ d: 1, b: 2 }, { d: 1, b: 1 });
    expect(treeCandidates(R.view(r, 0) as GekokujoView, 0, Rng.seeded('c'), cfg)).toEqual([{ type: 'end-recruit' }]);
  });

  it('the attack that wins the Mandate gets the most visits and the best mean of the root moves', () => {
    const s = attack();
    const v = R.view(s, 0) as GekokujoView;
    const result = searchMove(gekokujoHooks(v, 0, cfg), { seat: 0, iterations: 60, rng: Rng.seeded('win'), firstBias: cfg.bias });
    expect(marchesOn(result.move, SAGAMI)).toBe(true);
    const win = result.stats.find((x) => marchesOn(x.move, SAGAMI))!;
    for (const x of result.stats) expect(win.mean).toBeGreaterThanOrEqual(x.mean);
    expect(result.iterations).toBe(60);
  });

  it('is deterministic for the same seed (the same root statistics), whatever the budget', () => {
    const s = attack();
    const v = R.view(s, 0) as GekokujoView;
    const run = (): unknown => searchMove(gekokujoHooks(v, 0, cfg), { seat: 0, iterations: 30, rng: Rng.seeded('same') }).stats;
    expect(run()).toEqual(run());
    const bot = hardBot.withParams!({ playouts: '20', search: 'tree' });
    expect(bot.decide(R, v, 0, Rng.seeded('b'), 100)).toEqual(bot.decide(R, v, 0, Rng.seeded('b'), 5000));
  });

  it('decides from the view only: two states that differ only in other seats’ Koku and stored Koku give the same move', () => {
    const a = attack();
    const b: GekokujoState = JSON.parse(JSON.stringify(a));
    b.players[1]!.koku = 9;
    b.players[2]!.koku = 4;
    b.stored[1] = 3;
    expect(a).not.toEqual(b);
    expect(R.view(b, 1)).not.toEqual(R.view(a, 1)); // seat 1 sees its own Koku: the states do differ in a secret
    for (const search of ['tree', 'flat']) {
      const bot = hardBot.withParams!({ playouts: '30', search });
      expect(bot.decide(R, R.view(a, 0), 0, Rng.seeded('v'), 1500)).toEqual(bot.decide(R, R.view(b, 0), 0, Rng.seeded('v'), 1500));
    }
  });

  it('the default Hard is the tree; the flat Monte Carlo it replaced stays reachable (hard:search=flat) and legal', () => {
    expect(HARD_DEFAULTS.search).toBe('tree');
    const s = attack();
    const m = decide(hardBot.withParams!({ playouts: '30', search: 'flat' }), s);
    expect(marchesOn(m, SAGAMI)).toBe(true);
  });
});
