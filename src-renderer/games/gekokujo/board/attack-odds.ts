/**
 * The attack odds on Gekokujō's province card: at the campaign's battle choice, each battle province with the
 * chance the engine gives the human there ("Battle here: 62% to win"); while marching, each reachable province
 * with an enemy, for the units of the chosen From that may still move ("Attack from Kai: 48% to win"). The chance
 * is the engine's (`attackWinChance` through public.ts, from the seat's view only); the renderer only words it.
 */
import { attackWinChance, hasEnemy, type GekokujoView } from '@shared/games/gekokujo/public';
import { percentOf } from '../../../kit/map/province-card';
import type { Highlights } from './gek-board-model';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Per view (one position): the chances already worked out (a hover asks again and again). */
const memo = new WeakMap<GekokujoView, Map<string, number | null>>();

function chance(view: GekokujoView, seat: number, p: number, from: number | null): number | null {
  let m = memo.get(view);
  if (!m) memo.set(view, (m = new Map()));
  const key = `${seat}:${p}:${from}`;
  if (!m.has(key)) m.set(key, attackWinChance(view, seat, p, from));
  return m.get(key) ?? null;
}

export function gekOddsLines(p: number, o: { t: T; view: GekokujoView; seat: number; kind: string; highlights: Highlights; nameOf: (p: number) => string }): string[] {
  // The battles still to fight are the view's own list (the board's highlight may not be set yet when a game opens here).
  if (o.kind === 'battle-choice' && o.view.battles.includes(p)) {
    const c = chance(o.view, o.seat, p, null);
    return c === null ? [] : [o.t('gekokujo.odds.battle', { pct: percentOf(c) })];
  }
  const from = o.highlights.from ?? null;
  if (o.kind === 'move' && from !== null && from !== p && o.highlights.reach?.includes(p) && hasEnemy(o.view, o.seat, p)) {
    const c = chance(o.view, o.seat, p, from);
    return c === null ? [] : [o.t('gekokujo.odds.attack', { from: o.nameOf(from), pct: percentOf(c) })];
  }
  return [];
}
