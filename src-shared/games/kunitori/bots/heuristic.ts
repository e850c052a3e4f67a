/**
 * The heuristic player (Normal; Easy with noise and blunders): every legal
 * move gets a score from what the seat's view shows, the best is played.
 *
 * - Buys (and Marktplatz gains): a value per card that weighs its economy
 *   (Geld, draws, actions, buys against the deck's average card), its VP (worth
 *   more as the game nears its end), its attack (worth more with leaders to
 *   lead it) and its defence; the deck and the game's stage change the values.
 * - Battles: leaders go at the target with the best expected award (awards
 *   won minus awards handed to the defender, against the defender's expected
 *   ambush or reinforcement); defence by the odds: the certain ambush against
 *   the expected reinforcement over the cards the seat may draw.
 */
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import {
  AUFSTREBENDER,
  BAUERNMILIZ,
  CARDS,
  CARD_COUNT,
  ENTWICKLUNG,
  LAND,
  MARKTPLATZ,
  TABLE,
  TEEGESCHIRR,
  ZOLLAUFHEBUNG,
  canLead,
  hasStrength,
  isUnit,
} from '../data/cards';
import { attackStrength, defenceStrength } from '../battle';
import { legalMovesOf } from '../legal';
import type { KunitoriMove, KunitoriView, PlayChoice } from '../types';
import { armyOf, awardValue, battleAwards, countTotal, expectedDefence, moneyDensity, ownedCounts, progressOf, scoreOfSeat, strengthOf, turnsLeft } from './knowledge';

const { cost: COST, vp: VP, att: ATT, def: DEF, money: MONEY } = TABLE;

export interface Style {
  /** Noise added to every score (Easy). */
  noise: number;
  /** Share of decisions taken at random (Easy). */
  blunder: number;
  /** Whether the player attacks at all. */
  fight: boolean;
  /** Factor on the value of attack strength when buying. */
  military: number;
  /**
   * Easy's mistakes, the kind a person at the table sees (issue 31: "mistakes a person can see, not random
   * moves"): it buys victory cards from the first turns as if the game were ending (its deck fills with Land and
   * Präfekturen and its hands go weak), it buys terminal actions as if they never collided (hands with two actions
   * and one action to play them), it plays the card worth most first instead of the cards that give actions (an action card
   * left dead in hand), it attacks as if the defender had only half its expected defence (and hands the defender awards), and it
   * never weighs who is leading (it feeds the leader as readily as anyone).
   */
  careless: boolean;
}

export const NORMAL: Style = { noise: 0, blunder: 0, fight: true, military: 1, careless: false };
/**
 * Easy: Normal's play with the careless mistakes above, no noise and no random moves (the same position gives the
 * same move). Before: noise 1.2 on every score and 15 % random choices (Normal vs 3 Easy 80.5 %, docs/bots.md).
 */
export const EASY: Style = { noise: 0, blunder: 0, fight: true, military: 1, careless: true };

/** What the player knows about itself this decision. */
interface Me {
  v: KunitoriView;
  seat: Seat;
  progress: number;
  counts: number[];
  density: number;
  leaders: number;
  terminals: number;
  villages: number;
  /** Own turns still to begin after this one (Infinity while the game's end is not in sight; knowledge.ts turnsLeft). */
  turnsLeft: number;
  /** Every seat's VP now (public). */
  scores: number[];
  style: Style;
}

function meOf(v: KunitoriView, seat: Seat, style: Style): Me {
  const counts = ownedCounts(v, seat);
  let terminals = 0;
  let villages = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    if (counts[c] === 0 || !isActionCard(c)) continue;
    const a = actionsOf(c);
    if (a >= 2) villages += counts[c]!;
    else if (a === 0) terminals += counts[c]!;
  }
  const scores = v.players.map((_, i) => scoreOfSeat(v, i));
  return { v, seat, progress: progressOf(v), counts, density: moneyDensity(counts), leaders: armyOf(counts).leaders, terminals, villages, turnsLeft: turnsLeft(v, seat), scores, style };
}

