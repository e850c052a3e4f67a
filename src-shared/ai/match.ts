/**
 * Playing whole games between bots in this thread, with no host, store or
 * worker: the core of the arena command and of the bots' tests. Each seat's
 * decision is timed; the bots' Rngs are seeded from the game seed, the ply and
 * the seat (as the host does), so a match reproduces from its seed.
 */
import { Rng } from '../kernel/rng';
import { freeActionsOf, freeSeats, offerKey } from '../kernel/free-actions';
import type { AnyRuleset, GameResult } from '../kernel/ruleset';
import type { Bot } from './bot';

export interface MatchResult {
  result: GameResult;
  /** Milliseconds of each decision, per seat. */
  times: number[][];
  plies: number;
  /** The state right after setup, and the final state (for reports that look at where seats started and how the game ended, e.g. `tenka fairness`). */
  initial: unknown;
  final: unknown;
}

/**
 * A match that reached its move cap without an end (bots that circle for ever where the rules set no round limit).
 * Carries the last state, so a report can count the game as unfinished instead of stopping.
 */
export class GameDidNotEnd extends Error {
  constructor(
    readonly rulesetId: string,
    readonly maxPlies: number,
    readonly final: unknown,
  ) {
    super(`${rulesetId}: game did not end within ${maxPlies} moves`);
    this.name = 'GameDidNotEnd';
  }
}

export interface MatchExtras {
  maxPlies?: number;
  /** Called with every state after a move (the setup state first): lets a report note when something happened, e.g. the round a seat went out. */
  observe?: (state: unknown) => void;
  /** Play on from this state (of a game set up with `options`) instead of the start: the analysis of a finished game (win-chances.ts). */
  from?: unknown;
}

/**
 * Every `every`-th state (at most `max`) of a 4-player game between copies of `bot`: the positions the games' search
 * tests check their engines and rollouts on.
 */
export async function sampleStates<S>(ruleset: AnyRuleset, seed: string, bot: Bot, every: number, max: number): Promise<S[]> {
  const out: S[] = [];
  let k = 0;
  await playMatch(ruleset, { players: 4 }, seed, [bot, bot, bot, bot], 0, {
    observe: (s) => {
      if (k++ % every === 0 && out.length < max) out.push(s as S);
    },
  });
  return out;
}

export async function playMatch(
  ruleset: AnyRuleset,
  options: unknown,
  seed: string,
  bots: readonly Bot[],
  budgetMs: number,
  extras: MatchExtras | number = {},
): Promise<MatchResult> {
  const { maxPlies = 100_000, observe, from } = typeof extras === 'number' ? { maxPlies: extras } : extras;
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  let state = from ?? ruleset.setup(parsed.value, seed);
  const initial = state;
  observe?.(state);
  const times: number[][] = bots.map(() => []);
  const offered: string[] = bots.map(() => '');
  for (let ply = 0; ply < maxPlies; ply++) {
    const pending = ruleset.pending(state);
    if (pending.length === 0) {
      const result = ruleset.result(state);
      if (!result) throw new Error(`${ruleset.id}: no pending decisions but no result`);
      return { result, times, plies: ply, initial, final: state };
    }
    const seat = pending[0]!.seat;
    const bot = bots[seat]!;
    const rng = Rng.seeded(`${seed}/bot/${ply}/${seat}`);
    const view = ruleset.view(state, seat);
    const t0 = performance.now();
    const move = await bot.decide(ruleset, view, seat, rng, budgetMs);
    times[seat]!.push(performance.now() - t0);
    const checked = ruleset.validate(state, seat, move);
    if (!checked.ok) {
      throw new Error(`${bot.level} bot in seat ${seat} chose an illegal move (${checked.error.code}: ${checked.error.message}): ${JSON.stringify(move)}`);
    }
    state = ruleset.apply(state, seat, checked.value).state;
    observe?.(state);
    // Then each bot seat offered a free action (one newly open, kernel/free-actions.ts offerKey) may take one.
    const open = freeActionsOf(ruleset, state);
    for (const free of freeSeats(open)) {
      const other = bots[free];
      const key = offerKey(open, free);
      if (!other?.freeAction || offered[free] === key || ruleset.pending(state).length === 0) continue;
      offered[free] = key;
      const fm = other.freeAction(ruleset, ruleset.view(state, free), free, Rng.seeded(`${seed}/free/${ply}/${free}`));
      if (fm === null || fm === undefined) continue;
      const ok = ruleset.validate(state, free, fm);
      if (!ok.ok) throw new Error(`${other.level} bot in seat ${free} chose an illegal free action (${ok.error.code}: ${ok.error.message}): ${JSON.stringify(fm)}`);
      state = ruleset.apply(state, free, ok.value).state;
      observe?.(state);
    }
  }
  throw new GameDidNotEnd(ruleset.id, maxPlies, state);
}
