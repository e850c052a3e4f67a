/**
 * Henn's Shogun explained at its end (kit/summary): provinces per seat season
 * by season (points come only at the winters; provinces show the battles
 * that decided them), and the winner's points after the last winter. No one
 * is knocked out in this game.
 */
import type { GameEnd, Translate } from '../renderer-game';
import { asEvent } from './telling';
import { asHennView } from './henn-view';
import { battle } from './recap';
import type { HennShogunEvent } from '@shared/games/henn-shogun/public';
import { eventWeights } from '../../kit/summary/event-weights';

function standing(view: unknown): number[] | null {
  const v = asHennView(view);
  if (!v || v.phase === 'draft') return null;
  const out = new Array<number>(v.players.length).fill(0);
  for (const p of v.provinces) if (p.owner >= 0 && p.owner < out.length) out[p.owner]! += 1;
  return out;
}

function condition(view: unknown, events: readonly unknown[], t: Translate): string {
  const over = events.map(asEvent).find((e) => e?.type === 'game-over');
  const v = asHennView(view);
  const scores = over?.type === 'game-over' ? over.scores : (v?.players.map((p) => p.score) ?? []);
  const best = Math.max(0, ...scores);
  return t('henn-shogun.summary.condition', { n: best, years: v?.year ?? 2 });
}

/**
 * Provinces changing hands weigh one each (the chart counts provinces); a
 * winter's scoring half as much, so a winter of revolts is told by a lost
 * province, not by the points.
 */
const weight = eventWeights<HennShogunEvent>({ 'province-lost': 1, scored: 0.5 });

export const end: GameEnd = {
  battle,
  standing,
  standingKey: 'summary.provinces',
  condition,
  weight,
  // The engine's rounds are the seasons.
  roundKey: 'henn-shogun.summary.round',
  chartKey: 'henn-shogun.summary.chart',
};
