/**
 * The attacker's chance to win a battle, for the province card ("Attack from Echigo: 62% to win", issue 22):
 * computed from what the asking seat's view shows, never from hidden information.
 *
 * How: the battle sequence of combat.ts (one d12 per unit; steps 1-2, removal, steps 4-6, removal; the sea first
 * strike; castle and fortress bonus defenders) sampled 10,000 times by the bots' combat calculator
 * (bots/calculator.ts) with a generator seeded from the forces, so the same battle always shows the same number
 * (±1 percentage point of the exact chance at 95%: 1.96·√(0.25/10,000) ≈ 0.98%). Exact dynamic programming over
 * the dice is not feasible here: a side's dice are capped by the hits still useful, losses interleave by type, and
 * armies of 20+ units make the state space of both sides' eight unit counts far too large for a hover.
 *
 * Assumptions (docs/games/mb-shogun.md, "Attack odds"):
 * - the attacker fights on at every step 8 until one side is gone (no call-off);
 * - both sides remove losses in the default order the engine uses for a player who does not choose and the bots
 *   use (casualties.ts defaultLoss: bonus defenders first, then spearmen, gunners, ronin, swordsmen, bowmen, the
 *   daimyo last), without the ronin-ratio adjustment defaultLoss makes when ronin would outnumber regulars;
 * - "to win" = every defender falls (the province is emptied; when both sides fall together, it counts too);
 * - ronin the defender hid (behind the screen) are not known to the asking seat and are not counted; its own
 *   hidden ronin are (its view shows them).
 */
import { isSea } from './board';
import { battleOdds, type Force8 } from './bots/calculator';
import type { Pools } from './casualties';
import { fullBonus, pools } from './combat';
import type { BattleState, MbShogunState, TroopKind } from './types';

/** Samples per battle: ±1 percentage point at 95%. */
export const ODDS_SAMPLES = 10_000;

const force8 = (p: Pools): Force8 => [
  p.army[0] + p.force[0],
  p.army[1] + p.force[1],
  p.army[2] + p.force[2],
  p.army[3] + p.force[3],
  p.daimyo,
  p.armyRonin + p.forceRonin,
  p.bonusSpear,
  p.bonusRonin,
];

/** The attacker's chance (0..1) that every defender falls, between the given sides (`sea`: the defender strikes first). */
export function battleWinChance(attacker: Pools, defender: Pools, sea: boolean, samples = ODDS_SAMPLES): number {
  return battleOdds(force8(attacker), force8(defender), sea, samples, -1).win;
}

/**
 * The chance (0..1) that `colour`'s troop in `from` (its army, or its provincial force) wins an attack on `to`, on a
 * board made from the seat's view (`boardOf`): the defender's visible units, its castle's bonus defenders (or what
 * is left of them in this Wage War). Null when `to` holds nothing to fight (no odds to give).
 */
export function attackWinChance(board: MbShogunState, colour: number, from: number, to: number, troop: TroopKind): number | null {
  const target = board.provinces[to];
  const source = board.provinces[from];
  if (!target || !source || target.owner < 0 || target.owner === colour) return null;
  const bonus = board.war?.bonusLeft[String(to)] ?? fullBonus(target.castle);
  const b: BattleState = {
    attacker: colour,
    defender: target.owner,
    from,
    to,
    sea: isSea(from, to),
    army: troop === 'army' ? source.army : -1,
    bonusSpear: bonus[0],
    bonusRonin: bonus[1],
    step: 'ranged',
    hits: null,
    round: 0,
    fallen: [false, false],
  };
  if (troop === 'army' && source.army < 0) return null;
  return battleWinChance(pools(board, b, 'attacker'), pools(board, b, 'defender'), b.sea);
}
