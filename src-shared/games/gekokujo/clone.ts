/**
 * A copy of a state, field by field: apply copies the state once per move, and the bots' playouts apply
 * thousands of moves, where this is several times faster than structuredClone or a JSON round trip. A new state
 * field must be added here too (the conformance suite's "apply leaves its input unchanged" check catches a miss).
 *
 * The board (68 provinces × players stacks) is copied on write: the copy shares the rows of `units` and the
 * `moved` list with its original, and the rules take a row with `ownRow` (a `moved` with `ownMoved`) before they
 * change it, which copies just that row the first time. A move changes a few provinces, and copying every stack
 * was most of a bot game's allocation (measured: the copy and its garbage were a third of Normal self-play).
 * Which rows are still shared is kept beside the state (a WeakMap: not part of the state, its JSON or its hash);
 * a state made any other way (setup, a JSON copy, a test's own) owns all its rows.
 */
import { PROVINCES } from './board';
import { cloneStack } from './units';
import type { GekokujoState, Stack } from './types';

interface Shared {
  /** 1 = row p of `units` is shared with another state. */
  rows: Uint8Array;
  moved: boolean;
}
const shared = new WeakMap<GekokujoState, Shared>();
const ALL_SHARED = new Uint8Array(PROVINCES).fill(1);

/** Row p of the state's units, its own to change (copied first if another state shares it). */
export function ownRow(s: GekokujoState, p: number): Stack[] {
  const sh = shared.get(s);
  if (sh && sh.rows[p]) {
    s.units[p] = s.units[p]!.map(cloneStack);
    sh.rows[p] = 0;
  }
  return s.units[p]!;
}

/** The stack of `seat` in p, the state's own to change. */
export const ownStack = (s: GekokujoState, p: number, seat: number): Stack => ownRow(s, p)[seat]!;

/** The state's `moved` list, its own to change. */
export function ownMoved(s: GekokujoState): Stack[] {
  const sh = shared.get(s);
  if (sh && sh.moved) {
    s.moved = s.moved.map(cloneStack);
    sh.moved = false;
  }
  return s.moved;
}

/** A fresh `moved` list (a new campaign turn): the state's own. */
export function resetMoved(s: GekokujoState, fresh: Stack[]): void {
  s.moved = fresh;
  const sh = shared.get(s);
  if (sh) sh.moved = false;
}

export function cloneState(s: GekokujoState): GekokujoState {
  const b = s.battle;
  // From now on the original shares its rows too: it copies before it writes as well.
  shared.set(s, { rows: ALL_SHARED.slice(), moved: true });
  const copy: GekokujoState = {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    units: s.units.slice(),
    order: s.order.slice(),
    heldAtPhase1: s.heldAtPhase1.slice(),
    heldAtRound: s.heldAtRound.slice(),
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
  shared.set(copy, { rows: ALL_SHARED.slice(), moved: true });
  return copy;
}
