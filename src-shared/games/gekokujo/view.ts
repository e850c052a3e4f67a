/** What one seat may know (§2.1 screens): other treasuries and a covert Ninja mission are hidden; never the Rng. */
import type { Seat } from '../../kernel/ruleset';
import { pendingOf } from './flow';
import type { GekokujoState, GekokujoView } from './types';

export function viewOf(s: GekokujoState, seat: Seat | null): GekokujoView {
  // The board's arrays are shared with the state, not copied: a state is never changed once made (the kernel's apply
  // works on a clone, clone.ts), and a view is read-only (bots read it as a Table; determinize copies it). A JSON
  // copy here was a third of a bot game's time. Only what a seat may not see is rebuilt.
  const { rng: _rng, players, ninja, stored, ...copy } = s;
  const all = seat === null || s.step === 'over';
  return {
    ...copy,
    seat,
    players: players.map((p, i) => ({ ...p, koku: all || i === seat ? p.koku : null })),
    ninja: ninja && { ...ninja, mission: all || ninja.seat === seat || ninja.mission !== 'assassinate' ? ninja.mission : null },
    stored: stored.map((n, i) => (all || i === seat ? n : null)),
    pending: pendingOf(s),
  };
}

/**
 * The public view, which a shared screen shows while nobody has claimed it (hotseat): the view with the viewing seat's own secrets face down (hotseat, before the screen is claimed). */
export function publicView(v: GekokujoView): GekokujoView {
  if (v.step === 'over') return v;
  return {
    ...v,
    players: v.players.map((p) => ({ ...p, koku: null })),
    stored: v.stored.map(() => null),
    ninja: v.ninja && { ...v.ninja, mission: v.ninja.mission === 'assassinate' ? null : v.ninja.mission },
  };
}
