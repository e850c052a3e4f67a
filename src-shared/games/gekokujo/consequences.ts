/**
 * What a move may cost its player for good, said before it is sent (issue 22,
 * "consequences said before they happen"): §3.5 bankruptcy. Next round's
 * Phase 1 pays income, then upkeep (§3.2: 1 Koku per 2 Bushi); every Koku
 * short removes 2 Bushi (rules.ts `charge`). A recruit (more Bushi to feed,
 * less Koku) or a purchase (castle, fortification, Ninja, a pact offer) can
 * make next round's upkeep unpayable without a die rolled.
 *
 * The estimate is "if nothing else changes": the Koku after the move plus the
 * income the provinces held now bring, against the upkeep of the Bushi after
 * it. Warned only when the move makes the shortfall worse. Rice and War moves
 * upkeep to Winter (with harvest and stores): not judged here (docs/games/gekokujo.md).
 */
import type { Seat } from '../../kernel/ruleset';
import { BUSHI_COST, BUSHI_PER_UNPAID_KOKU, BUSHI_PER_UPKEEP_KOKU, CASTLE_COST, FORTIFY_COST, NINJA_COST, PACT_COST, UNIT_COST } from './data';
import { totals } from './board';
import { incomeOf } from './bookkeeping';
import type { GekokujoMove, GekokujoView } from './types';
import { UNIT_KINDS, type UnitKind } from './units';

export type GekokujoConsequence =
  /** Next round's upkeep (`upkeep` Koku for `bushi` Bushi) exceeds `koku` + `income`: `removed` Bushi would be disbanded. */
  { kind: 'bankrupt'; koku: number; income: number; upkeep: number; bushi: number; removed: number };

type Table = Pick<GekokujoView, 'options' | 'players' | 'units' | 'round'>;

/** Koku spent and Bushi gained by the move (recruiting, buying). */
function spending(t: Table, m: GekokujoMove): { koku: number; bushi: number } {
  switch (m.type) {
    case 'recruit': {
      const kind = m.unit ? UNIT_KINDS.indexOf(m.unit as UnitKind) : -1;
      return { koku: m.count * (kind >= 0 ? UNIT_COST[kind]! : BUSHI_COST), bushi: m.count };
    }
    case 'castle':
      return { koku: CASTLE_COST, bushi: 0 };
    case 'fortify':
      return { koku: FORTIFY_COST, bushi: 0 };
    case 'ninja':
      return { koku: NINJA_COST, bushi: 0 };
    case 'offer':
      return { koku: m.to === null ? 0 : PACT_COST, bushi: 0 };
    default:
      return { koku: 0, bushi: 0 };
  }
}

/** §3.2 upkeep of so many Bushi (as upkeepOf counts the board's), and what Koku plus income leave unpaid. */
const upkeepFor = (bushi: number): number => Math.ceil(bushi / BUSHI_PER_UPKEEP_KOKU);
const shortfall = (koku: number, income: number, bushi: number): number => Math.max(0, upkeepFor(bushi) - koku - income);

export function gekokujoConsequencesOf(t: Table, seat: Seat, m: GekokujoMove): GekokujoConsequence[] {
  if (t.options.rice) return [];
  const koku = t.players[seat]?.koku;
  if (koku === null || koku === undefined) return [];
  const cost = spending(t, m);
  if (cost.koku === 0 && cost.bushi === 0) return [];
  const bushiNow = totals(t, seat).b;
  const income = incomeOf(t, seat).amount;
  const before = shortfall(koku, income, bushiNow);
  const bushi = bushiNow + cost.bushi;
  const after = shortfall(koku - cost.koku, income, bushi);
  if (after <= before) return [];
  return [{ kind: 'bankrupt', koku: koku - cost.koku, income, upkeep: upkeepFor(bushi), bushi, removed: Math.min(bushi, after * BUSHI_PER_UNPAID_KOKU) }];
}
