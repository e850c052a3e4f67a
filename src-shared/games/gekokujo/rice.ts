/**
 * The Cycle of Rice and War (v74 §7.3, sheet §12.3): harvest, upkeep and
 * supply, spoilage (Winter 1–4), and raiding (§4.6). Sowing and storing are
 * the 'sow' move (legal.ts / flow.ts).
 */
import type { Rng } from '../../kernel/rng';
import { rollDie } from '../../kernel/dice';
import type { Seat } from '../../kernel/ruleset';
import { HARVEST_MULTIPLIER, SPOILAGE_DIVISOR } from './data';
import { controller, PROVINCES } from './board';
import { charge, upkeepOf, winterSupplyOf } from './bookkeeping';
import type { GekokujoEvent, GekokujoState } from './types';

type Ev = GekokujoEvent[];

export function riceWinter(s: GekokujoState, rng: Rng, ev: Ev): void {
  // Winter 1: the first player in turn order rolls the harvest die.
  const roller = s.order.find((seat) => !s.players[seat]!.eliminated) ?? 0;
  const value = rollDie(rng, 6);
  const multiplier = HARVEST_MULTIPLIER[value]!;
  ev.push({ type: 'harvest-roll', seat: roller, value, multiplier });
  // Winter 2: sown Koku × multiplier on provinces the sower still controls; else lost to the bank (ruling).
  for (let p = 0; p < PROVINCES; p++) {
    const sown = s.sown[p]!;
    if (sown <= 0) continue;
    const by = s.sownBy[p]!;
    if (controller(s, p) === by) {
      s.players[by]!.koku += sown * multiplier;
      ev.push({ type: 'harvest', seat: by, province: p, sown, gained: sown * multiplier });
    } else ev.push({ type: 'harvest-lost', seat: by, province: p, sown });
    s.sown[p] = 0;
    s.sownBy[p] = null;
  }
  // Winter 3: upkeep (skipped in round 1, §2.2) and mountain supply; bankruptcy.
  s.players.forEach((pl, seat) => {
    if (pl.eliminated) return;
    if (s.round > 1) charge(s, seat, upkeepOf(s, seat), ev, 'upkeep');
    charge(s, seat, winterSupplyOf(s, seat), ev, 'winter-supply');
  });
  // Winter 4: spoilage of half the active treasury; stored Koku is safe.
  s.players.forEach((pl, seat) => {
    const lost = Math.floor(pl.koku / SPOILAGE_DIVISOR);
    if (pl.eliminated || lost === 0) return;
    pl.koku -= lost;
    ev.push({ type: 'spoilage', seat, lost, visibleTo: [seat] });
  });
  s.step = 'disband';
  s.disbandAt = 'winter';
}

/** §4.6 raiding: an attacker who gains control of a province with sown Koku takes it all, at the end of the battle. */
export function raid(s: GekokujoState, attacker: Seat, p: number, ev: Ev): void {
  if (!s.options.rice || s.sown[p]! <= 0 || controller(s, p) !== attacker || s.sownBy[p] === attacker) return;
  const amount = s.sown[p]!;
  s.players[attacker]!.koku += amount;
  ev.push({ type: 'raid', seat: attacker, province: p, amount, from: s.sownBy[p]! });
  s.sown[p] = 0;
  s.sownBy[p] = null;
}
