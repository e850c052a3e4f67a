/** The bots of Jūni-tsuki: legal in every decision, blind to hidden information, and Normal beats Random. */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../ai/bot';
import { playMatch } from '../../../ai/match';
import { botFromSpec, getBot } from '../../bot-registry';
import { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import type { JuniState, JuniView } from '../types';
import { addDaimyo, allyBattle, blank, higoChance, castleOf, cp, giveCastle, march, play, prov, put } from '../testing';
import { evaluate } from './evaluate';
import { hardMove } from './hard';
import { EASY, NORMAL, heuristicMove } from './heuristic';

function recording(bot: Bot, seen: Set<string>): Bot {
  return {
    level: bot.level,
    description: bot.description,
    decide(ruleset, view, seat, rng, budget) {
      seen.add(R.pending(view as unknown as JuniState)[0]!.kind);
      return bot.decide(ruleset, view, seat, rng, budget);
    },
    freeAction: bot.freeAction && ((ruleset, view, seat, rng) => {
      const m = bot.freeAction!(ruleset, view, seat, rng);
      if (m) seen.add(`free:${(m as { type: string }).type}`);
      return m;
    }),
  };
}

const hardUncapped: Bot = {
  level: 'hard',
  description: 'test',
  decide: (_r, view, seat, rng, budget) => hardMove(view as JuniView, seat, rng, { budgetMs: budget, config: { cap: false, rate: 60, search: true } }),
};

/** A 4-player position in the act phase some months in, with seat `seat` to move. */
function position(seed: string): JuniState {
  const o = R.parseOptions({ players: 4, years: 1 });
  if (!o.ok) throw new Error();
  let s = R.setup(o.value, seed);
  const rng = Rng.seeded(seed);
  while (!(s.month >= 2 && s.turn.phase === 'act' && !s.interrupt)) {
    const d = R.pending(s)[0]!;
    s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng)).state;
  }
  return s;
}

