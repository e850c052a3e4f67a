/**
 * Reading Kunitori!'s view in the renderer: the shape check, the view every
 * player may see (own hand face down, for the hotseat screen nobody has
 * claimed yet) and how long the feed tells each event.
 */
import type { KunitoriEvent, KunitoriView } from '@shared/games/kunitori/types';

export function asKunitoriView(raw: unknown): KunitoriView | null {
  const v = raw as Partial<KunitoriView> | null;
  return v && typeof v === 'object' && Array.isArray(v.pool) && Array.isArray(v.players) && typeof v.turn === 'object' ? (v as KunitoriView) : null;
}

export function asEvent(raw: unknown): KunitoriEvent | null {
  return raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string' ? (raw as KunitoriEvent) : null;
}

/** The view with every hand face down (counts stay). */
export function publicView(v: KunitoriView): KunitoriView {
  return { ...v, seat: null, players: v.players.map((p) => ({ ...p, hand: null })) };
}

/** Milliseconds per told event: battles and buys linger, bookkeeping passes at once. */
export function eventPace(raw: unknown): number {
  switch (asEvent(raw)?.type) {
    case 'battle':
      return 1600;
    case 'buy':
    case 'gain':
    case 'play':
    case 'reveal':
    case 'attack':
    case 'defence':
    case 'end-triggered':
      return 700;
    case 'treasures':
    case 'scrap':
    case 'turn':
      return 450;
    default:
      return 0;
  }
}
