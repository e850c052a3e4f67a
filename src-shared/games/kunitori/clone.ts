/**
 * Kunitori's copies of the state. The kernel's clone (defineRuleset) is only
 * the top level (`topCopy`): a move touches one or two players, so piles.ts'
 * Ctx copies a player's piles, the pool and the trash when it first changes
 * them (copy on write) — far cheaper than structuredClone for the bots'
 * searches. `cloneState` is the full deep copy the searches start from.
 */
import type { ActionStep, BattleState, KunitoriState, PlayerState, TurnState } from './types';

export function clonePlayer(p: PlayerState): PlayerState {
  return { hand: p.hand.slice(), deck: p.deck.slice(), discard: p.discard.slice(), deployed: p.deployed.slice(), inPlay: p.inPlay.slice() };
}

function clonePlayers(ps: readonly PlayerState[]): PlayerState[] {
  const out: PlayerState[] = new Array(ps.length);
  for (let i = 0; i < ps.length; i++) out[i] = clonePlayer(ps[i]!);
  return out;
}

function cloneStep(st: ActionStep | null): ActionStep | null {
  if (!st) return null;
  if (st.kind === 'ninja-show') return { ...st, order: st.order.slice(), revealed: st.revealed.map((r) => ({ seat: r.seat, cards: r.cards.slice() })) };
  if (st.kind === 'ninja-resolve') return { kind: st.kind, revealed: st.revealed.map((r) => ({ seat: r.seat, cards: r.cards.slice() })) };
  return { ...st };
}

export function cloneBattle(b: BattleState | null): BattleState | null {
  if (!b) return null;
  return {
    ...b,
    undecided: b.undecided.slice(),
    forces: b.forces.map((f) => f.slice()),
    unitsLeft: b.unitsLeft.slice(),
    queue: b.queue.slice(),
    ambush: b.ambush.slice(),
    reinforcement: b.reinforcement.slice(),
  };
}

export function cloneTurn(t: TurnState): TurnState {
  return {
    seat: t.seat,
    phase: t.phase,
    actions: t.actions,
    buys: t.buys,
    money: t.money,
    discount: t.discount,
    step: t.step === null ? null : cloneStep(t.step),
    battle: t.battle === null ? null : cloneBattle(t.battle),
  };
}

export function cloneState(s: KunitoriState): KunitoriState {
  return {
    options: s.options,
    rng: s.rng,
    pool: s.pool.slice(),
    trash: s.trash.slice(),
    players: clonePlayers(s.players),
    start: s.start,
    turns: s.turns,
    turn: cloneTurn(s.turn),
    finalTurns: s.finalTurns,
    result: s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  };
}

/** The state with its own top level: players' list (not their piles), turn and result copied; pool and trash shared. */
export function topCopy(state: KunitoriState): KunitoriState {
  return {
    options: state.options,
    rng: state.rng,
    pool: state.pool,
    trash: state.trash,
    players: state.players.slice(),
    start: state.start,
    turns: state.turns,
    turn: cloneTurn(state.turn),
    finalTurns: state.finalTurns,
    result: state.result && { scores: state.result.scores.slice(), winners: state.result.winners.slice() },
  };
}
