/**
 * The bots: legal moves all game long, decisions from the view only (two
 * states that differ in another seat's secrets give the same choice), the
 * combat calculator's odds and speed.
 */
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../ai/match';
import { randomBot } from '../../../ai/random';
import { Rng } from '../../../kernel/rng';
import { mbShogun as R } from '../index';
import { secretPairs } from '../secrets';
import { battleOdds, sampleOdds } from './calculator';
import { easyBot, hardBot, normalBot } from './index';
import { battleMove, battleView, heuristicAllocation, heuristicMove, NORMAL, tunedStyle, type Style } from './heuristic';
import { botFromSpec } from '../../bot-registry';
import { scene } from '../testing';
import { HARD_DEFAULTS, hardMove } from './hard';
import { HARD_STYLE, candidates as hardCandidates, playoutPolicy, seatView } from './hard-config';
import { mbHooks, moveKey } from './search-hooks';
import { searchMove } from '../../../ai/ismcts';
import { battleDecisionOf } from '../flow';
import type { Allocation, MbShogunState } from '../types';

describe('combat calculator', () => {
  it('gives the odds a player would expect', () => {
    // One bowman against one spearman, to the end: the bowman (≤ 6) strikes first each round, 0.5 / (1 − 0.5 × 2/3) = 0.75.
    const bow = battleOdds([1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0, 0, 0], false, 2000, -1);
    expect(Math.abs(bow.win - 0.75)).toBeLessThan(0.03);
    // A big army beats a lone spearman nearly always; a castle's 4 bonus spearmen make it much harder.
    const army = [0, 2, 0, 2, 1, 0, 0, 0] as const;
    const open = battleOdds([...army], [0, 0, 0, 1, 0, 0, 0, 0], false, 1000);
    const castle = battleOdds([...army], [0, 0, 0, 1, 0, 0, 4, 0], false, 1000);
    expect(open.win).toBeGreaterThan(0.9);
    expect(castle.win).toBeLessThan(open.win - 0.1);
    // The sea first strike costs the attacker.
    const sea = battleOdds([0, 1, 0, 3, 0, 0, 0, 0], [0, 0, 0, 3, 0, 0, 0, 0], true, 2000, -1);
    const land = battleOdds([0, 1, 0, 3, 0, 0, 0, 0], [0, 0, 0, 3, 0, 0, 0, 0], false, 2000, -1);
    expect(sea.win).toBeLessThan(land.win);
  });

  it('takes under 1 ms for a typical battle (120 samples, the bots’ setting), unremembered: the best of 5 batches, the machine being shared', () => {
    const batch = (): number => {
      const t0 = performance.now();
      for (let i = 0; i < 100; i++) sampleOdds([1, 2, 1, 1 + (i % 3), 1, 1, 0, 0], [0, 1, 1, 2, 0, 1, i % 2 ? 4 : 0, 0], i % 4 === 0, 120);
      return (performance.now() - t0) / 100;
    };
    const best = Math.min(...[1, 2, 3, 4, 5].map(batch));
    expect(best).toBeLessThan(1);
  });

  it('remembers a battle it was asked about: the same answer, sampled once', () => {
    const att = [1, 2, 1, 2, 1, 0, 0, 0] as const;
    const def = [0, 1, 1, 3, 0, 1, 4, 0] as const;
    const first = battleOdds([...att], [...def], true, 120);
    expect(first).toEqual(sampleOdds([...att], [...def], true, 120, undefined));
    expect(battleOdds([...att], [...def], true, 120)).toBe(first);
    // Another question is another answer.
    expect(battleOdds([...att], [...def], false, 120)).not.toBe(first);
  });
});

