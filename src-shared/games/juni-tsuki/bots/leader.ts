/**
 * The player close to victory, whom the bots contest (issue 31: "contest a leader close to victory"). A bot that
 * only counts its own gains helps such a leader by accident — lets his samurai pass, joins his battles, takes his
 * hostages as alliances — and the table loses to him. Once a player is close to winning, Easy, Normal and Hard
 * (all through evaluate.ts and heuristic.ts) weigh his strength as a loss of their own, so that attacking him pays
 * more than a neutral castle, and refuse him consent, joined battles and alliances.
 *
 * Close to victory [R §9 read as a player would]: at a year end a player holding Kyoto and players + 3 castles is
 * Shogun, else after the last year most castles wins. So a threat is an active opponent who
 * - holds Kyoto and at most two castles short of players + 3, or has players + 3 castles (Kyoto in reach); or
 * - in the last year, leads the castle count by two or more.
 */
import { SHOGUN_EXTRA_CASTLES } from '../data/reconstruction';
import { KYOTO_CASTLE } from '../map';
import { yearOf } from '../flow';
import type { Table } from '../flow';

/** The opponent of `seat` closest to victory by the rules above, or null (also when `seat` is the one). */
export function threatOf(t: Table, seat: number): number | null {
  const n = t.players.length;
  // Castles held per seat (counted without allocating: evaluate asks this for every move a bot tries).
  const held = HELD.length >= n ? HELD.fill(0, 0, n) : (HELD = new Int32Array(n));
  for (const c of t.castles) if (c.owner >= 0) held[c.owner]!++;
  const need = t.options.players + SHOGUN_EXTRA_CASTLES;
  const kyoto = t.castles[KYOTO_CASTLE]!.owner;
  const lastYear = yearOf(t.month) >= t.options.years;
  let best: number | null = null;
  for (let o = 0; o < n; o++) {
    if (t.players[o]!.out) continue;
    const shogun = (kyoto === o && held[o]! >= need - 2) || held[o]! >= need;
    let others = 0;
    for (let x = 0; x < n; x++) if (x !== o && !t.players[x]!.out) others = Math.max(others, held[x]!);
    const leads = lastYear && held[o]! >= others + 2;
    if (!shogun && !leads) continue;
    if (best === null || held[o]! > held[best]!) best = o;
  }
  return best === seat ? null : best;
}

let HELD = new Int32Array(8);
