/**
 * Who holds each place of the board, read from a game's state, for the
 * recap tests (kit-story.spec.ts via kit-story-support.ts botsTakeAPlace):
 * the same places the game's recap.ts names (its provinces; Jūni-tsuki's
 * castles at their provinces).
 */
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { controller, type GekokujoState } from '../../src-shared/games/gekokujo/public';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import { PROVINCES as HENN_PROVINCES, type HennShogunState } from '../../src-shared/games/henn-shogun/public';
import type { JuniState } from '../../src-shared/games/juni-tsuki/types';
import { CASTLE_PROVINCE } from '../../src-shared/games/juni-tsuki/map';

export type Owners = (state: unknown) => Map<string, number | null>;

export const gekOwners: Owners = (state) => {
  const s = state as GekokujoState;
  return new Map(s.units.map((_, p) => [MB_PROVINCES[p]!.id, controller(s, p)]));
};

/** MB: a province's owner is a colour; its seat plays it (two colours a seat in the 2-player game). */
export const mbOwners: Owners = (state) => {
  const s = state as MbShogunState;
  return new Map(s.provinces.map((p, i) => [MB_PROVINCES[i]!.id, p.owner >= 0 ? (s.colours[p.owner]?.seat ?? null) : null]));
};

export const hennOwners: Owners = (state) => {
  const s = state as HennShogunState;
  return new Map(s.provinces.map((p, i) => [HENN_PROVINCES[i]!.id, p.owner >= 0 ? p.owner : null]));
};

/** Jūni-tsuki: the castles, each named for its province. */
export const juniOwners: Owners = (state) => {
  const s = state as JuniState;
  return new Map(s.castles.map((c, i) => [MB_PROVINCES[CASTLE_PROVINCE[i]!]!.id, c.owner >= 0 ? c.owner : null]));
};