// Per-card tables, computed once (the heuristic also runs inside the Hard level's playouts).
const sumOf = (c: number, kind: 'draw' | 'actions' | 'money' | 'buys'): number => {
  let n = 0;
  for (const e of CARDS[c]!.effects) if (e.kind === kind) n += e.n;
  return n;
};
const IS_ACTION = CARDS.map((c) => c.type === 'general' || c.type === 'unit' || c.type === 'politics');
const IS_TREASURE = CARDS.map((c) => c.type === 'treasure');
const IS_LEADER = CARDS.map((c) => canLead(c.id));
const IS_UNIT = CARDS.map((c) => isUnit(c.id) && !canLead(c.id));
const HAS_STRENGTH = CARDS.map((c) => hasStrength(c.id));
const DEPLOYABLE = CARDS.map((c) => c.deployable);
const DRAWS = CARDS.map((c) => sumOf(c.id, 'draw'));
const ACTIONS = CARDS.map((c) => sumOf(c.id, 'actions'));
const MONEY_EFFECT = CARDS.map((c) => sumOf(c.id, 'money'));
const BUYS = CARDS.map((c) => sumOf(c.id, 'buys'));
const GAINS = CARDS.map((c) => c.effects.find((e) => e.kind === 'gain-to-hand' || e.kind === 'gain')?.kind ?? null);
const UNSCRAPPABLE = CARDS.map((c) => c.unscrappable === true);
const isActionCard = (c: number): boolean => IS_ACTION[c]!;
const actionsOf = (c: number): number => ACTIONS[c]! + (c === BAUERNMILIZ ? 1 : 0);

/** Geld-equivalent of playing a card once, for a deck of the given density. */
function econOf(c: number, me: Me): number {
  if (IS_TREASURE[c]) return MONEY[c]!;
  if (!IS_ACTION[c]) return 0;
  const d = me.density;
  let draws = DRAWS[c]!;
  let money = MONEY_EFFECT[c]!;
  const actions = ACTIONS[c]!;
  const buys = BUYS[c]!;
  let extra = 0;
  switch (c) {
    case BAUERNMILIZ:
      draws = 0.6;
      break;
    case ENTWICKLUNG:
      money = 1.4;
      break;
    case TEEGESCHIRR:
      draws = 1;
      break;
    case MARKTPLATZ:
      extra = 2.2 * (1 - me.progress);
      break;
    case ZOLLAUFHEBUNG:
      extra = 1;
      break;
    default:
      if (GAINS[c] === 'gain-to-hand') extra += 2 + 1.2 * (1 - me.progress); // a Silber now and one for later
      if (GAINS[c] === 'gain') extra += 1.5 * (1 - me.progress); // a Gold for later
  }
  // Terminal cards (no action back) collide with each other when the deck has few villages.
  const net = actions + (c === BAUERNMILIZ ? 0.5 : 0) - 1;
  // (Easy does not see it: `careless`.)
  const collision = me.style.careless ? 0 : net < 0 ? 0.3 + (0.5 * me.terminals) / (4 + 3 * me.villages) : 0.15 * Math.min(net, 1);
  return money + draws * d + buys * 0.5 + extra - (net < 0 ? collision : -collision);
}

/**
 * How much gaining `card` is worth to the player now (negative: rather not).
 * In the last turns (the game's end in sight, `turnsLeft`) a card bought now
 * is seldom or never drawn again: its economy, attack and defence count for
 * little or nothing and only its VP stays, so a card with negative VP (Hohe
 * Steuern) is never worth it then.
 */