describe('juni-tsuki bots', () => {
  for (const level of ['random', 'easy', 'normal']) {
    it(`${level} makes only legal moves over whole games`, async () => {
      const seen = new Set<string>();
      const bot = recording(getBot('juni-tsuki', level)!, seen);
      for (const [players, seed] of [[4, 'a'], [2, 'b'], [6, 'c']] as const) {
        const r = await playMatch(R, { players, years: 1, monthLimit: players === 6 ? 2 : 4 }, `legal-${level}-${seed}`, Array(players).fill(bot), 10);
        expect(r.result.scores).toHaveLength(players);
      }
      expect(seen).toContain('act');
    });
  }

  it('hard makes only legal moves, with and without the search (a short game, small budget)', async () => {
    // Hard with a small uncapped search, the default Hard, Easy and Normal.
    const bots = [hardUncapped, getBot('juni-tsuki', 'hard')!, getBot('juni-tsuki', 'easy')!, getBot('juni-tsuki', 'normal')!];
    const r = await playMatch(R, { players: 4, years: 1, monthLimit: 1 }, 'legal-hard', bots, 30);
    expect(r.result.scores).toHaveLength(4);
  });

  it('decides from the view alone: another seat’s war cards and castle koku do not change its move', () => {
    const a = position('blind');
    const seat = a.turn.seat;
    const other = (seat + 1) % 4;
    const b: JuniState = structuredClone(a);
    b.hands[other] = { elements: b.hands[other]!.elements.map(() => 'fire'), rings: b.hands[other]!.rings.map(() => 3) };
    for (const c of b.castles) if (c.owner === other) c.koku = (c.koku ?? 0) + 20;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    for (const decide of [
      (s: JuniState) => heuristicMove(R.view(s, seat), seat, Rng.seeded('same'), NORMAL),
      (s: JuniState) => heuristicMove(R.view(s, seat), seat, Rng.seeded('same'), EASY),
      (s: JuniState) => hardMove(R.view(s, seat), seat, Rng.seeded('same'), { budgetMs: 30, config: { cap: false, search: false } }),
      (s: JuniState) => hardMove(R.view(s, seat), seat, Rng.seeded('same'), { budgetMs: 30, config: { cap: false, search: true, margin: 1000 } }),
      (s: JuniState) => hardMove(R.view(s, seat), seat, Rng.seeded('same'), { budgetMs: 30, config: { cap: false, search: true, treeDepth: 3, rounds: false, share: 1, margin: 1000 } }),
      // The round horizon: the other seats' months are played in worlds drawn from the view, never the real hands.
      (s: JuniState) => hardMove(R.view(s, seat), seat, Rng.seeded('same'), { config: { playouts: 12, horizon: 'round', margin: 1000 } }),
      // The endgame (the month made the game's last): every seat's last months are played in worlds drawn from the view.
      (s: JuniState) => hardMove(R.view({ ...s, options: { ...s.options, monthLimit: s.month } }, seat), seat, Rng.seeded('same'), { config: { endgame: 1, endWork: 48 } }),
      // The same with a shared win scored as a win (endshare): the results read are the drawn worlds' too.
      (s: JuniState) => hardMove(R.view({ ...s, options: { ...s.options, monthLimit: s.month } }, seat), seat, Rng.seeded('same'), { config: { endgame: 1, endWork: 48, endshare: 'win' } }),
      // The fitted evaluation (fitted-eval.ts): its softmax over the seats reads their strengths from the world drawn.
      (s: JuniState) => hardMove(R.view(s, seat), seat, Rng.seeded('same'), { budgetMs: 30, config: { cap: false, eval: 'fit', margin: 1000 } }),
    ]) {
      expect(decide(b)).toEqual(decide(a));
    }
  });

  it('answers the new decisions from its view: names own extra defenders first, then an ally’s; the ally joins; a province move is let through only by an ally', () => {
    let t = allyBattle();
    const decide = (seat: number): ReturnType<typeof heuristicMove> => heuristicMove(R.view(t, seat), seat, Rng.seeded('answer'), NORMAL);
    expect(decide(1)).toEqual({ type: 'reinforce', point: cp('higo', 'bungo'), owner: 1 });
    t = play(t, 1, decide(1)).state;
    expect(decide(1)).toEqual({ type: 'reinforce', point: cp('higo', 'chikugo'), owner: 2 });
    t = play(t, 1, decide(1)).state;
    expect(R.pending(t)).toEqual([{ seat: 2, kind: 'join' }]);
    expect(decide(2)).toEqual({ type: 'join', yes: true });
    t = play(t, 2, decide(2)).state;
    expect(decide(1)).toMatchObject({ type: 'defend' });
    t = play(t, 1, decide(1)).state;
    expect(decide(0)).toEqual({ type: 'reinforce', point: cp('higo', 'hyuga'), owner: 0 });
    // Permits: seat 1 lets nobody through but a player it holds a hostage of.
    const p = blank(2);
    addDaimyo(p, 0, 'satsuma');
    addDaimyo(p, 1, 'higo');
    put(p, march('satsuma'), 0, 5);
    put(p, march('bungo'), 0, 5);
    put(p, march('higo'), 0, 2);
    put(p, march('higo'), 1, 5);
    put(p, cp('higo', 'bungo'), 1, 1);
    const asked = play(p, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo'), prov('bungo')] }).state;
    expect(R.pending(asked)).toEqual([{ seat: 1, kind: 'permit' }]);
    expect(heuristicMove(R.view(asked, 1), 1, Rng.seeded('x'), NORMAL)).toEqual({ type: 'consent', yes: false });
    giveCastle(asked, 'higo', 1);
    asked.family.push({ id: 0, owner: 0, castle: castleOf('higo') });
    expect(heuristicMove(R.view(asked, 1), 1, Rng.seeded('x'), NORMAL)).toEqual({ type: 'consent', yes: true });
  });

  it('free actions (§7): Normal and Hard declare dead an ally’s Daimyō standing among their samurai, never a mutual ally’s; defending, Normal plays Fire on an attacking Daimyō (§8)', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    const guest = addDaimyo(s, 0, 'higo'); // among seat 1's samurai, none of his own
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    put(s, march('higo'), 1, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    giveCastle(s, 'higo', 1);
    giveCastle(s, 'satsuma', 0);
    s.family.push({ id: 0, owner: 0, castle: castleOf('higo') }, { id: 1, owner: 1, castle: castleOf('mutsu') });
    giveCastle(s, 'mutsu', 1);
    expect(R.freeActions!(s)).toContainEqual({ seat: 1, kind: 'declare-dead' });
    for (const level of ['normal', 'hard', 'easy']) {
      const bot = getBot('juni-tsuki', level)!;
      expect(bot.freeAction!(R, R.view(s, 1), 1, Rng.seeded('x'))).toEqual({ type: 'declare-dead', daimyo: guest });
      expect(bot.freeAction!(R, R.view(s, 2), 2, Rng.seeded('x'))).toBeNull();
    }
    // Mutual allies (seat 0 holds seat 1's family member too): trust is kept.
    const mutual = structuredClone(s);
    mutual.family[1]!.castle = castleOf('satsuma');
    expect(getBot('juni-tsuki', 'normal')!.freeAction!(R, R.view(mutual, 1), 1, Rng.seeded('x'))).toBeNull();
    // Attacked out of turn with Fire in hand: Fire on the attacking Daimyō.
    const a = blank(2);
    addDaimyo(a, 0, 'satsuma');
    put(a, march('satsuma'), 0, 10);
    addDaimyo(a, 1, 'higo');
    put(a, cp('satsuma', 'higo'), 1, 5); // counts for Higo: the Daimyō there is not isolated
    a.hands[1] = { elements: ['fire'], rings: [2] };
    const attacked = play(a, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 }).state;
    expect(heuristicMove(R.view(attacked, 1), 1, Rng.seeded('x'), NORMAL)).toEqual({ type: 'fire', rings: 2, daimyo: 0 });
  });

  it('Easy’s mistakes are ones a player sees: it lets a stranger’s Daimyō pass, plays no Fire on an attacking Daimyō, and makes no random moves', () => {
    // The permit of the test above: Normal refuses a player it holds no hostage of, Easy lets him through.
    const p = blank(2);
    addDaimyo(p, 0, 'satsuma');
    addDaimyo(p, 1, 'higo');
    put(p, march('satsuma'), 0, 5);
    put(p, march('bungo'), 0, 5);
    put(p, march('higo'), 0, 2);
    put(p, march('higo'), 1, 5);
    put(p, cp('higo', 'bungo'), 1, 1);
    const asked = play(p, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo'), prov('bungo')] }).state;
    expect(heuristicMove(R.view(asked, 1), 1, Rng.seeded('x'), NORMAL)).toEqual({ type: 'consent', yes: false });
    expect(heuristicMove(R.view(asked, 1), 1, Rng.seeded('x'), EASY)).toEqual({ type: 'consent', yes: true });
    // Attacked with Fire in hand: Normal burns the attacking Daimyō, Easy just defends.
    const a = blank(2);
    addDaimyo(a, 0, 'satsuma');
    put(a, march('satsuma'), 0, 10);
    addDaimyo(a, 1, 'higo');
    put(a, cp('satsuma', 'higo'), 1, 5);
    a.hands[1] = { elements: ['fire'], rings: [2] };
    const attacked = play(a, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 }).state;
    expect(heuristicMove(R.view(attacked, 1), 1, Rng.seeded('x'), NORMAL)).toMatchObject({ type: 'fire' });
    expect(heuristicMove(R.view(attacked, 1), 1, Rng.seeded('x'), EASY)).toEqual({ type: 'defend', nothing: null });
    // No random moves; it does not count samurai about to turn ronin, nor who is about to win, nor castles beyond its reach.
    expect(EASY).toMatchObject({ blunder: 0, careless: true, weights: { ronin: 0, leader: 0, rival: 0, pull: 0 } });
  });

  it('normal wins most games against three random players', async () => {
    const normal = getBot('juni-tsuki', 'normal')!;
    const random = getBot('juni-tsuki', 'random')!;
    let wins = 0;
    const games = 8;
    for (let g = 0; g < games; g++) {
      const bots = [random, random, random, random];
      bots[g % 4] = normal;
      const r = await playMatch(R, { players: 4, years: 1, monthLimit: 6 }, `nr-${g}`, bots, 10);
      if (r.result.winners.includes(g % 4)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
  });

  it('hard:playouts=N fixes the work: the whole search runs and the choice is the same whatever the budget', () => {
    expect(() => botFromSpec('juni-tsuki', 'hard:playouts=-1')).toThrow(/whole number/);
    expect(() => botFromSpec('juni-tsuki', 'hard:playouts=2.5')).toThrow(/whole number/);
    // margin=1000: search even when the heuristic has a clear favourite, so that this position is searched.
    const bot = botFromSpec('juni-tsuki', 'hard:search=on:playouts=30:margin=1000')!;
    const budgeted = botFromSpec('juni-tsuki', 'hard:search=on:margin=1000')!;
    const a = position('fixed-work');
    const seat = a.turn.seat;
    const run = (budget: number, b: Bot = bot): { move: unknown; progress: number } => {
      let progress = 0;
      const move = b.decide(R, R.view(a, seat), seat, Rng.seeded('same'), budget, { onProgress: (f) => (progress = f) });
      return { move, progress };
    };
    const short = run(1);
    const long = run(60_000);
    // A budgeted search stops at 1 ms after its first world; a fixed one plays every world.
    expect(run(1, budgeted).progress).toBeLessThan(1);
    expect(short.progress).toBe(1);
    expect(short.move).toEqual(long.move);
  });
});

describe('juni-tsuki evaluation (what Normal and Hard score)', () => {
  /** Seat 0 with its Daimyō in Satsuma, ten samurai at home, and `n` more at `point`. */
  function scene(point: number, n: number): ReturnType<typeof blank> {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    addDaimyo(s, 1, 'mutsu');
    put(s, march('satsuma'), 0, 10);
    put(s, march('mutsu'), 1, 10);
    if (n > 0) put(s, point, 0, n);
    return s;
  }

  it('samurai away from every own Daimyō count less than at home (they turn ronin next month)', () => {
    const home = evaluate(scene(march('satsuma'), 10), 0, undefined, true);
    const far = evaluate(scene(march('bungo'), 10), 0, undefined, true);
    expect(home).toBeGreaterThan(far);
  });

  it('in its own month, one stranded group next to a Daimyō is forgiven (the Daimyō can still follow); as the month ends it is not', () => {
    const next = scene(march('higo'), 10);
    const far = scene(march('bungo'), 10);
    // Seat 0's month with its province move unused: Higo borders Satsuma, Bungo does not.
    expect(evaluate(next, 0)).toBeGreaterThan(evaluate(far, 0));
    expect(evaluate(next, 0) - evaluate(next, 0, undefined, true)).toBeGreaterThan(0);
    next.turn.provinceMoved = true;
    expect(evaluate(next, 0)).toBeCloseTo(evaluate(next, 0, undefined, true), 9);
  });

  it('a stronger rival lowers the value; a player out of the game is worth the floor', () => {
    const base = scene(march('satsuma'), 0);
    const richer = structuredClone(base);
    put(richer, march('mutsu'), 1, 20);
    expect(evaluate(richer, 0)).toBeLessThan(evaluate(base, 0));
    const out = structuredClone(base);
    out.players[0]!.out = true;
    expect(evaluate(out, 0)).toBeLessThan(evaluate(base, 0) - 400);
  });
});

describe('juni-tsuki Hard: positions', () => {
  /** Seat 0 plays its month with `decide`; the castles it holds at the month's end. */
  function monthOf(decide: (v: JuniView, k: number) => ReturnType<typeof hardMove>): number[] {
    let s = higoChance();
    for (let k = 0; k < 12 && s.turn.seat === 0 && !s.interrupt; k++) {
      const m = decide(R.view(s, 0), k);
      if (m.type === 'end-turn') break;
      s = R.apply(s, 0, m).state;
    }
    return s.castles.flatMap((c, i) => (c.owner === 0 ? [i] : []));
  }

  it('takes a neutral castle that needs a march, the Daimyō’s province move and a march again (the old Hard did not)', () => {
    // Hard at the default budget's count (without the time cap), a deeper tree, and the plan alone.
    const hard = monthOf((v, k) => hardMove(v, 0, Rng.seeded(`higo${k}`), { config: { playouts: 120 } }));
    expect(hard).toContain(castleOf('higo'));
    const tree = monthOf((v, k) => hardMove(v, 0, Rng.seeded(`higo${k}`), { config: { playouts: 60, treeDepth: 6, rounds: false, share: 1 } }));
    expect(tree).toContain(castleOf('higo'));
    const plan = monthOf((v, k) => hardMove(v, 0, Rng.seeded(`higo${k}`), { config: { search: false } }));
    expect(plan).toContain(castleOf('higo'));
    // Normal in the same month takes nothing: the chain is beyond its one move.
    const normal = monthOf((v, k) => heuristicMove(v, 0, Rng.seeded(`higo${k}`), NORMAL));
    expect(normal).not.toContain(castleOf('higo'));
  });
});

