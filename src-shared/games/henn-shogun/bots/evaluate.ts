/**
 * How good a (sampled, full) state is for a seat, for the search: points
 * already scored plus today's board counted for every scoring still to come,
 * money, armies, and the rice still missing for the coming winter; relative
 * to the opponents (the best of them weighs most: only winning counts).
 */
import { EVENT_BY_ID } from '../data/cards';
import { PROVINCE_COUNT } from '../board';
import { scoreLines } from '../scoring';
import type { HennShogunState } from '../types';
import { moneyWeight } from './heuristic';

export function seatValue(s: HennShogunState, lines: ReturnType<typeof scoreLines>, seat: number): number {
  const me = s.players[seat]!;
  if (s.phase === 'over') return me.score + me.money * 0.001;
  const k = s.year === 1 ? (s.phase === 'winter' || s.season < 3 ? 2 : 1) : 1;
  let provinces = 0;
  let armies = 0;
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    const p = s.provinces[i]!;
    if (p.owner === seat) {
      provinces++;
      armies += p.armies;
    }
  }
  let value = me.score + k * 0.92 * lines[seat]!.total + me.money * moneyWeight(s) + armies * 0.06;
  if (s.phase !== 'winter' && s.season < 3) {
    // Rice still missing for this winter, against what the seasons left can bring.
    const losses = s.yearEvents.map((e) => EVENT_BY_ID.get(e)?.riceLoss ?? 0);
    const loss = losses.length ? losses.reduce((a, b) => a + b, 0) / losses.length : 0;
    const missing = Math.max(0, provinces + loss - me.rice - (2 - s.season) * 3);
    value -= missing * 0.6;
  }
  return value;
}

export function evaluateFor(s: HennShogunState, seat: number): number {
  const lines = scoreLines(s);
  const values = s.players.map((_, i) => seatValue(s, lines, i));
  const mine = values[seat]!;
  let best = -Infinity;
  let sum = 0;
  values.forEach((x, i) => {
    if (i === seat) return;
    best = Math.max(best, x);
    sum += x;
  });
  const mean = sum / (values.length - 1);
  let value = mine - 0.6 * best - 0.4 * mean;
  if (s.phase === 'over' && s.result) value += s.result.winners.includes(seat) ? 5 : 0;
  return value;
}
