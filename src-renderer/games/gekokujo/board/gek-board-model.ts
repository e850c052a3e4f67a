/**
 * What Gekokujō's board draws, built from a seat's view: per province its
 * controller, every player's units there, the castle, the marks (contested,
 * Mandate, mountain, the Ninja's target, sown Koku, an allied share) and the
 * provinces a panel highlights (where chosen units can go). Plain data: the
 * layer (gek-layer.ts) diffs it and draws.
 */
import { MANDATE, MOUNTAINS, controller, type GekokujoView } from '@shared/games/gekokujo/public';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { contested } from '../gek-view';

export interface GekStack {
  seat: number;
  d: number;
  b: number;
  kinds?: number[];
  /** Units of this stack that moved this campaign turn. */
  moved: boolean;
}

export interface GekProvince {
  id: string;
  index: number;
  name: string;
  owner: number | null;
  stacks: GekStack[];
  castle: { seat: number; fortified: boolean } | null;
  contested: boolean;
  mandate: boolean;
  mountain: boolean;
  ninja: 'sabotage' | 'diversion' | null;
  sown: number;
  allied: boolean;
  highlight: 'from' | 'reach' | 'battle' | null;
}

export interface GekBoardModel {
  provinces: GekProvince[];
  colours: readonly (number | undefined)[];
}

export interface Highlights {
  from?: number | null;
  reach?: readonly number[];
  battle?: readonly number[];
  /** Provinces with units the acting player may still move (the board lets them be dragged). */
  sources?: readonly number[];
}

export function buildGekBoard(v: GekokujoView | null, colours: readonly (number | undefined)[] = [], hl: Highlights = {}): GekBoardModel {
  const provinces = MB_PROVINCES.map((p, index): GekProvince => {
    const row = v?.units[index] ?? [];
    const stacks = row.flatMap((s, seat) => (s.d + s.b > 0 ? [{ seat, d: s.d, b: s.b, ...(s.k ? { kinds: s.k.slice() } : {}), moved: (v?.step === 'move' && v.order[v.turn] === seat && (v.moved[index]?.d ?? 0) + (v.moved[index]?.b ?? 0) > 0) || false }] : []));
    const castleSeat = v ? v.players.findIndex((pl) => pl.castle === index) : -1;
    const here = stacks.map((s) => s.seat);
    return {
      id: p.id,
      index,
      name: p.name,
      // Who controls it (the engine's rule: §1 glossary, allies' shared provinces).
      owner: v ? controller(v, index) : null,
      stacks,
      castle: castleSeat >= 0 ? { seat: castleSeat, fortified: v!.players[castleSeat]!.fortified } : null,
      contested: v ? contested(v, index) && controller(v, index) === null : false,
      mandate: (MANDATE as readonly number[]).includes(index),
      mountain: MOUNTAINS.includes(index),
      ninja: v?.ninja && v.ninja.target === index && (v.ninja.mission === 'sabotage' || v.ninja.mission === 'diversion') ? v.ninja.mission : null,
      sown: v?.sown[index] ?? 0,
      allied: !!v && here.length > 1 && v.pacts.some(([a, b]) => here.includes(a) && here.includes(b)),
      highlight: hl.from === index ? 'from' : hl.battle?.includes(index) ? 'battle' : hl.reach?.includes(index) ? 'reach' : null,
    };
  });
  return { provinces, colours };
}
