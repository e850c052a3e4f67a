/**
 * A bot chooses a move for one seat from that seat's VIEW only, never the
 * true state, so bots cannot cheat on hidden information. Its randomness
 * comes from the Rng it is given (seeded by the host), so games with bots
 * replay and reproduce.
 */
import type { AnyRuleset, Seat } from '../kernel/ruleset';
import type { Rng } from '../kernel/rng';

export interface DecideOptions {
  /**
   * Called while a searching bot thinks, with the share of its work done
   * (0..1, rising). Bots that answer at once never call it. May be called
   * very often: the receiver throttles.
   */
  onProgress?: (fraction: number) => void;
}

export interface Bot {
  /** The level name players pick, e.g. 'random'. */
  readonly level: string;
  readonly description: string;
  /** Whether the bot searches (uses its time budget and reports progress). */
  readonly searches?: boolean;
  /** A move for `seat`; may take up to about `budgetMs` to think. */
  decide(ruleset: AnyRuleset, view: unknown, seat: Seat, rng: Rng, budgetMs: number, options?: DecideOptions): unknown | Promise<unknown>;
  /**
   * A free action this bot takes now (kernel/ruleset.ts `freeActions`: a move its seat may make although nothing is
   * asked of it, e.g. declaring an ally's Daimyō dead), or null for none. Hosts and the match driver offer it to every
   * bot seat with a free action open once after each move of a pending seat; absent = the bot never takes one
   * unasked (it may still make them among its moves when it is pending). Decides from the view alone, quickly.
   */
  freeAction?(ruleset: AnyRuleset, view: unknown, seat: Seat, rng: Rng): unknown | null;
  /**
   * The same level with tuning parameters (the arena's `level:key=value:...`),
   * for measuring variants; throws on a parameter it does not know.
   */
  withParams?(params: Readonly<Record<string, string>>): Bot;
}
