/**
 * Rollouts that copy the state once, not at every ply (issue 31 part 4).
 *
 * A ruleset's `apply` is pure: it copies the whole state (the game's clone)
 * and changes the copy. Inside a search's rollout the states after the
 * first move are the rollout's own — nobody else holds them, and the next
 * move replaces them — so copying them again at every ply only makes work
 * for the garbage collector (in the map games the copy and its garbage were
 * a fifth to a third of a Hard decision's time). `ownedApply` wraps a
 * ruleset for a search's hooks: a state it has not made itself is applied
 * as before (copied: the sampled world is shared by the iterations of a
 * round and must stay as drawn), a state it made (the result of its own
 * earlier apply) is changed in place by the game's own apply step, and the
 * result is the same object. The moves played and the numbers drawn are
 * exactly those of the pure apply: only the copies are saved.
 *
 * Only for a caller that never reads a state again after applying a move to
 * it (ai/ismcts.ts's rollouts: `state = apply(state, …).state`). A game opts
 * in from its own search hooks; nothing changes for the others.
 */
import { MoveContext, type ApplyContext } from '../kernel/define-ruleset';
import type { RngState } from '../kernel/rng';
import type { BaseOptions, GameEvent, Ruleset, Seat } from '../kernel/ruleset';

/** The game's apply step on a state it may change (defineRuleset's `apply` of the game's definition). */
export type ApplyStep<S, M, E extends GameEvent> = (ctx: ApplyContext<S, E>, seat: Seat, move: M) => void;

export function ownedApply<S extends { rng: RngState }, M, V, E extends GameEvent, O extends BaseOptions>(
  ruleset: Ruleset<S, M, V, E, O>,
  step: ApplyStep<S, M, E>,
): Ruleset<S, M, V, E, O> {
  // The states this wrapper made: only these are changed in place.
  const owned = new WeakSet<object>();
  return {
    ...ruleset,
    apply(input, seat, move) {
      if (!owned.has(input)) {
        const applied = ruleset.apply(input, seat, move);
        owned.add(applied.state);
        return applied;
      }
      // As defineRuleset's apply, without the copy: the Rng resumed when first read, stored back only then.
      const ctx = new MoveContext<S, E>(input);
      step(ctx, seat, move);
      ctx.finish();
      return { state: input, events: ctx.events };
    },
  };
}