describe('bots decide from the view only', () => {
  it('Normal, Easy and Hard choose the same in two states that differ only in another seat’s secrets', () => {
    for (const pair of secretPairs()) {
      const a = pair.a as MbShogunState;
      const b = pair.b as MbShogunState;
      const seat = pair.seat;
      if (!R.pending(a).some((d) => d.seat === seat)) continue;
      for (const decide of [
        (s: MbShogunState) => heuristicMove(R.view(s, seat), seat, Rng.seeded('x'), NORMAL),
        (s: MbShogunState) => easyBot.decide(R, R.view(s, seat), seat, Rng.seeded('y'), 0),
        (s: MbShogunState) => hardMove(R.view(s, seat), seat, Rng.seeded('z'), 100, undefined, false),
        (s: MbShogunState) => hardMove(R.view(s, seat), seat, Rng.seeded('t'), 0, undefined, false, TREE),
        // Every decision kind Hard can search (the marches and Phase D too).
        (s: MbShogunState) => hardMove(R.view(s, seat), seat, Rng.seeded('k'), 0, undefined, false, { ...HARD_DEFAULTS, kinds: 'admf', playouts: 8 }),
      ]) {
        expect(JSON.stringify(decide(a))).toBe(JSON.stringify(decide(b)));
      }
    }
  });
});

/** Hard with plain ISMCTS knobs (a fresh world every iteration, UCB1 at the root) at a small fixed count (no deadline: the count alone decides). */
const TREE = { ...HARD_DEFAULTS, share: 1, root: 'ucb' as const, playouts: 12 };

