/** What one seat may know (§2.1 screens): other treasuries and a covert Ninja mission are hidden; never the Rng. */
import type { Seat } from '../../kernel/ruleset';
import { pendingOf } from './flow';
import type { GekokujoState, GekokujoView } from './types';

export function viewOf(s: GekokujoState, seat: Seat | null): GekokujoView {
  // The board's arrays are shared with the state, not copied: a state is never changed once made (the kernel's apply
  // works on a copy, clone.ts), and a view is read-only (bots read it as a Table; determinize copies it). A JSON
  // copy here was a third of a bot game's time. Only what a seat may not see is rebuilt; the fields are listed
  // (not spread), which is faster, and the type makes a new state field show up here.
  const all = seat === null || s.step === 'over';
  const { players, ninja, stored } = s;
  return {
    options: s.options, round: s.round, step: s.step, phase: s.phase,
    // A seat's own entry and every entry at the end are shown as they are (a view is read-only): copies only where
    // a treasury is hidden.
    players: players.map((p, i) => (all || i === seat ? p : { ...p, koku: null })),
    units: s.units, order: s.order, turn: s.turn, heldAtPhase1: s.heldAtPhase1, heldAtRound: s.heldAtRound, moved: s.moved,
    battles: s.battles, battle: s.battle,
    ninja: ninja && { ...ninja, mission: all || ninja.seat === seat || ninja.mission !== 'assassinate' ? ninja.mission : null },
    disband: s.disband, disbandAt: s.disbandAt, halve: s.halve, vassalChoosing: s.vassalChoosing, gloryMandate: s.gloryMandate,
    sown: s.sown, sownBy: s.sownBy,
    stored: stored.map((n, i) => (all || i === seat ? n : null)),
    sowOrder: s.sowOrder, pacts: s.pacts, betrayed: s.betrayed, offer: s.offer, shareOwner: s.shareOwner,
    castlesLeft: s.castlesLeft, roninLeft: s.roninLeft, result: s.result,
    seat,
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
