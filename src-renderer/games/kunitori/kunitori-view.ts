/**
 * Reading Kunitori!'s view in the renderer: the shape check and the view every
 * player may see (own hand face down, for the hotseat screen nobody has
 * claimed yet). Its events are read by telling.ts.
 */
import type { KunitoriView } from '@shared/games/kunitori/public';

export function asKunitoriView(raw: unknown): KunitoriView | null {
  const v = raw as Partial<KunitoriView> | null;
  return v && typeof v === 'object' && Array.isArray(v.pool) && Array.isArray(v.players) && typeof v.turn === 'object' ? (v as KunitoriView) : null;
}

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/kunitori/public';
