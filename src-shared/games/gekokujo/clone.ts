/**
 * A copy of a state, field by field: apply copies the state once per move, and the bots' playouts apply
 * thousands of moves, where this is several times faster than structuredClone or a JSON round trip. A new state
 * field must be added here too (the conformance suite's "apply leaves its input unchanged" check catches a miss).
 *
 * The board (68 provinces × players stacks) is copied on write: the copy shares the rows of `units`, their stacks
 * and the `moved` list with its original, and the rules never change a shared one in place — they take a stack
 * with `ownStack` (a fresh row array holding a fresh copy of that stack), assign a whole stack into `ownRow`, and
 * change `moved` through `ownMovedStack`. A move changes a few stacks, and copying all of them was most of a bot
 * game's allocation (measured: the copy and its garbage were a third of Normal self-play). No bookkeeping of what
 * is shared: every write copies its row (a few pointers) and its stack, which is cheaper than tracking.
 */
import { cloneStack } from './units';
import type { GekokujoState, Stack } from './types';

/** Row p of the state's units as a fresh array (shared stacks in it): assign whole stacks into it. */
export function ownRow(s: GekokujoState, p: number): Stack[] {
  const row = s.units[p]!.slice();
  s.units[p] = row;
  return row;
}

/** The stack of `seat` in p as a fresh copy in a fresh row: change it in place. */
export function ownStack(s: GekokujoState, p: number, seat: number): Stack {
  const row = ownRow(s, p);
  const st = cloneStack(row[seat]!);
  row[seat] = st;
  return st;
}

/** `moved`'s stack in p as a fresh copy in a fresh list: change it in place. */
export function ownMovedStack(s: GekokujoState, p: number): Stack {
  const moved = s.moved.slice();
  const st = cloneStack(moved[p]!);
  moved[p] = st;
  s.moved = moved;
  return st;
}

export function cloneState(s: GekokujoState): GekokujoState {
  const b = s.battle;
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    units: s.units.slice(),
    order: s.order.slice(),
    // heldAtPhase1 and heldAtRound are shared: the rules only ever replace them whole (snapshotControl).
    battles: s.battles.slice(),
    battle: b && {
      ...b,
      sides: b.sides.slice(),
      ronin: b.ronin.slice(),
      hits: b.hits.slice(),
      hitsOn: b.hitsOn.map((r) => r.slice()),
      toChoose: b.toChoose.slice(),
      losses: b.losses.map((l) => l && { ...l, ...(l.k ? { k: l.k.slice() } : {}) }),
      startDaimyo: b.startDaimyo?.slice(),
      hitsSum: b.hitsSum?.map((r) => r.slice()),
    },
    ninja: s.ninja && { ...s.ninja },
    disband: s.disband.slice(),
    halve: s.halve.slice(),
    vassalChoosing: s.vassalChoosing.slice(),
    gloryMandate: s.gloryMandate.map((r) => r.slice()),
    sown: s.sown.slice(),
    sownBy: s.sownBy.slice(),
    stored: s.stored.slice(),
    sowOrder: s.sowOrder.slice(),
    pacts: s.pacts.map((p) => [p[0], p[1]] as [number, number]),
    betrayed: s.betrayed.slice(),
    offer: s.offer && { ...s.offer },
    shareOwner: s.shareOwner.slice(),
    options: { ...s.options },
    result: s.result && { ...s.result, winners: s.result.winners.slice(), scores: s.result.scores.slice() },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}
