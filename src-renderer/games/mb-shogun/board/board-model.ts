/**
 * What Milton Bradley's Shogun's board shows, as plain data built from a
 * view: per province its owner colour, provincial force (counts by type,
 * ronin), army marker (level, crippled), castle or fortress; the attacks
 * declared and the battle being fought, as arrows. Empty provinces (the card
 * on the red rectangle) have owner -1.
 */
import { levelOf, total } from '@shared/games/mb-shogun/public';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import type { MbShogunView, Units } from '@shared/games/mb-shogun/public';

export interface MbProvinceModel {
  id: string;
  name: string;
  owner: number;
  force: Units;
  /** Ronin known to this view (revealed, and the seat's own hidden ones). */
  ronin: number;
  /** Face-down ronin cards of another colour standing here: how many is unknown. */
  army: { index: number; level: number; crippled: boolean; units: number } | null;
  castle: 0 | 1 | 2;
}

export interface MbArrow {
  from: string;
  to: string;
  colour: number;
  /** The battle being fought now (drawn stronger). */
  current: boolean;
  sea: boolean;
}

export interface MbBoardModel {
  provinces: MbProvinceModel[];
  arrows: MbArrow[];
  /** Board colour (0xRRGGBB) per game colour. */
  colours: number[];
}

export function boardModel(v: MbShogunView, colours: number[], seaOf: (a: number, b: number) => boolean): MbBoardModel {
  const provinces = v.provinces.map((p, i): MbProvinceModel => {
    const a = p.owner >= 0 && p.army >= 0 ? v.colours[p.owner]!.armies[p.army]! : null;
    return {
      id: MB_PROVINCES[i]!.id,
      name: MB_PROVINCES[i]!.name,
      owner: p.owner,
      force: p.force,
      ronin: p.forceRonin + p.forceHidden + (a ? a.ronin + a.hidden : 0),
      army: a ? { index: p.army, level: levelOf(a), crippled: a.assassinated, units: 1 + total(a.units) } : null,
      castle: p.castle,
    };
  });
  const arrows: MbArrow[] = [];
  const w = v.war;
  if (w && v.stage.kind === 'war') {
    for (const d of w.declared) arrows.push({ from: MB_PROVINCES[d.from]!.id, to: MB_PROVINCES[d.to]!.id, colour: w.colour, current: false, sea: seaOf(d.from, d.to) });
    if (w.battle) arrows.push({ from: MB_PROVINCES[w.battle.from]!.id, to: MB_PROVINCES[w.battle.to]!.id, colour: w.colour, current: true, sea: w.battle.sea });
  }
  return { provinces, arrows, colours };
}

/** Short text of a provincial force: counts in the order bowmen, gunners, swordsmen, spearmen, e.g. "B1 G2 P3". */
export function forceText(force: Units, ronin: number, letters: readonly [string, string, string, string], roninLetter: string): string {
  const parts = force.flatMap((n, i) => (n > 0 ? [`${letters[i]}${n}`] : []));
  if (ronin > 0) parts.push(`${roninLetter}${ronin}`);
  return parts.join(' ');
}
