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
 * The words of a refusal look at the events since, as the game declares
 * them (`ruleset.reveals`: which of its event types show a die, a throw, a
 * card or a secret); the decision itself never does.
 */
import { canonicalJson } from './hash';
import { checkMove } from './move-schema';
import type { GameRecord } from './record';
import { Rng, type RngState } from './rng';
import type { AnyRuleset, GameEvent, RevealingEvents, Seat } from './ruleset';

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
  /** Something was thrown since the move (a throw, not a die). */
  | 'throw'
  /** A card was drawn or shown since the move. */
  | 'card'
  /** A secret plan (or another hidden choice) was made or revealed since. */
  | 'secret'
  /** Chance decided something the game declares no event for (never, when its declaration is complete: tested). */
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

/** The kinds a game declares, in the order the words name them when several happened since the move. */
const CHANCE_WORDS = ['die', 'throw', 'card', 'secret'] as const;
const HIDDEN_WORDS = ['card', 'secret'] as const;

/**
 * The words for a refusal: the first kind in `order` of which an event happened since the move (the game's own
 * declaration, `ruleset.reveals`), else `fallback`.
 */
export function refusalWords(
  reveals: RevealingEvents | undefined,
  since: readonly GameEvent[],
  order: readonly (keyof RevealingEvents)[],
  fallback: TakeBackRefusal,
): TakeBackRefusal {
  const types = new Set(since.map((e) => e.type));
  return order.find((kind) => (reveals?.[kind] ?? []).some((t) => types.has(t))) ?? fallback;
}

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
  if (rngMoved(before, state)) return { ok: false, reason: refusalWords(ruleset.reveals, since, CHANCE_WORDS, 'chance') };
  if (hiddenChanged) return { ok: false, reason: refusalWords(ruleset.reveals, since, HIDDEN_WORDS, 'secret') };
  return { ok: true, toPly: last, moves: record.moves.length - last };
}

/**
 * Did the seeded Rng draw between the two states? Compared as the generator's words, not as stored: a game that
 * resumes the Rng on every move stores its words unsigned again (`Rng.from(..).state()`), while a draw may have
 * left one signed — the same generator, which must not count as chance (it refused MB Shogun's levies).
 */
export function rngMoved(before: unknown, after: unknown): boolean {
  return canonicalJson(rngWords(before)) !== canonicalJson(rngWords(after));
}

function rngWords(state: unknown): unknown {
  const rng = state && typeof state === 'object' ? (state as { rng?: unknown }).rng : undefined;
  return Array.isArray(rng) && rng.length === 4 ? Rng.from(rng as unknown as RngState).state() : rng;
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