describe('Hard on the one search (ISMCTS over MB hooks)', () => {
  it('the players inside its playouts decide from their own view: another seat’s secret allocation, ronin or levy does not change their move', () => {
    const policy = playoutPolicy(0, HARD_STYLE, seatView);
    let checked = 0;
    for (const pair of secretPairs()) {
      const a = pair.a as MbShogunState;
      const b = pair.b as MbShogunState;
      const seat = pair.seat;
      if (!R.pending(a).some((d) => d.seat === seat)) continue;
      const own = seatView(a, seat);
      // What the real view hides is hidden here too: another colour's allocation before the reveal, its hidden ronin.
      if (!a.revealed) a.colours.forEach((c, i) => c.seat !== seat && expect(own.alloc[i]).toBeNull());
      own.provinces.forEach((p) => p.owner >= 0 && a.colours[p.owner]!.seat !== seat && expect(p.forceHidden).toBe(0));
      expect(JSON.stringify(policy(a, seat, Rng.seeded('p')))).toBe(JSON.stringify(policy(b, seat, Rng.seeded('p'))));
      // And it is the move the same player makes from the real view.
      const real = heuristicMove(R.view(a, seat), seat, Rng.seeded('p'), { ...NORMAL, samples: 30 });
      expect(JSON.stringify(policy(a, seat, Rng.seeded('p')))).toBe(JSON.stringify(real));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('its players answer a battle’s questions (casualties, call-offs) from the battle alone exactly as from their whole view', () => {
    // The rollout players skip the seat view at these questions (hard-config.ts playoutPolicy): the same decision as
    // the pending list's, and the same answer as Normal's from the seat's view of the sampled state and from the real
    // view, in a game's last round too (a style that calls off differently then).
    const styles: Style[] = [{ ...NORMAL, samples: 30 }, { ...HARD_STYLE, samples: 30, knobs: { ...HARD_STYLE.knobs, lastWipeMax: 1 } }];
    const counts = { casualties: 0, continue: 0 };
    for (const [g, style] of styles.entries()) {
      // The second game's style plays its last round (the second) otherwise: no army call-off for fear of being wiped.
      const o = R.parseOptions({ players: 4, extended: false, roundLimit: 3 - g });
      if (!o.ok) throw new Error(o.error.message);
      let s = R.setup(o.value, `battle-view-${g}`);
      const rng = Rng.seeded(`battle-view-${g}`);
      while (R.pending(s).length > 0) {
        const pending = R.pending(s);
        for (let seat = 0; seat < 4; seat++) {
          const d = pending.find((x) => x.seat === seat);
          const narrow = battleDecisionOf(s, seat);
          if (!d || (d.kind !== 'casualties' && d.kind !== 'continue')) {
            expect(narrow).toBeNull();
            continue;
          }
          expect(narrow).toEqual(d);
          const answer = battleMove(battleView(s, narrow!), s.options, s.round, style);
          expect(answer).toEqual(heuristicMove(seatView(s, seat), seat, Rng.seeded('q'), style));
          expect(answer).toEqual(heuristicMove(R.view(s, seat), seat, Rng.seeded('q'), style));
          counts[d.kind]++;
        }
        const { seat } = pending[0]!;
        s = R.apply(s, seat, heuristicMove(R.view(s, seat), seat, rng.fork('m'), style)).state;
      }
      expect(s.result).not.toBeNull();
    }
    expect(counts.casualties).toBeGreaterThan(5);
    expect(counts.continue).toBeGreaterThan(20);
  }, 120_000);

  it('searches Hard’s candidates at the root, and decides the same for the same seed', () => {
    // A round-2+ allocation of a played game (seat 1, seat 0 having allocated in secret).
    const pair = secretPairs()[0]!;
    const s = pair.a as MbShogunState;
    const seat = pair.seat;
    const v = R.view(s, seat);
    expect(v.pending.find((d) => d.seat === seat)?.kind).toBe('allocate');
    const cands = hardCandidates(v, seat, Rng.seeded('c'), 'allocate', HARD_DEFAULTS);
    expect(cands.length).toBeGreaterThan(1);
    const result = searchMove(mbHooks(v, seat, TREE, cands), { seat, iterations: 16, rng: Rng.seeded('s') });
    const keys = new Set(cands.map(moveKey));
    for (const st of result.stats) expect(keys.has(st.key)).toBe(true);
    expect(result.stats.reduce((n, st) => n + st.visits, 0)).toBe(16);
    // Plain (a fresh world every iteration) and the default (a world per round of candidates, equal shares).
    for (const cfg of [TREE, { ...HARD_DEFAULTS, playouts: 12 }]) {
      const once = hardMove(v, seat, Rng.seeded('d'), 0, undefined, false, cfg);
      expect(R.validate(s, seat, once).ok).toBe(true);
      expect(JSON.stringify(hardMove(v, seat, Rng.seeded('d'), 0, undefined, false, cfg))).toBe(JSON.stringify(once));
    }
  }, 120_000);

  it('decides its searched marches from the view: where another colour’s hidden ronin stand does not change them', () => {
    // The secret pair of hidden ronin, played on in step (each move made in the first state, applied to both)
    // to a march of a seat other than the ronin's owner while the ronin still stand where the two states differ.
    const pair = secretPairs()[1]!;
    let a = pair.a as MbShogunState;
    let b = pair.b as MbShogunState;
    const config = { ...HARD_DEFAULTS, kinds: 'adm' as const, playouts: 8 };
    let marches = 0;
    for (let ply = 0; ply < 400 && marches < 2; ply++) {
      const d = R.pending(a)[0];
      if (!d || JSON.stringify(R.view(a, d.seat)) !== JSON.stringify(R.view(b, d.seat))) break;
      if (d.kind === 'move-armies' && d.seat !== 0) {
        // The secret still differs between the two states.
        expect(JSON.stringify(a.provinces)).not.toBe(JSON.stringify(b.provinces));
        const va = R.view(a, d.seat);
        expect(hardCandidates(va, d.seat, Rng.seeded('m'), 'move-armies', config)[0]).toEqual(heuristicMove(va, d.seat, Rng.seeded('m'), HARD_STYLE));
        expect(JSON.stringify(hardMove(va, d.seat, Rng.seeded('m'), 0, undefined, false, config))).toBe(JSON.stringify(hardMove(R.view(b, d.seat), d.seat, Rng.seeded('m'), 0, undefined, false, config)));
        marches++;
      }
      const m = heuristicMove(R.view(a, d.seat), d.seat, Rng.seeded(`p${ply}`), NORMAL);
      if (!R.validate(b, d.seat, m).ok) break;
      a = R.apply(a, d.seat, m).state;
      b = R.apply(b, d.seat, m).state;
    }
    expect(marches).toBeGreaterThan(0);
  }, 120_000);

  it('keys a move the same whatever the order of its fields', () => {
    expect(moveKey({ type: 'allocate', swords: 0, build: 2, levy: 3, ronin: 1, ninja: 0 })).toBe(moveKey({ ninja: 0, ronin: 1, levy: 3, build: 2, swords: 0, type: 'allocate' }));
    expect(moveKey({ type: 'allocate', swords: 0, build: 2, levy: 3, ronin: 1, ninja: 0 })).not.toBe(moveKey({ type: 'allocate', swords: 0, build: 2, levy: 2, ronin: 2, ninja: 0 }));
  });
});

/** A deep-frozen copy: writing to it throws (modules are strict). */
function frozen<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) frozen(v);
    Object.freeze(x);
  }
  return x;
}

