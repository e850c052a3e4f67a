/**
 * What Jūni-tsuki's board draws, as plain data built from a view (the table
 * and the replay build it alike): groups on points, Daimyō and shadow
 * warriors in provinces, castles with their holder (and koku where the view
 * shows it), and the player's current choice on the map (a selected point,
 * the points a move can reach with their AP cost).
 */
import { CASTLE_POINTS, RONIN, type JuniView } from '@shared/games/juni-tsuki/public';

export interface JuniBoardModel {
  /** Groups per point: owner (-1 ronin) and thousands. */
  groups: readonly (readonly { o: number; n: number }[])[];
  /** Per province: the owners of the Daimyō there (one entry per Daimyō). */
  daimyo: ReadonlyMap<number, number[]>;
  /** Per province: the owners of the shadow warriors there. */
  shadows: ReadonlyMap<number, number[]>;
  /** Per castle point: holder (-1 neutral) and koku (null: hidden from this seat). */
  castles: ReadonlyMap<number, { owner: number; koku: number | null }>;
  /** Colours (0xRRGGBB) by seat. */
  colours: readonly number[];
  selected: number | null;
  /** Points a move from the selected point reaches, with what it costs (e.g. "1 AP"). */
  targets: ReadonlyMap<number, string>;
}

export const RONIN_COLOUR = 0x8a8075;

export function boardModel(v: JuniView | null, colours: readonly number[], choice: { selected?: number | null; targets?: ReadonlyMap<number, string> } = {}): JuniBoardModel {
  const daimyo = new Map<number, number[]>();
  const shadows = new Map<number, number[]>();
  const castles = new Map<number, { owner: number; koku: number | null }>();
  if (v) {
    for (const d of v.daimyo) daimyo.set(d.province, [...(daimyo.get(d.province) ?? []), d.owner]);
    v.players.forEach((p, seat) => {
      if (p.shadow !== null) shadows.set(p.shadow, [...(shadows.get(p.shadow) ?? []), seat]);
    });
    v.castles.forEach((c, i) => castles.set(CASTLE_POINTS[i]!, { owner: c.owner, koku: c.koku }));
  }
  return {
    groups: v ? v.points.map((list) => list.map((g) => ({ o: g.o, n: g.n }))) : [],
    daimyo,
    shadows,
    castles,
    colours,
    selected: choice.selected ?? null,
    targets: choice.targets ?? new Map(),
  };
}

export function colourOf(model: JuniBoardModel, owner: number): number {
  return owner === RONIN ? RONIN_COLOUR : (model.colours[owner] ?? RONIN_COLOUR);
}
