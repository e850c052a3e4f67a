/**
 * Two table manners of the heuristic (issue 31), each one place the bot's choices ask:
 *
 * - **Stop the leader.** A rival close to victory (PROVINCES_TO_WIN − LEADER_CLOSE provinces, or two of the three
 *   Mandate provinces) and not behind this seat is the one to stop: Normal attacks it on lower odds and before other
 *   targets, builds its armies on the leader's border, refuses its pacts, never offers it one, breaks a pact with it,
 *   and puts its hits on it in a three-sided battle. Measured before (400 games, four Normal bots): nobody ever
 *   turned on the runaway clan, which won 98.5 % from one seat.
 *
 * - **No knock-outs in the opening.** In rounds 1–2 Normal does not attack (nor sabotage) a rival's province that
 *   holds its Daimyō or is its last province. In round 1 every clan has all three Daimyō in one province, and the
 *   alphabetical turn order lets a neighbour move first: with the Ninja's sabotage (no recruiting there, −1 defence)
 *   Normal wiped out a neighbour's whole clan in round 1 in 18 % of player-games (clans drawn at random; measured).
 *   A knock-out that early ends the game for that player — for a human, before it began — while the empty
 *   provinces all around pay the attacker as well. Other players' threats are still read at full strength.
 *
 * - **The crowded map** (5 players, 18 provinces to win; issue 31). Three of the five clans share the centre and the
 *   western clans have a large quiet corner, so a western clan that is left alone runs away while the centre
 *   fights itself (Shimazu 36 %, Takeda 7 % of 400 games between Normal bots). So at 5 players the leader to stop is
 *   any rival on 6 provinces or more that is not behind this seat (12 short of victory, not 6): the table turns
 *   on whoever grows first, as players at a crowded table do. (docs/games/gekokujo.md, "Eighth pass".)
 */
import type { Seat } from '../../../kernel/ruleset';
import { MANDATE, PROVINCES_TO_WIN } from '../data';
import { controller, present, PROVINCES } from '../board';
import type { Table } from '../flow';

/** A rival this many provinces short of victory (or nearer) is the leader to stop. */
export const LEADER_CLOSE = 6;
/** The player count from which the map is crowded (see above). */
export const CROWDED_PLAYERS = 5;
/** On the crowded map, the leader to stop is this many provinces short of victory (or nearer). */
export const LEADER_CLOSE_CROWDED = 12;

/** Is the map crowded (5 players)? Normal's opening and its coalition read it. */
export const crowded = (t: Table): boolean => t.players.length >= CROWDED_PLAYERS;
/** Attacks on the leader pass at this share of Normal's usual odds ratio. */
export const LEADER_RATIO = 0.75;
/** What taking (or contesting) a leader's province adds to a march's score (a province is worth about 10). */
export const LEADER_BONUS = 12;
/** The rounds in which Normal knocks nobody out. */
export const OPENING_ROUNDS = 2;

const mayWin = (t: Table, x: Seat): boolean => !t.players[x]!.eliminated && t.players[x]!.liege === null;

/** The rival close to victory that `seat` should stop, or null (the nearest to winning when several are). */
export function leaderToStop(t: Table, seat: Seat): Seat | null {
  const toWin = PROVINCES_TO_WIN[t.options.players]!;
  const closeAt = toWin - (crowded(t) ? LEADER_CLOSE_CROWDED : LEADER_CLOSE);
  // Every seat's province count in one pass over the board (as provinceCount per seat would give).
  const counts = new Array<number>(t.players.length).fill(0);
  for (let p = 0; p < PROVINCES; p++) {
    const c = controller(t, p);
    if (c !== null) counts[c]!++;
  }
  let best: Seat | null = null;
  for (let x = 0; x < t.players.length; x++) {
    if (x === seat || !mayWin(t, x)) continue;
    let mandate = 0;
    for (const m of MANDATE) if (controller(t, m) === x) mandate++;
    const close = counts[x]! >= closeAt || mandate >= 2;
    // Not behind this seat: a seat that is itself nearer to victory races instead.
    if (!close || counts[x]! < counts[seat]!) continue;
    if (best === null || counts[x]! > counts[best]!) best = x;
  }
  return best;
}

/** Does the leader to stop have units in q? */
export const leaderIn = (t: Table, leader: Seat | null, q: number): boolean => leader !== null && t.units[q]![leader]!.d + t.units[q]![leader]!.b > 0;

/**
 * In the opening, may `seat` attack q? Not where a rival's Daimyō stand (wiping them makes a vassal; in round 1
 * that is the whole clan) and not a rival's last province.
 */
export function openingAllows(t: Table, seat: Seat, q: number): boolean {
  if (t.round > OPENING_ROUNDS) return true;
  for (const x of present(t, q)) {
    if (x === seat) continue;
    if (t.units[q]![x]!.d > 0) return false;
    let held = 0;
    for (let p = 0; p < PROVINCES && held < 2; p++) if (controller(t, p) === x) held++;
    if (held <= 1 && controller(t, q) === x) return false;
  }
  return true;
}
