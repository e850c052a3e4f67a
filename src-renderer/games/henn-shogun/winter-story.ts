/**
 * The story of one winter read from the told events: each seat's rice (loss
 * from the year's last event card, provinces to feed, shortfall), the
 * revolts the shortfall table brought and how they ended, and the scoring.
 */
import type { BattleReport, HennShogunEvent, ScoreLine } from '@shared/games/henn-shogun/public';
import { asEvent } from './telling';

export interface WinterRice {
  seat: number;
  loss: number;
  provinces: number;
  shortfall: number;
  revolts: string[];
  extraPeasants: number;
}

export interface WinterStory {
  /** Index of the first winter event in the list (identifies this winter). */
  start: number;
  rice: WinterRice[];
  revolts: BattleReport[];
  scored: { year: number; lines: ScoreLine[] } | null;
}

/** The latest winter in `events`, or null before the first one. */
export function latestWinter(events: readonly unknown[]): WinterStory | null {
  let last = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (asEvent(events[i])?.type === 'winter-rice') {
      last = i;
      break;
    }
  }
  if (last < 0) return null;
  let start = last;
  while (start > 0 && asEvent(events[start - 1])?.type === 'winter-rice') start--;
  const story: WinterStory = { start, rice: [], revolts: [], scored: null };
  for (let i = start; i < events.length; i++) {
    const e = asEvent(events[i]) as HennShogunEvent | null;
    if (!e) continue;
    if (e.type === 'winter-rice') story.rice.push({ seat: e.seat, loss: e.loss, provinces: e.provinces, shortfall: e.shortfall, revolts: e.revolts, extraPeasants: e.extraPeasants });
    else if (e.type === 'battle' && e.kind === 'revolt') story.revolts.push(e);
    else if (e.type === 'scored') {
      story.scored = { year: e.year, lines: e.lines };
      break;
    }
  }
  return story;
}
