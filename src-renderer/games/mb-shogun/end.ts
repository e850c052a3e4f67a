/**
 * Milton Bradley's Shogun explained at its end (kit/summary): provinces per
 * seat round by round, the winning condition of the 'game-over' event, and
 * for a player knocked out the battles (and assassinations) that took their
 * daimyos, then the knock-out. In the 2-player game a seat plays two colours
 * and is out only when both are.
 */
import type { GameEnd, Knockout, LoggedMove, Translate } from '../renderer-game';
import type { MbShogunEvent } from '@shared/games/mb-shogun/public';
import { WIN_PROVINCES, WIN_PROVINCES_TWO_PLAYER } from '@shared/games/mb-shogun/public';
import { asEvent } from './telling';
import { asMbView } from './mb-view';
import { battle } from './recap';
import { eventWeights } from '../../kit/summary/event-weights';

function standing(view: unknown): number[] | null {
  const v = asMbView(view);
  if (!v || v.round === 0) return null;
  const seats = v.options.players === 2 ? 2 : v.options.players;
  const out = new Array<number>(seats).fill(0);
  for (const p of v.provinces) if (p.owner >= 0) out[v.colours[p.owner]!.seat]! += 1;
  return out;
}

function condition(view: unknown, events: readonly unknown[], t: Translate): string {
  const over = events.map(asEvent).find((e): e is Extract<MbShogunEvent, { type: 'game-over' }> => e?.type === 'game-over');
  const v = asMbView(view);
  if (!over) return t('mb-shogun.summary.condition.round-limit', { round: v?.round ?? 0 });
  return t(`mb-shogun.summary.condition.${over.reason}`, { need: over.reason === 'two-player' ? WIN_PROVINCES_TWO_PLAYER : WIN_PROVINCES, round: v?.round ?? 0 });
}

/**
 * For each colour: the daimyos it lost that were never given back (a
 * successor or a regained daimyo puts the army back), each with the battle
 * that took it (the 'battle-ended' before it in the same move) or the
 * assassination; at the colour's elimination these are what knocked it out.
 */
function knockouts(log: readonly LoggedMove[], seats: number): Knockout[] {
  const colourSeat = (c: number): number => (seats === 2 ? c % 2 : c);
  const coloursOfSeat = seats === 2 ? 2 : 1;
  /** Per colour, per army: the events of its last loss ([ply, index] of the battle or strike, then of the loss). */
  const losses = new Map<number, Map<number, { ply: number; index: number }[]>>();
  const out = new Map<number, Knockout>();
  const eliminatedColours = new Map<number, number>();
  for (const move of log) {
    let battle: number | null = null;
    let strike: number | null = null;
    move.events.forEach((raw, index) => {
      const e = asEvent(raw);
      if (!e) return;
      if (e.type === 'battle-ended') battle = index;
      if (e.type === 'assassinated') strike = index;
      if (e.type === 'daimyo-lost') {
        const cause = e.how === 'battle' ? battle : (strike ?? battle);
        const at = [...(cause !== null ? [{ ply: move.ply, index: cause }] : []), { ply: move.ply, index }];
        const armies = losses.get(e.colour) ?? new Map();
        armies.set(e.army, at);
        losses.set(e.colour, armies);
      }
      if (e.type === 'regained' || e.type === 'successor') losses.get(e.colour)?.delete(e.army);
      if (e.type === 'eliminated') {
        const seat = colourSeat(e.colour);
        const count = (eliminatedColours.get(seat) ?? 0) + 1;
        eliminatedColours.set(seat, count);
        const lost = [...(losses.get(e.colour)?.values() ?? [])].flat();
        const before = out.get(seat)?.at ?? [];
        const at = [...before, ...lost, { ply: move.ply, index }].sort((a, b) => a.ply - b.ply || a.index - b.index);
        out.set(seat, { seat, by: e.by >= 0 ? colourSeat(e.by) : null, at });
      }
    });
  }
  return [...out.values()].filter((k) => (eliminatedColours.get(k.seat) ?? 0) >= coloursOfSeat);
}

/** Provinces changing hands weigh one each, a knock-out five. */
const weight = eventWeights<MbShogunEvent>({ 'province-lost': 1, conquered: 1, eliminated: (e) => 5 + e.provinces });

export const end: GameEnd = { battle, standing, standingKey: 'summary.provinces', condition, knockouts, weight };
