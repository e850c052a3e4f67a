/**
 * The Normal (and, with noise, Easy) bot: a one-move lookahead on the engine.
 * Each listed move is tried on a state sampled from the view (sim.ts) and the
 * resulting position scored (evaluate.ts); battles and war cards are played
 * out a few times with the answers this bot would give, so their value is an
 * expectation over the dice (the battle odds of §5). The best move that
 * improves the position is made; otherwise the month ends.
 *
 * Out-of-turn decisions:
 * - consent to pass (samurai, or a province move through a checkpoint or an
 *   allied province): only for players this seat holds a hostage of (trust);
 * - hostage offers: always accepted (holding a hostage only helps, §6);
 * - defending: name every group that may join, own first, then play Nothing
 *   when the factors are against us;
 * - joining an ally's battle: yes, unless we hold a hostage of the other side too;
 * - pressing an attack: name every attacker that may join (once the defender
 *   named more), then on when the factors favour us, Nothing answered with
 *   more rings if we have them;
 * - defending, it also plays Fire on an attacking Daimyō or Earth on an attacking group (§8);
 * - war cards are never given (they only help others);
 * - free action: declares an ally's Daimyō dead among its samurai when that gains (never a mutual ally's).
 * - answering a war card: with the fewest rings that still win.
 * Alliances: it offers a family member back to a player who gave it one
 * (making the alliance mutual), unless that player leads.
 * A player close to victory (leader.ts): his strength counts against the bot in
 * evaluate, and he gets no consent, no accepted hostage and no joined battle;
 * the bot joins battles against him.
 */
