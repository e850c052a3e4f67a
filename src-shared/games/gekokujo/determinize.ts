/** A view → a playable state for the bots (Hard's playouts): what the view hides is guessed, never read. */
import type { Rng } from '../../kernel/rng';
import { totals } from './board';
import { incomeOf } from './bookkeeping';
import { cloneState } from './clone';
import type { GekokujoState, GekokujoView } from './types';

/** The dice of the copy before the world's own are set (cloneState copies four numbers). */
const NO_RNG = [0, 0, 0, 0];

/** One full state consistent with the view: hidden Koku guessed as one round's income, stored Koku 0, fresh dice. */
export function determinize(v: GekokujoView, rng: Rng): GekokujoState {
  const { seat: _seat, pending: _pending, ...rest } = v;
  // A field-by-field copy as apply makes (clone.ts: the board's rows and stacks shared, copied on write), not a
  // JSON round trip of the whole board: the search draws a world every iteration, and the JSON copy with its
  // garbage was a tenth of a search's time. What is changed below (players, stored, ninja) is copied by it.
  const s = cloneState({ ...rest, rng: NO_RNG } as unknown as GekokujoState);
  s.players.forEach((p, i) => {
    if (p.koku === null) p.koku = p.eliminated ? 0 : Math.max(0, incomeOf(s, i).amount - Math.ceil(totals(s, i).b / 2));
  });
  s.stored = v.stored.map((n) => n ?? 0);
  if (s.ninja && s.ninja.mission === null) s.ninja.mission = 'assassinate';
  s.rng = rng.fork('world').state();
  return s;
}