export function gainValue(card: number, me: Me): number {
  const p = me.progress;
  const econ = econOf(card, me);
  // Share of a card's use still to come: none when no own turn is left, little with one.
  const use = me.turnsLeft <= 0 ? 0 : me.turnsLeft === 1 ? 0.25 : me.turnsLeft === 2 ? 0.6 : 1;
  let value = (econ - me.density) * (1 - p) * 1.6 * use;
  // Easy greens from the start: VP count as in the last turns.
  value += VP[card]! * (use < 1 || me.style.careless ? 1.2 : 0.2 + 1.0 * p);
  const dep = DEPLOYABLE[card] ? 1.6 : 1;
  if (ATT[card]! > 0) {
    const mil = (me.leaders > 0 ? 0.55 : 0.2) * me.style.military * (1 - 0.5 * p);
    value += ATT[card]! * mil * dep * use;
  }
  if (DEF[card]! > 0) value += DEF[card]! * 0.3 * dep * (1 - 0.3 * p) * use;
  if (IS_LEADER[card]) value += ((2.2 * me.style.military * (1 - 0.6 * p)) / (1 + me.leaders)) * use;
  return value;
}

/**
 * How much an award handed to `rival` hurts the player, against one of its own
 * (battles never take VP from the defender, so contesting a leader means not
 * feeding it): in two-player games 1; else 0.6 for a rival out of the race,
 * up to 1 for the leader once the game is past its middle, and beyond when
 * that leader is ahead of the player.
 */
export function rivalWeight(me: Me, rival: Seat): number {
  if (me.v.players.length === 2) return 1;
  if (me.style.careless) return 0.6; // Easy never weighs who leads
  let best = -Infinity;
  for (let i = 0; i < me.scores.length; i++) if (i !== me.seat) best = Math.max(best, me.scores[i]!);
  const lead = me.scores[rival]!;
  if (lead < best - 8) return 0.4; // far behind the best rival: not the one to stop
  if (lead < best || me.progress < 0.4) return 0.6;
  // The leader among the rivals, with the game's end nearing.
  return lead >= me.scores[me.seat]! ? 1.2 : 0.9;
}

// ── the decisions ────────────────────────────────────────────────────

/** The heuristic's move for the seat's pending decision. */
export function heuristicMove(v: KunitoriView, seat: Seat, rng: Rng, style: Style = NORMAL): KunitoriMove {
  const moves = legalMovesOf(v, seat);
  if (moves.length === 0) throw new Error(`kunitori heuristic: seat ${seat} has no move`);
  if (moves.length === 1) return moves[0]!;
  if (style.blunder > 0 && rng.probability(style.blunder)) return rng.pick(moves);
  const me = meOf(v, seat, style);
  const scores = scoreMoves(moves, me);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const s = scores[i]! + (style.noise > 0 ? (rng.int(1000) / 1000 - 0.5) * 2 * style.noise : 0);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return moves[best]!;
}

/** Scores for the moves of the pending decision (higher is better). */
export function scoreMoves(moves: readonly KunitoriMove[], me: Me): number[] {
  const kind = me.v.pending[0]!.kind;
  switch (kind) {
    case 'action':
      return moves.map((m) => (m.type === 'play' ? playScore(m.card, m.choice, me) : 0));
    case 'market-scrap':
      return moves.map((m) => (m.type === 'scrap' ? bestGain(me, COST[m.card]! + 2) - keepValue(m.card, me) : 0));
    case 'market-gain':
      return moves.map((m) => (m.type === 'gain' && m.card !== null ? gainValue(m.card, me) : -5));
    case 'ninja-show':
      return moves.map((m) => (m.type === 'ninja-show' && m.show ? 1 : 0));
    case 'ninja-resolve':
      return moves.map((m) => {
        if (m.type !== 'ninja-card') return 0;
        const q = quality(m.card, me);
        const good = m.to === 'deck' ? q : -q;
        return m.seat === me.seat ? good : -good * 0.7;
      });
    case 'declare':
      return declareScores(moves, me);
    case 'split':
      return splitScores(moves, me);
    case 'defend':
      return defendScores(moves, me);
    case 'accept':
      return moves.map((m) => (m.type === 'accept' && m.take ? awardValue(me.v.turn.battle!.offer, me.progress) : 0));
    case 'restack':
      return moves.map((m) => (m.type === 'restack' ? quality(m.top, me) : 0));
    case 'buy':
      return moves.map((m) => (m.type === 'buy' ? gainValue(m.card, me) : 0));
    case 'keep':
      // Keeping a deployable is never worse: it replays for free next turn and still counts for defence.
      return moves.map((m) => (m.type === 'end-turn' ? m.keep.length : 0));
    default:
      return moves.map(() => 0);
  }
}