describe('bots only read the view they are given', () => {
  it('Normal and Easy decide a whole game from frozen views (Hard’s playouts hand them the sampled state itself)', async () => {
    let decided = 0;
    const reader = (bot: typeof normalBot): typeof normalBot => ({
      ...bot,
      decide: (r, view, seat, rng, budget) => {
        decided++;
        return bot.decide(r, frozen(structuredClone(view)), seat, rng, budget);
      },
    });
    const m = await playMatch(R, { players: 4, roundLimit: 6 }, 'frozen-views', [reader(normalBot), reader(easyBot), reader(normalBot), reader(easyBot)], 0);
    expect(m.result.winners.length).toBeGreaterThan(0);
    expect(decided).toBeGreaterThan(200);
  }, 120_000);
});

describe('bots play legal games', () => {
  it('Normal and Easy against Random, 2 to 5 players, every move legal, every game ends', async () => {
    for (const players of [2, 3, 4, 5]) {
      const seats = [normalBot, easyBot, randomBot, normalBot, easyBot].slice(0, players);
      const m = await playMatch(R, { players, roundLimit: 5 }, `bots-${players}`, seats, 0);
      expect(m.result.winners.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('Hard plays a legal short game', async () => {
    const m = await playMatch(R, { players: 3, roundLimit: 2 }, 'bots-hard', [hardBot, normalBot, normalBot], 150);
    expect(m.result.winners.length).toBeGreaterThan(0);
  }, 120_000);

  it('Hard with plain ISMCTS knobs, its own declarations in the tree, plays a legal short game', async () => {
    const tree = hardBot.withParams!({ share: '1', root: 'ucb', depth: '8', playouts: '8' });
    const m = await playMatch(R, { players: 3, roundLimit: 2 }, 'bots-hard-tree', [tree, normalBot, normalBot], 150);
    expect(m.result.winners.length).toBeGreaterThan(0);
  }, 180_000);
});

describe('tuned variants for the arena', () => {
  it('a level takes its named numbers as parameters and refuses unknown ones', () => {
    expect(botFromSpec('mb-shogun', 'normal:attackAt=0.4:swordAt=99')?.level).toBe('normal');
    expect(botFromSpec('mb-shogun', 'hard:playouts=8:swordAt=99')?.level).toBe('hard');
    expect(() => botFromSpec('mb-shogun', 'normal:bogus=1')).toThrow(/unknown parameter 'bogus'.*swordAt/);
    expect(() => botFromSpec('mb-shogun', 'normal:attackAt=high')).toThrow(/must be a number/);
    expect(() => botFromSpec('mb-shogun', 'hard:playouts=-1')).toThrow(/≥ 0/);
  });

  it('a Normal that never bids for swords puts nothing into the Swords box, where Normal does', () => {
    const never = tunedStyle(NORMAL, { swordAt: '99' });
    let compared = 0;
    for (let round = 2; round <= 6 && compared < 3; round++) {
      const s = scene(4, round);
      s.colours.forEach((c) => (c.koku = 9));
      for (let c = 0; c < s.colours.length; c++) {
        const normal = heuristicAllocation(s, c, Rng.seeded(`a${c}`)) as Allocation;
        const tuned = heuristicAllocation(s, c, Rng.seeded(`a${c}`), never) as Allocation;
        expect(tuned.swords).toBe(0);
        if (normal.swords > 0) compared++;
        // All koku are still allocated.
        expect(tuned.swords + tuned.build + tuned.levy + tuned.ronin + tuned.ninja).toBe(9);
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
