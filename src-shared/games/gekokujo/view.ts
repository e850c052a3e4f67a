/** What one seat may know (§2.1 screens): other treasuries and a covert Ninja mission are hidden; never the Rng. */
import type { Seat } from '../../kernel/ruleset';
import { pendingOf } from './flow';
import type { GekokujoState, GekokujoView } from './types';

export function viewOf(s: GekokujoState, seat: Seat | null): GekokujoView {
  const { rng: _rng, players, ninja, stored, ...rest } = s;
  const copy = JSON.parse(JSON.stringify(rest)) as Omit<GekokujoState, 'rng' | 'players' | 'ninja' | 'stored'>;
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