/** How good a card is to draw next (for Ninja Clan and the reinforcement order). */
function quality(card: number, me: Me): number {
  if (IS_TREASURE[card]) return MONEY[card]! - me.density;
  if (IS_ACTION[card]) return Math.max(0.2, econOf(card, me) - me.density + 0.3);
  return -1;
}

/** Worth of keeping a card in the deck (for Marktplatz). */
function keepValue(card: number, me: Me): number {
  return Math.max(gainValue(card, me), VP[card]! * (0.2 + me.progress)) + (card === MARKTPLATZ ? 1 : 0);
}

function bestGain(me: Me, limit: number): number {
  let best = 0;
  for (let c = 0; c < CARD_COUNT; c++) if (me.v.pool[c]! > 0 && COST[c]! <= limit) best = Math.max(best, gainValue(c, me));
  return best;
}

/** Money the player will have in the buy phase if it plays nothing more (Geld so far + treasures in hand). */
function moneyInSight(me: Me): number {
  let m = me.v.turn.money + me.v.turn.discount;
  for (const c of me.v.players[me.seat]!.hand ?? []) m += MONEY[c]!;
  return m;
}

const THRESHOLDS = [3, 6, 8, 10];
const crosses = (from: number, to: number): boolean => THRESHOLDS.some((t) => from < t && to >= t);

function playScore(card: number, choice: PlayChoice | undefined, me: Me): number {
  const t = me.v.turn;
  const hand = me.v.players[me.seat]!.hand ?? [];
  const net = actionsOf(card) - 1;
  let s = 10 + econOf(card, me);
  if (net >= 0 && !me.style.careless) s += 30 + 5 * net; // villages and cantrips first (Easy: the biggest card first)
  if (IS_LEADER[card]) s += me.style.fight ? 6 : -20;
  const money = moneyInSight(me);
  switch (card) {
    case BAUERNMILIZ: {
      const otherTerminals = hand.filter((c) => c !== card && isActionCard(c) && actionsOf(c) === 0).length;
      const wantAction = t.actions <= 1 && otherTerminals > 0;
      s += (choice === 'action') === wantAction ? 2 : 0;
      break;
    }
    case ENTWICKLUNG:
      if (choice === 'scrap') s += crosses(money + 1, money + 3) || me.progress < 0.15 ? 2 : -2;
      break;
    case TEEGESCHIRR:
      if (choice === 'scrap') s += crosses(money, money + 5) && money + 5 >= 10 && me.v.pool[LAND]! > 0 ? 3 : -5;
      break;
    case ZOLLAUFHEBUNG:
      if (choice === 'militia') s += me.progress > 0.6 ? 1 : -1;
      break;
    case MARKTPLATZ: {
      let gain = -3;
      for (const c of hand) if (c !== card && !UNSCRAPPABLE[c]) gain = Math.max(gain, bestGain(me, COST[c]! + 2) - keepValue(c, me));
      s += gain;
      break;
    }
    default:
      break;
  }
  return s;
}

// ── battle ───────────────────────────────────────────────────────────

/** Value for the attacker of a battle at `target` with `attack`, against the target's expected defence. */
export function attackValue(me: Me, target: Seat, attack: number): number {
  const v = me.v;
  // Easy expects half the defence it should (it attacks into strong hands).
  const dBase = expectedDefence(v, target) * (me.style.careless ? 0.5 : 1);
  const rival = rivalWeight(me, target);
  // Three guesses of the defence, weighted: as expected, weaker, stronger.
  let value = 0;
  for (const [d, w] of [
    [dBase, 0.5],
    [dBase * 0.6, 0.25],
    [dBase * 1.5 + 1, 0.25],
  ] as const) {
    const a = battleAwards(attack, Math.round(d), v.pool);
    value += w * (awardValue(a.attacker, me.progress) - rival * awardValue(a.defender, 0.8));
  }
  return value;
}

