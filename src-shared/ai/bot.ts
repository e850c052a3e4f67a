/**
 * A bot chooses a move for one seat from that seat's VIEW only, never the
 * true state, so bots cannot cheat on hidden information. Its randomness
 * comes from the Rng it is given (seeded by the host), so games with bots
 * replay and reproduce.
 */
import type { AnyRuleset, Seat } from '../kernel/ruleset';
import type { Rng } from '../kernel/rng';

export interface Bot {
  /** The level name players pick, e.g. 'random'. */
  readonly level: string;
  readonly description: string;
  /** A move for `seat`; may take up to about `budgetMs` to think. */
  decide(ruleset: AnyRuleset, view: unknown, seat: Seat, rng: Rng, budgetMs: number): unknown | Promise<unknown>;
}