import type { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import { battleFactors, reinforcements, sideCount } from '../battle';
import { castlesOf, holdsHostage, mutualAllies } from '../board';
import { attackingDaimyo, checkMove, declarable } from '../validate';
import { listMoves } from '../legal';
import type { Battle, JuniMove, JuniState, JuniView } from '../types';
import type { Table } from '../flow';
import { evaluate, WEIGHTS, type Weights } from './evaluate';
import { threatOf } from './leader';
import { determinize } from '../determinize';

export interface Style {
  /** Noise on every value (share of the value's scale). */
  noise: number;
  /** Chance of a random legal move in the own month. */
  blunder: number;
  /** Samples of a battle or war card's outcome. */
  samples: number;
  /** Moves looked at, a random subset when there are more (0 = all). */
  maxMoves?: number;
  weights: Weights;
  /** Easy's mistakes (below): a battle valued by its unluckiest sample (timid), careless answers. */
  careless?: boolean;
}

export const NORMAL: Style = { noise: 0, blunder: 0, samples: 4, weights: WEIGHTS };
/**
 * Easy: Normal's play with mistakes a player can see, no random moves (issue 31):
 * - it does not see that samurai left where no Daimyō can follow turn ronin (`ronin` 0): its groups march off and
 *   are lost at the next month;
 * - it values a battle or war card by its unluckiest roll (`careless`): timid, it seldom attacks even on good odds
 *   (valued by the luckiest roll instead, Normal won 7 of 24 games against three such Easy: aggression paid);
 * - it does not head for castles and resource points it does not hold (`pull` 0): it takes what lies next to it
 *   and otherwise stays home (without this, Normal won 14 of 48 games against three timid Easy);
 * - it never notices who is about to win (`leader` 0, `rival` 0), and answers carelessly (`careless`): it lets
 *   anyone pass, accepts any hostage, never plays Fire or Earth against an attacker and always presses on.
 * Normal against three Easy: docs/games/juni-tsuki.md, "Easy".
 */
export const EASY: Style = { noise: 2, blunder: 0, samples: 3, careless: true, weights: { ...WEIGHTS, ronin: 0, leader: 0, rival: 0, pull: 0 } };

/** The factors a battle would have now, for the side asking. */
function battleEdge(t: Table, b: Battle, side: 'attacker' | 'defender'): number {
  const f = battleFactors(sideCount(t as JuniState, b.attackers), sideCount(t as JuniState, b.defenders));
  if (f.side === null) return 0;
  return f.side === side ? f.bonus : -f.bonus;
}

function bestPair(t: Table, seat: number, element: string, atLeast: number): number | null {
  const h = t.hands[seat]!;
  if (!h.elements.includes(element as never)) return null;
  const rings = h.rings.filter((r) => r >= atLeast).sort((a, b) => a - b);
  return rings[0] ?? null;
}

/** The next group to name for a side (own groups first), or null when none is left. */
function nextReinforcement(t: Table, b: Battle, side: 'attacker' | 'defender', seat: number): JuniMove | null {
  const groups = reinforcements(t, b, side);
  const g = groups.find((x) => x.owner === seat) ?? groups[0];
  return g ? { type: 'reinforce', point: g.point, owner: g.owner } : null;
}

/**
 * §8: the attacked player's war cards — Fire on an attacking Daimyō (a Daimyō killed is always worth it, and it turns the
 * Daimyō factor), else Earth on the largest attacking group's point when none of our samurai stand there; most rings
 * first (the attacker answers with as many). Null when it holds neither.
 */
function defenderCard(t: Table, seat: number, b: Battle): JuniMove | null {
  const h = t.hands[seat]!;
  if (h.rings.length === 0) return null;
  const rings = Math.max(...h.rings);
  const daimyo = attackingDaimyo(t, b)[0];
  if (h.elements.includes('fire') && daimyo !== undefined) return { type: 'fire', rings, daimyo };
  if (h.elements.includes('earth')) {
    const size = (p: number): number => t.points[p]!.reduce((a, g) => a + (g.o === b.attacker ? g.n : 0), 0);
    const target = b.attackers.map((g) => g.point).filter((p) => !t.points[p]!.some((g) => g.o === seat)).sort((x, y) => size(y) - size(x))[0];
    if (target !== undefined && size(target) > 0 && !checkMove(t, seat, { type: 'earth', rings, point: target })) return { type: 'earth', rings, point: target };
  }
  return null;
}

/**
 * The free action (§7, offered at any time by the host): declare dead a Daimyō standing among our samurai, when the
 * position gains by it — never a partner's of a mutual alliance (both hold a hostage: trust kept). Gifts: never.
 */
export function freeMove(v: JuniView, seat: number, rng: Rng, style: Style = NORMAL): JuniMove | null {
  const ids = declarable(v, seat).filter((id) => !mutualAllies(v, seat, v.daimyo.find((d) => d.id === id)!.owner));
  if (ids.length === 0) return null;
  const base = determinize(v, rng);
  const now = evaluate(base, seat, style.weights);
  let best: { move: JuniMove; value: number } | null = null;
  for (const daimyo of ids) {
    const move: JuniMove = { type: 'declare-dead', daimyo };
    const value = evaluate(R.apply(base, seat, move).state, seat, style.weights);
    if (!best || value > best.value) best = { move, value };
  }
  return best && beatsStaying(best.value, now) ? best.move : null;
}

/** The answers to out-of-turn decisions (and the replies used inside the lookahead). */
export function answerMove(t: Table, seat: number): JuniMove {
  const it = t.interrupt!;
  switch (it.kind) {
    // A player close to victory (leader.ts) gets no passage, no alliance and no help in battle.
    case 'consent':
    case 'permit':
      return { type: 'consent', yes: holdsHostage(t, seat, it.mover) && threatOf(t, seat) !== it.mover };
    case 'hostage':
      return { type: 'hostage', accept: threatOf(t, seat) !== it.from };
    case 'join': {
      const enemy = it.side === 'defender' ? it.battle.attacker : it.battle.defender;
      const friend = it.side === 'defender' ? it.battle.defender : it.battle.attacker;
      const threat = threatOf(t, seat);
      if (threat !== null && (threat === friend || threat === enemy)) return { type: 'join', yes: threat === enemy };
      return { type: 'join', yes: !holdsHostage(t, seat, enemy) };
    }
    case 'defend': {
      const extra = nextReinforcement(t, it.battle, 'defender', seat);
      if (extra) return extra;
      const card = defenderCard(t, seat, it.battle);
      if (card) return card;
      const edge = battleEdge(t, it.battle, 'defender');
      const nothing = edge < 2 ? bestPair(t, seat, 'nothing', 1) : null;
      return { type: 'defend', nothing: nothing === null ? null : Math.max(...t.hands[seat]!.rings) };
    }
    case 'press': {
      const b = it.battle;
      const extra = b.reinforced ? nextReinforcement(t, b, 'attacker', seat) : null;
      if (extra) return extra;
      if (b.defNothing !== null) {
        const r = bestPair(t, seat, 'nothing', b.defNothing + 1);
        return r === null ? { type: 'press', go: false, nothing: null } : { type: 'press', go: true, nothing: r };
      }
      return { type: 'press', go: battleEdge(t, b, 'attacker') >= -1, nothing: null };
    }
    case 'answer': {
      const need = it.play.rings;
      for (const e of [it.play.element, 'nothing'] as const) {
        if (it.play.element === 'wind') break;
        const r = bestPair(t, seat, e, need);
        if (r !== null) return { type: 'answer', element: e, rings: r };
      }
      return { type: 'answer', element: null, rings: 0 };
    }
  }
}

/** Plays the state on until the mover decides again (answers by answerMove, which every seat uses here). */
export function settle(s: JuniState): JuniState {
  // A battle may take a dozen answers: extra groups named one at a time, allies asked, then the fight.
  for (let k = 0; k < 40 && !s.over && s.interrupt; k++) {
    const who = s.interrupt.seat;
    const m = answerMove(s, who);
    if (R.validate(s, who, m).ok) s = R.apply(s, who, m).state;
    else break;
  }
  return s;
}

export const RANDOMISED = new Set(['attack', 'fire', 'water', 'earth', 'buy-card']);

export function valueOf(base: JuniState, seat: number, m: JuniMove, style: Style, rng: Rng): number {
  const n = RANDOMISED.has(m.type) ? style.samples : 1;
  let sum = 0;
  let unluckiest = Infinity;
  for (let k = 0; k < n; k++) {
    const start = k === 0 ? base : { ...base, rng: rng.fork(`s${k}`).state() };
    const after = settle(R.apply(start, seat, m).state);
    const value = evaluate(after, seat, style.weights);
    sum += value;
    if (value < unluckiest) unluckiest = value;
  }
  // Easy fears the worst roll (an attack on good odds looks as bad as its unluckiest outcome).
  return style.careless ? unluckiest : sum / n;
}

/** Easy's answers (`careless`): anyone may pass, any hostage is welcome, no war card in defence, always on. */
export function carelessAnswer(t: Table, seat: number): JuniMove {
  const it = t.interrupt!;
  switch (it.kind) {
    case 'consent':
    case 'permit':
      return { type: 'consent', yes: true };
    case 'hostage':
      return { type: 'hostage', accept: true };
    case 'defend': {
      const extra = nextReinforcement(t, it.battle, 'defender', seat);
      return extra ?? { type: 'defend', nothing: null };
    }
    case 'press': {
      const b = it.battle;
      const extra = b.reinforced ? nextReinforcement(t, b, 'attacker', seat) : null;
      return extra ?? { type: 'press', go: true, nothing: null };
    }
    default:
      return answerMove(t, seat);
  }
}

/**
 * The candidates of the own month. Left out: gifts of cards (they only help
 * others) and Wind carrying koku (koku between own castles changes no score),
 * so the new card uses add no tries.
 */
export function ownMoves(v: JuniView, seat: number): JuniMove[] {
  return listMoves(v, seat, { gifts: false }).filter(ownMoveFilter(v, seat));
}

/** Which listed moves ownMoves keeps (the rule above), for a list of `v`'s moves of `seat`. */
export function ownMoveFilter(v: Table, seat: number): (m: JuniMove) => boolean {
  // Offer a family member only to a player who holds none of ours but gave us one (make it mutual), never to the leader.
  const leader = v.players.map((_, o) => castlesOf(v, o).length);
  const top = Math.max(...leader);
  return (m) => {
    if (m.type === 'wind-koku') return false;
    if (m.type !== 'transport-family' && m.type !== 'wind-family') return true;
    const f = v.family.find((x) => x.id === m.family)!;
    const to = v.castles[m.to]!.owner;
    if (to === seat) return false;
    return f.owner === seat && holdsHostage(v, seat, to) && !holdsHostage(v, to, seat) && leader[to]! < top;
  };
}

/** The own month's moves with their one-move values, best first, and the value of ending the month now. */
export function rankMoves(v: JuniView, seat: number, rng: Rng, style: Style = NORMAL): { ranked: { move: JuniMove; value: number }[]; stay: number } {
  let moves = ownMoves(v, seat);
  if (style.maxMoves && moves.length > style.maxMoves) moves = rng.shuffle(moves).slice(0, style.maxMoves);
  const base = determinize(v, rng);
  const stay = v.turn.phase === 'act' ? evaluate(base, seat, style.weights, true) : -Infinity;
  const ranked: { move: JuniMove; value: number }[] = [];
  const tried = new Set<string>();
  for (const m of moves) {
    if (m.type === 'end-turn') continue;
    // Two Daimyō of the seat standing in one province reach the same positions: the second's moves value the same as
    // the first's (the evaluation does not tell Daimyō apart), and the first of equal values is chosen anyway. Only
    // without noise: a noisy style draws a value for every move, and its draws stay as they were.
    if (style.noise === 0 && m.type === 'province-move' && m.piece === 'daimyo') {
      const key = `${v.daimyo.find((d) => d.id === m.daimyo)?.province}>${m.path.join(',')}`;
      if (tried.has(key)) continue;
      tried.add(key);
    }
    let value = valueOf(base, seat, m, style, rng);
    if (style.noise > 0) value += (rng.int(2001) / 1000 - 1) * style.noise;
    ranked.push({ move: m, value });
  }
  ranked.sort((a, b) => b.value - a.value);
  return { ranked, stay };
}

/** A move is made only if its value beats ending the month (or recruiting none) by this much: ties and noise stay put. */
export function beatsStaying(value: number, stay: number): boolean {
  return value > stay + 0.05;
}

export function heuristicMove(v: JuniView, seat: number, rng: Rng, style: Style = NORMAL): JuniMove {
  if (v.interrupt) {
    const careless = style.careless ? carelessAnswer(v, seat) : null;
    return careless && checkMove(v, seat, careless) === null ? careless : answerMove(v, seat);
  }
  const fallback: JuniMove = v.turn.phase === 'recruit' ? { type: 'recruit', amount: 0, point: 0 } : { type: 'end-turn' };
  if (style.blunder > 0 && rng.probability(style.blunder)) {
    const moves = ownMoves(v, seat);
    return moves.length > 0 ? rng.pick(moves) : fallback;
  }
  const { ranked, stay } = rankMoves(v, seat, rng, style);
  const top = ranked[0];
  if (!top) return fallback;
  return beatsStaying(top.value, stay) ? top.move : fallback;
}