function declareScores(moves: readonly KunitoriMove[], me: Me): number[] {
  const v = me.v;
  const b = v.turn.battle!;
  const p = v.players[me.seat]!;
  const units = p.inPlay.filter((c) => IS_UNIT[c]);
  let total = 0;
  for (const c of b.undecided) total += ATT[c]!;
  for (const f of b.forces) total += attackStrength(f);
  for (const c of units) total += ATT[c]!;
  // Once a target is chosen, every other leader goes there too (one strong battle).
  const chosen = b.forces.findIndex((f) => f.some((c) => IS_LEADER[c]));
  return moves.map((m) => {
    if (m.type === 'promote') {
      const g = m.general;
      // A General for 5 Geld: its VP, its attack now and later.
      return 50 + VP[g]! * (0.4 + me.progress) + ATT[g]! * 0.6 + econOf(g, me);
    }
    if (m.type !== 'attack') return 0;
    if (!me.style.fight) return m.target === null ? 1 : -1;
    if (m.target === null) return 0;
    if (chosen >= 0) return m.target === chosen ? 5 : -5;
    return attackValue(me, m.target, total) - 0.2;
  });
}

function splitScores(moves: readonly KunitoriMove[], me: Me): number[] {
  const b = me.v.turn.battle!;
  return moves.map((m) => {
    if (m.type !== 'lead') return 0;
    // The unit goes where the margin over the expected defence is smallest.
    return -(attackStrength(b.forces[m.target]!) - expectedDefence(me.v, m.target));
  });
}

function defendScores(moves: readonly KunitoriMove[], me: Me): number[] {
  const v = me.v;
  const b = v.turn.battle!;
  const p = v.players[me.seat]!;
  const hand = p.hand ?? [];
  const attack = attackStrength(b.forces[me.seat]!);
  const rival = rivalWeight(me, v.turn.seat);
  const outcome = (defence: number): number => {
    const a = battleAwards(attack, defence, v.pool);
    return awardValue(a.defender, me.progress) - rival * awardValue(a.attacker, 0.8);
  };
  // Ambush: every hand card with strength (showing costs nothing: they come back).
  const ambush = defenceStrength(p, [...b.ambush, ...hand.filter((c) => HAS_STRENGTH[c])], []);
  const ambushValue = outcome(ambush);
  // Reinforcement: the top 2 of the deck, drawn from what is not in hand.
  const pool = p.holding.slice();
  for (const c of hand) pool[c]!--;
  const total = countTotal(pool);
  let reinforceValue = outcome(defenceStrength(p, [], []));
  if (total >= 1) {
    reinforceValue = 0;
    const base = defenceStrength(p, [], []);
    for (let x = 0; x < CARD_COUNT; x++) {
      if (pool[x]! <= 0) continue;
      const px = pool[x]! / total;
      if (total === 1) {
        reinforceValue += px * outcome(base + (HAS_STRENGTH[x] ? strengthOf(x) : 0));
        continue;
      }
      for (let y = 0; y < CARD_COUNT; y++) {
        const left = pool[y]! - (x === y ? 1 : 0);
        if (left <= 0) continue;
        const py = left / (total - 1);
        const add = (HAS_STRENGTH[x] ? strengthOf(x) : 0) + (HAS_STRENGTH[y] ? strengthOf(y) : 0);
        reinforceValue += px * py * outcome(base + add);
      }
    }
  }
  return moves.map((m) => {
    if (m.type === 'reinforce') return reinforceValue + 0.01;
    if (m.type === 'ambush') return ambushValue + 0.02; // show every card first
    return ambushValue;
  });
}

export type { Me };
export { meOf };
