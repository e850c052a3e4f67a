/**
 * A deep copy of a state, field by field: apply copies the state once per move, and the bots' playouts apply
 * thousands of moves, where this is several times faster than structuredClone or a JSON round trip. A new state
 * field must be added here too (the conformance suite's "apply leaves its input unchanged" check catches a miss).
 */
import { cloneStack } from './units';
import type { GekokujoState } from './types';

export function cloneState(s: GekokujoState): GekokujoState {
  const b = s.battle;
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    units: s.units.map((row) => row.map(cloneStack)),
    order: s.order.slice(),
    heldAtPhase1: s.heldAtPhase1.slice(),
    heldAtRound: s.heldAtRound.slice(),
    moved: s.moved.map(cloneStack),
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
