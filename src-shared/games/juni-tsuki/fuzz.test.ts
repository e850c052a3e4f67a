/**
 * Fuzz: seeded games of random legal moves over 2–6 players, checking after
 * every move what a player could count on the table: no negative samurai or
 * koku, at most 5 Daimyō each, war cards conserved, koku changed only by
 * income, production, fate, upkeep and spending; a Daimyō stands among own
 * samurai or an ally's (§7); free actions (gifts, declarations) are made now
 * and then by seats not asked; every game ends.
 * FUZZ_GAMES sets the number of games (default 100; the full run is 1000).
 */
import { describe, expect, it } from 'vitest';
import { randomMover } from '../../ai/playout';
import { Rng } from '../../kernel/rng';
import { ELEMENT_COPIES, ELEMENTS, MAX_DAIMYO, RECRUIT_COST, RING_CARDS, RONIN_HIRE_COST, WAR_PAIR_PRICE } from './data/reconstruction';
import { hasSamuraiIn, holdsHostage } from './board';
import { juniTsuki as R } from './index';
import type { JuniEvent, JuniOptions, JuniState } from './types';

const GAMES = Number(process.env.FUZZ_GAMES ?? 100);
const RINGS = Object.values(RING_CARDS).reduce((a, b) => a + b, 0);

const totalKoku = (s: JuniState): number => s.castles.reduce((a, c) => a + (c.koku ?? 0), 0);

/** The koku change the events account for. */
function kokuDelta(events: readonly JuniEvent[]): number {
  let d = 0;
  for (const e of events) {
    if (e.type === 'income' && e.castle !== null) d += e.koku;
    else if (e.type === 'production' || e.type === 'fate') d += e.koku;
    else if (e.type === 'upkeep') d -= e.paid;
    else if (e.type === 'recruit') d -= e.amount * RECRUIT_COST;
    else if (e.type === 'card-bought') d -= WAR_PAIR_PRICE;
    else if (e.type === 'hire') d -= e.samurai * RONIN_HIRE_COST;
    else if (e.type === 'earth') d -= e.koku;
  }
  return d;
}

export function checkInvariants(s: JuniState, where: string): void {
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  for (const list of s.points) for (const g of list) if (!(g.n > 0)) fail(`a group of ${g.n} samurai`);
  for (const [pt, list] of s.points.entries()) if (new Set(list.map((g) => g.o)).size !== list.length) fail(`two groups of one owner on point ${pt}`);
  for (const c of s.castles) if ((c.koku ?? -1) < 0) fail(`castle koku ${c.koku}`);
  s.players.forEach((p, seat) => {
    const d = s.daimyo.filter((x) => x.owner === seat).length;
    if (d > MAX_DAIMYO) fail(`seat ${seat} has ${d} Daimyō`);
    if (p.out && (d > 0 || s.points.some((l) => l.some((g) => g.o === seat)))) fail(`seat ${seat} is out but has pieces`);
    if (!p.out && d === 0) fail(`seat ${seat} has no Daimyō but is in`);
  });
  const elements = s.hands.reduce((a, h) => a + h.elements.length, 0) + s.elementDeck.draw.length + s.elementDeck.discard.length;
  const rings = s.hands.reduce((a, h) => a + h.rings.length, 0) + s.ringDeck.draw.length + s.ringDeck.discard.length;
  if (elements !== ELEMENTS.length * ELEMENT_COPIES || rings !== RINGS) fail(`cards: ${elements} elements, ${rings} rings`);
  if (!s.over && s.interrupt && s.players[s.interrupt.seat]!.out) fail('an out player must decide');
  // §7: after every move with nothing asked a Daimyō stands among his own samurai, or an ally's (until declared dead).
  for (const d of s.over || s.interrupt ? [] : s.daimyo) {
    if (hasSamuraiIn(s, d.owner, d.province)) continue;
    if (!s.players.some((p, o) => !p.out && holdsHostage(s, o, d.owner) && hasSamuraiIn(s, o, d.province))) fail(`Daimyō ${d.id} of seat ${d.owner} is isolated but alive`);
  }
}

function playGame(options: JuniOptions, seed: string): { plies: number; months: number } {
  const parsed = R.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = R.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}:fuzz`);
  checkInvariants(s, `${seed} setup`);
  for (let ply = 0; ply < 50_000; ply++) {
    const pending = R.pending(s);
    if (pending.length === 0) {
      expect(R.result(s)).not.toBeNull();
      return { plies: ply, months: s.month };
    }
    // Now and then a seat's free action (a gift, an ally's declaration) instead of the pending decision.
    const seat = randomMover(R, s, pending, rng);
    const move = R.randomMove(R.view(s, seat), rng);
    const checked = R.validate(s, seat, move);
    if (!checked.ok) throw new Error(`${seed} ply ${ply}: random move rejected: ${checked.error.code} ${JSON.stringify(move)}`);
    const before = totalKoku(s);
    const applied = R.apply(s, seat, checked.value);
    s = applied.state;
    const after = totalKoku(s);
    if (after - before !== kokuDelta(applied.events)) throw new Error(`${seed} ply ${ply}: koku ${before} → ${after}, events account for ${kokuDelta(applied.events)}`);
    checkInvariants(s, `${seed} ply ${ply}`);
  }
  throw new Error(`${seed}: the game did not end`);
}

describe('fuzz', () => {
  it(`${GAMES} random games over 2–6 players keep the invariants and end`, () => {
    const t0 = performance.now();
    let plies = 0;
    for (let i = 0; i < GAMES; i++) {
      const players = 2 + (i % 5);
      const years = 1 + (i % 2);
      const options: JuniOptions = i % 7 === 3 ? { players, years, monthLimit: 5 } : { players, years };
      plies += playGame(options, `fuzz-${i}`).plies;
    }
    // eslint-disable-next-line no-console
    console.log(`fuzz: ${GAMES} games, ${plies} moves, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }, Math.max(120_000, GAMES * 2_000));
});
