/** Reading Toy Race's view from a raw seat view, and the view with the seat's own secret face down (hotseat). */
import type { ToyView } from '@shared/games/toy-race/public';

export function asToyView(raw: unknown): ToyView | null {
  const v = raw as Partial<ToyView> | null;
  return v && typeof v === 'object' && Array.isArray(v.positions) && Array.isArray(v.energy) && Array.isArray(v.placed) ? (v as ToyView) : null;
}

/** What everyone may see: the seat's own bid this round hidden (nobody has claimed the screen). */
export const publicView = (v: ToyView): ToyView => ({ ...v, myBid: null });
