/**
 * May a person take back their last decision? One rule for every game
 * (docs/undo.md), decided from the record alone, never per game:
 *
 *   A seat may take back its own last move, and with it every move made
 *   since (bots' replies follow from it), as long as nothing hidden or random
 *   has come out since the position before that move:
 *   - the seeded Rng in the state (`state.rng`, the kernel's convention) is
 *     the same as then: no die rolled or thrown, no shuffle;
 *   - what the seat cannot see (every part of the state its view does not show
 *     as it is) is the same as then: no card drawn or shown, no secret plan
 *     revealed or added.
 *   Only against bots: every other seat is a bot (a person who saw the move
 *   cannot un-see it), and only while the game runs.
 *
 * The words of a refusal look at the events since (a die, a card);
 * the decision itself never does.
 */
import { canonicalJson } from './hash';
import { checkMove } from './move-schema';
import type { GameRecord } from './record';
import type { AnyRuleset, GameEvent, Seat } from './ruleset';

/** Why a take-back is refused, as a code the renderer puts in words. */
export type TakeBackRefusal =
  /** The seat has made no move yet. */
  | 'no-move'
  /** Another seat is a person (hotseat or several connections). */
  | 'people'
  /** The game is over. */
  | 'over'
  /** A die was rolled since the move. */
  | 'die'
  /** A card was drawn or shown since the move. */
  | 'card'
  /** A secret plan (or another hidden choice) was made or revealed since. */
  | 'secret'
  /** Chance decided something else (a throw, a shuffle, a random draw). */
  | 'chance';

export type TakeBackCheck =
  | {
      ok: true;
      /** The position the game goes back to (the ply before the seat's move). */
      toPly: number;
      /** How many moves leave the record (the seat's and the bots' since). */
      moves: number;
    }
  | { ok: false; reason: TakeBackRefusal };

/** Events whose type names a die roll / a card: only for the words of a refusal. */
const DIE_EVENT = /dice|roll/;
const CARD_EVENT = /draw|drew|card|deal|shuffle|restack|fate/;

/**
 * Check the rule for `seat` on a stored game. `people` are the seats played
 * by persons (the seat itself among them).
 */
export function checkTakeBack(ruleset: AnyRuleset, record: GameRecord, seat: Seat, people: readonly Seat[]): TakeBackCheck {
  if (people.some((p) => p !== seat)) return { ok: false, reason: 'people' };
  let last = -1;
  record.moves.forEach((m, i) => {
    if (m.seat === seat) last = i;
  });
  if (last < 0) return { ok: false, reason: 'no-move' };
  const options = ruleset.parseOptions(record.options);
  if (!options.ok) throw new Error(`bad options: ${options.error.message}`);
  let state: unknown = ruleset.setup(options.value, record.seed);
  let before: unknown = state;
  const since: GameEvent[] = [];
  // What the seat could not see before its move, and whether it stayed so at every ply since
  // (a bots' secret plan made and revealed after the move leaves it equal at the end only).
  let hidden = '';
  let hiddenChanged = false;
  record.moves.forEach((m, i) => {
    if (i === last) {
      before = state;
      hidden = hiddenFrom(ruleset, state, seat);
    }
    const checked = checkMove(ruleset, state, m.seat, m.move);
    if (!checked.ok) throw new Error(`move ${i + 1} (seat ${m.seat}) is illegal: ${checked.error.message}`);
    const applied = ruleset.apply(state, m.seat, checked.value.move);
    state = applied.state;
    if (i >= last) {
      since.push(...applied.events);
      if (!hiddenChanged && hiddenFrom(ruleset, state, seat) !== hidden) hiddenChanged = true;
    }
  });
  if (ruleset.pending(state).length === 0) return { ok: false, reason: 'over' };
  const types = since.map((e) => e.type).join(' ');
  if (canonicalJson(rngOf(before)) !== canonicalJson(rngOf(state))) {
    if (DIE_EVENT.test(types)) return { ok: false, reason: 'die' };
    if (CARD_EVENT.test(types)) return { ok: false, reason: 'card' };
    return { ok: false, reason: 'chance' };
  }
  if (hiddenChanged) {
    return { ok: false, reason: CARD_EVENT.test(types) ? 'card' : 'secret' };
  }
  return { ok: true, toPly: last, moves: record.moves.length - last };
}

function rngOf(state: unknown): unknown {
  return state && typeof state === 'object' ? (state as { rng?: unknown }).rng : undefined;
}

/**
 * Everything of the state the seat's view does not show as it is: each part
 * (by path) where state and view differ, with its value in the state. Equal
 * texts = nothing hidden from the seat changed.
 */
export function hiddenFrom(ruleset: AnyRuleset, state: unknown, seat: Seat): string {
  const out: string[] = [];
  const { rng: _rng, ...rest } = state as Record<string, unknown>;
  collect(rest, ruleset.view(state, seat), '', out);
  return out.join('\n');
}

function collect(full: unknown, seen: unknown, path: string, out: string[]): void {
  if (full === seen) return;
  if (isObject(full) && isObject(seen)) {
    for (const key of Object.keys(full)) collect(full[key], seen[key], `${path}.${key}`, out);
    return;
  }
  if (Array.isArray(full) && Array.isArray(seen) && full.length === seen.length) {
    full.forEach((v, i) => collect(v, seen[i], `${path}[${i}]`, out));
    return;
  }
  const text = canonicalJson(full);
  if (text !== canonicalJson(seen)) out.push(`${path}=${text}`);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
