/**
 * Reading Jūni-tsuki's view in the renderer: recognising it, what every
 * player may see of it (the hotseat's public view), and the names of its
 * points, provinces and pieces. Rules stay in the engine (src-shared): this
 * only names and counts what the view holds.
 */
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { POINTS, CASTLE_PROVINCE, MONTHS_PER_YEAR, type MapPoint, type JuniView } from '@shared/games/juni-tsuki/public';
import type { Translate } from '../renderer-game';

export function asJuniView(raw: unknown): JuniView | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Partial<JuniView>;
  return Array.isArray(v.points) && Array.isArray(v.castles) && v.turn !== undefined && typeof v.month === 'number' ? (v as JuniView) : null;
}


export function provinceName(index: number): string {
  return MB_PROVINCES[index]?.name ?? `#${index}`;
}

/** A point in words: "Kai (march point)", "Kai–Shinano (checkpoint)", "Kai castle". */
export function pointName(index: number, t: Translate): string {
  const p: MapPoint | undefined = POINTS[index];
  if (!p) return `#${index}`;
  const provinces = p.provinces.map(provinceName);
  switch (p.kind) {
    case 'march':
      return t('juni-tsuki.point.march', { province: provinces[0]! });
    case 'checkpoint':
      return t('juni-tsuki.point.checkpoint', { a: provinces[0]!, b: provinces[1]! });
    case 'castle':
      return t('juni-tsuki.point.castle', { province: provinces[0]! });
    case 'resource':
      return t('juni-tsuki.point.resource', { province: provinces[0]! });
    case 'entry':
      return t('juni-tsuki.point.entry', { province: provinceName(POINTS[p.adj[0]!]!.provinces[0]!) });
  }
}

export function castleName(castle: number, t: Translate): string {
  return t('juni-tsuki.point.castle', { province: provinceName(CASTLE_PROVINCE[castle] ?? -1) });
}

/** Month of the game (1-based, counted over all years) → year and month of the year. */
export function calendar(month: number): { year: number; monthOfYear: number } {
  return { year: Math.floor((month - 1) / MONTHS_PER_YEAR) + 1, monthOfYear: ((month - 1) % MONTHS_PER_YEAR) + 1 };
}


/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/juni-tsuki/public';
