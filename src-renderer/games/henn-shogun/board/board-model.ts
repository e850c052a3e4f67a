/**
 * What Henn's Shogun board shows, read from one seat's view: per province its
 * region on the chosen side, whether it is in play, owner, armies, buildings,
 * unrest, and what the shown seat has planned there; plus recent marches.
 * Pure and plain data (safe for Pinia, easy to test with real views); the
 * map kit's canvas draws it with Henn's layer (henn-layer.ts), which animates
 * the differences between two models. Built from the seat's view as the
 * table and the replay have it, like the other map games' boards.
 */
import { ACTIONS, type ActionId, type Building } from '@shared/games/henn-shogun/public';
import { MOON_EXCLUDED_3P, PROVINCES, type Region } from '@shared/games/henn-shogun/public';
import type { HennShogunView, PlanCard, PlayerCount, Side } from '@shared/games/henn-shogun/public';
import type { Movement } from './movements';

export type { Movement } from './movements';

/** What the board draws besides the view: the chosen seat colours (0xRRGGBB by seat) and recent marches (movementsFromEvents). */
export interface HennBoardOptions {
  colours?: readonly (number | undefined)[];
  movements?: readonly Movement[];
}

export type PlannedAction = ActionId | 'bid';

export interface HennProvinceModel {
  id: string;
  name: string;
  region: Region;
  /** False when the province is out of play (3 players). */
  inPlay: boolean;
  /** Seat that holds it, or null when neutral. */
  owner: number | null;
  armies: number;
  buildings: Building[];
  unrest: number;
  /** What the shown seat has planned here (its own plan only), and whether it was carried out yet. */
  planned: { action: PlannedAction; done: boolean }[];
  /** Armies march out of this province right now (the pending move or battle). */
  marching: boolean;
}

export interface HennBoardModel {
  side: Side;
  players: PlayerCount;
  /** The moon side's 3-player exclusions are not known from any source: the board says so. */
  reconstructed: boolean;
  /** Seat whose plan is marked (the view's own seat), or null. */
  seat: number | null;
  provinces: HennProvinceModel[];
  movements: Movement[];
  colours?: readonly (number | undefined)[];
}

const BUILDING_ORDER: readonly Building[] = ['palace', 'temple', 'theatre'];

/**
 * @param seat the seat whose plan is shown — its own view's seat. A plan of
 *   another seat shows only its face-up cards (views hide the rest anyway).
 */
export function buildHennBoard(view: HennShogunView, seat: number | null, options: HennBoardOptions = {}): HennBoardModel {
  const side = view.options.side;
  const players = view.options.players;
  const planned = plannedByProvince(view, seat);
  const marchingFrom = view.phase === 'execute' ? (view.exec.awaiting?.from ?? null) : null;
  const provinces = PROVINCES.map((data, index): HennProvinceModel => {
    const state = view.provinces[index];
    const excluded = players === 3 && (side === 'sun' ? data.excluded3pSun : data.excluded3pMoon);
    return {
      id: data.id,
      name: data.name,
      region: side === 'sun' ? data.regionSun : data.regionMoon,
      inPlay: !excluded,
      owner: state && state.owner >= 0 ? state.owner : null,
      armies: state?.armies ?? 0,
      buildings: state ? BUILDING_ORDER.filter((b) => state[b]) : [],
      unrest: state?.unrest ?? 0,
      planned: planned.get(data.id) ?? [],
      marching: marchingFrom === data.id,
    };
  });
  const model: HennBoardModel = {
    side,
    players,
    reconstructed: side === 'moon' && MOON_EXCLUDED_3P.reconstructed,
    seat,
    provinces,
    movements: (options.movements ?? []).filter((m) => PROVINCES.some((p) => p.id === m.from) && PROVINCES.some((p) => p.id === m.to)).map((m) => ({ ...m })),
  };
  if (options.colours) model.colours = options.colours;
  return model;
}

function plannedByProvince(view: HennShogunView, seat: number | null): Map<string, { action: PlannedAction; done: boolean }[]> {
  const out = new Map<string, { action: PlannedAction; done: boolean }[]>();
  if (seat === null) return out;
  const plan = view.plans[seat];
  if (!plan) return out;
  const own = view.seat === seat;
  const add = (card: PlanCard | 'hidden', action: PlannedAction, revealed: boolean, done: boolean): void => {
    if (typeof card !== 'string' || card === 'hidden') return;
    if (!own && !revealed) return;
    const list = out.get(card) ?? [];
    list.push({ action, done });
    out.set(card, list);
  };
  ACTIONS.forEach((action, i) => {
    const revealed = plan.revealed[i] ?? false;
    add(plan.spaces[i] ?? null, action, revealed, revealed);
  });
  // A province card bid is spent once the bids are open.
  add(plan.bid, 'bid', view.bids !== null, view.bids !== null);
  return out;
}

/**
 * Would the two models draw the same board? They are plain data, so their
 * JSON says it. Why it matters: the table builds a new model whenever
 * anything it reads changes (a told feed line, the summary refreshed after
 * each push), and every new model draws a frame of the whole map; on
 * software WebGL a frame blocks the page for 0.3–1.5 s, so a season's sixty
 * lines took a minute though few of them change the board (issue 21).
 */
export function sameHennBoard(a: HennBoardModel, b: HennBoardModel): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
