/** A view → a playable state for the bots (Hard's playouts): what the view hides is guessed, never read. */
import type { Rng } from '../../kernel/rng';
import { totals } from './board';
import { incomeOf } from './bookkeeping';
import type { GekokujoState, GekokujoView } from './types';

/** One full state consistent with the view: hidden Koku guessed as one round's income, stored Koku 0, fresh dice. */
export function determinize(v: GekokujoView, rng: Rng): GekokujoState {
  const { seat: _seat, pending: _pending, ...rest } = v;
  const s = JSON.parse(JSON.stringify(rest)) as GekokujoState;
  s.players.forEach((p, i) => {
    if (p.koku === null) p.koku = p.eliminated ? 0 : Math.max(0, incomeOf(s, i).amount - Math.ceil(totals(s, i).b / 2));
  });
  s.stored = v.stored.map((n) => n ?? 0);
  if (s.ninja && s.ninja.mission === null) s.ninja.mission = 'assassinate';
  s.rng = rng.fork('world').state();
  return s;
}
