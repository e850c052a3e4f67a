/**
 * What the board draws, derived from a seat's view. A game with a board of
 * its own (in its folder, games/<id>/board) reads its province data
 * from the seat view carried here (`view`, `seat`, `extras`). Other rulesets'
 * views are ruleset-specific (`unknown` in the contract), so this reads them
 * defensively for the simple fallback board: province lists keyed by
 * ryōseikoku id, owners and strengths under their usual names, scores where a
 * game keeps them. Plain data only — safe for Pinia and for the Pixi layer.
 */
import type { GameSummary, SeatView } from '@shared/contract/messages';
import { PROVINCE_POINTS } from './province-points';

/** An army group that went from one province to another (a move or an attack). */
export interface Movement {
  from: string;
  to: string;
  armies: number;
  seat: number;
  /** Stable within a season, so a scene animates each march once. */
  key?: string;
  kind?: 'move' | 'attack';
}

/** What a game's board may use besides the view. */
export interface BoardExtras {
  /** The game's chosen seat colours by seat (0xRRGGBB), when it has them; else the settings' scheme. */
  colours?: readonly (number | undefined)[];
  /** Recent marches (a game works them out from its events). */
  movements?: readonly Movement[];
}

export interface ProvinceMarker {
  id: string;
  name: string;
  lon: number;
  lat: number;
  /** Seat that holds it, or null when neutral / unknown. */
  owner: number | null;
  /** Armies or similar, when the view says. */
  strength: number | null;
}

export interface BoardModel {
  gameTitle: string;
  round: number;
  ply: number;
  finished: boolean;
  seatNames: string[];
  provinces: ProvinceMarker[];
  /** Scores by seat: the result's when finished, else the view's when it has them. */
  scores: number[] | null;
  winners: number[];
  ruleset: string;
  /** The seat whose view is shown (null: none), and that view as the host sent it: a game's own board reads it. */
  seat: number | null;
  view: unknown;
  extras: BoardExtras;
}

/**
 * @param provinceOrder the game's province ids by index, for views that list
 *   provinces as a plain array without ids (the game keeps that order in its folder)
 * @param extras for a game's own board: chosen seat colours, recent marches
 */
export function buildBoardModel(game: GameSummary, seatView: SeatView | null, rulesetTitle?: string, provinceOrder?: readonly string[], extras: BoardExtras = {}): BoardModel {
  const view = seatView?.view;
  const result = seatView?.result ?? game.result;
  return {
    gameTitle: rulesetTitle ?? game.ruleset,
    // The summary's round is the ruleset's own progress counter; views name theirs differently.
    round: game.round,
    ply: Math.max(game.ply, seatView?.ply ?? 0),
    finished: game.finished || result !== null,
    seatNames: game.seats.map((s) => s.name),
    provinces: readProvinces(view, provinceOrder),
    scores: result?.scores ?? readScores(view, game.seats.length),
    winners: result?.winners ?? [],
    ruleset: game.ruleset,
    seat: seatView?.seat ?? null,
    view: seatView ? view : null,
    extras,
  };
}

/** Lower-case ASCII key for matching names like "Ōsumi" to ids like "osumi". */
export function provinceKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_');
}

function readProvinces(view: unknown, order?: readonly string[]): ProvinceMarker[] {
  const raw = isRecord(view) ? (view.provinces ?? (isRecord(view.board) ? view.board.provinces : undefined)) : undefined;
  const entries: [string | null, unknown][] = Array.isArray(raw)
    ? raw.map((entry, index) => [order?.[index] ?? null, entry])
    : isRecord(raw)
      ? Object.entries(raw)
      : [];
  const markers: ProvinceMarker[] = [];
  for (const [key, entry] of entries) {
    const record = isRecord(entry) ? entry : {};
    const idText = key ?? readString(record, ['id', 'province', 'ryoseikoku_id', 'name']);
    if (!idText) continue;
    const id = provinceKey(idText);
    const point = PROVINCE_POINTS[id];
    if (!point) continue;
    markers.push({
      id,
      name: point[2],
      lon: point[0],
      lat: point[1],
      owner: seatOrNull(readNumber(record, ['owner', 'controller', 'seat', 'daimyo', 'player'])),
      strength: readNumber(record, ['armies', 'troops', 'strength', 'units']),
    });
  }
  return markers;
}

/** Negative owners (e.g. -1) mean neutral. */
function seatOrNull(value: number | null): number | null {
  return value !== null && value >= 0 ? value : null;
}

function readScores(view: unknown, seats: number): number[] | null {
  if (!isRecord(view)) return null;
  if (Array.isArray(view.scores) && view.scores.every((s) => typeof s === 'number')) return view.scores as number[];
  if (Array.isArray(view.players) && view.players.length === seats) {
    const scores = view.players.map((p) => (isRecord(p) ? readNumber(p, ['score', 'points', 'victoryPoints', 'vp']) : null));
    if (scores.every((s): s is number => s !== null)) return scores;
  }
  return null;
}

function readNumber(source: unknown, keys: string[]): number | null {
  if (!isRecord(source)) return null;
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

function readString(source: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
