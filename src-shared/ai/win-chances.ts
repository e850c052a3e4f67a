/**
 * Win chances of a finished game (issue 33, docs/record-and-analysis.md): at
 * the start of each round, each seat's chance to win, estimated by playing the
 * game on from the TRUE state many times with the same bot level in every seat
 * and counting who wins. The game is over, so nothing is hidden any more: the
 * playouts start from the full state, and each bot still decides from its own
 * seat's view of it (playMatch), as in any game.
 *
 * Chance is drawn afresh in every playout: the state's Rng (every ruleset keeps
 * it in `state.rng`, kernel/define-ruleset.ts) is reseeded per playout, else all
 * playouts would throw the game's own dice. What the state already holds drawn
 * (a shuffled deck's order) stays as it was: that is the full state.
 *
 * Deterministic for a game and a setting: every playout's seed is derived from
 * the game's seed, the ply it starts at and its number, and the levels used here
 * decide by count, not by time (the budget passed is only a cap for a searching
 * level).
 */
import { checkMove } from '../kernel/move-schema';
import { Rng } from '../kernel/rng';
import type { GameRecord } from '../kernel/record';
import type { AnyRuleset, Seat } from '../kernel/ruleset';
import type { Bot } from './bot';
import { GameDidNotEnd, playMatch } from './match';
import { wilson } from './stats';

/** What an analysis is run with: part of its identity (another setting is another analysis). */
export interface AnalysisSetting {
  /** The bot level every seat plays the playouts with. */
  level: string;
  /** Playouts from each point. */
  playouts: number;
  /** At most this many points (round starts are thinned evenly beyond it). */
  maxPoints: number;
}

/**
 * 24 Normal playouts at up to 40 round starts: a long MB game (5 players, 1,000+
 * plies, ~16 rounds) takes well under a minute on this machine, and a chance of
 * one half is known to about ±0.19 (docs/record-and-analysis.md).
 */
export const DEFAULT_ANALYSIS: AnalysisSetting = { level: 'normal', playouts: 24, maxPoints: 40 };

/** The level used when a game has no such level (a test game without bots): random play. */
export const FALLBACK_LEVEL = 'random';

export function settingKey(s: AnalysisSetting): string {
  return `${s.level}/${s.playouts}/${s.maxPoints}`;
}

/** A game played on too long (bots circling): counted as a playout nobody won. */
const PLAYOUT_MAX_PLIES = 20_000;

/** One point of the graph: before the move of ply + 1, i.e. the position after `ply` moves. */
export interface ChancePoint {
  ply: number;
  round: number;
  /** Playouts run from here; 0 at the end (the result is known, `wins` is it). */
  playouts: number;
  /** Playouts each seat won (a shared win counts for each winner); at the end 1 for each winner. */
  wins: number[];
}

/** A seat's chance at a point and its 95 % interval (Wilson); exact at the end. */
export function chanceOf(p: ChancePoint, seat: Seat): { chance: number; low: number; high: number } {
  const wins = p.wins[seat] ?? 0;
  if (p.playouts === 0) return { chance: wins, low: wins, high: wins };
  const { low, high } = wilson(wins, p.playouts);
  return { chance: wins / p.playouts, low, high };
}

/** Every state of a record: index = ply (0 = the start). Throws on a move this build's rules refuse. */
export function replayStates(ruleset: AnyRuleset, record: Pick<GameRecord, 'options' | 'seed' | 'moves'>): unknown[] {
  const options = ruleset.parseOptions(record.options);
  if (!options.ok) throw new Error(`bad options: ${options.error.message}`);
  let state = ruleset.setup(options.value, record.seed);
  const states = [state];
  record.moves.forEach((m, i) => {
    const checked = checkMove(ruleset, state, m.seat, m.move);
    if (!checked.ok) throw new Error(`move ${i + 1} (seat ${m.seat}) is illegal: ${checked.error.message}`);
    state = ruleset.apply(state, m.seat, checked.value.move).state;
    states.push(state);
  });
  return states;
}

/**
 * Where the analysis looks: the start, and every ply at which a new round has
 * begun (the ruleset's round counter, which every game has for its replay
 * checkpoints), at most `maxPoints` of them (thinned evenly, the start and the
 * last round's start always kept). The end is not among them (it is known).
 */
export function analysisPlies(ruleset: AnyRuleset, states: readonly unknown[], maxPoints: number): number[] {
  const last = states.length - 1;
  const starts = [0];
  for (let ply = 1; ply < last; ply++) if (ruleset.round(states[ply]) !== ruleset.round(states[ply - 1])) starts.push(ply);
  if (starts.length <= maxPoints) return starts;
  const kept = new Set<number>();
  for (let i = 0; i < maxPoints; i++) kept.add(starts[Math.round((i * (starts.length - 1)) / (maxPoints - 1))]!);
  return [...kept].sort((a, b) => a - b);
}

/**
 * Play `playouts` games on from `state` with `bot` in every seat; returns the
 * playouts each seat won. Seeds: `<game seed>/analysis/<ply>/<k>`.
 */
export async function winsFrom(
  ruleset: AnyRuleset,
  options: unknown,
  seed: string,
  ply: number,
  state: unknown,
  seats: number,
  bot: Bot,
  playouts: number,
): Promise<number[]> {
  const wins = Array<number>(seats).fill(0);
  const bots = Array<Bot>(seats).fill(bot);
  for (let k = 0; k < playouts; k++) {
    try {
      // The budget is a cap for a searching level only; the analysis levels decide by count.
      const playoutSeed = `${seed}/analysis/${ply}/${k}`;
      const played = await playMatch(ruleset, options, playoutSeed, bots, 50, { from: reseeded(state, playoutSeed), maxPlies: PLAYOUT_MAX_PLIES });
      for (const w of played.result.winners) if (w < seats) wins[w]! += 1;
    } catch (e) {
      if (!(e instanceof GameDidNotEnd)) throw e;
    }
  }
  return wins;
}

/** The state with its Rng reseeded (a state without one, as it is). */
function reseeded(state: unknown, seed: string): unknown {
  if (typeof state !== 'object' || state === null || !('rng' in state)) return state;
  return { ...state, rng: Rng.seeded(seed).state() };
}

/** The point at the end: the result, exactly. */
export function endPoint(ruleset: AnyRuleset, states: readonly unknown[], seats: number): ChancePoint | null {
  const final = states[states.length - 1];
  const result = ruleset.result(final);
  if (!result) return null;
  return { ply: states.length - 1, round: ruleset.round(final), playouts: 0, wins: Array.from({ length: seats }, (_, s) => (result.winners.includes(s) ? 1 : 0)) };
}

/** A swing between two neighbouring points: `seat` moved most, from `before` to `after`. */
export interface TurningPoint {
  /** The swing happened in the moves after ply `from` up to ply `to`. */
  from: number;
  to: number;
  seat: Seat;
  before: number;
  after: number;
}

/** Smaller swings are within the playouts' noise at the default setting (two points of 24 differ by ~0.14 by chance alone): not named. */
export const MIN_SWING = 0.25;

/**
 * The biggest swings: between neighbouring points, the seat whose chance moved
 * most; the `count` largest of at least MIN_SWING, in the order played (ties: the earlier).
 */
export function turningPoints(points: readonly ChancePoint[], count = 3): TurningPoint[] {
  const swings: TurningPoint[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    let best: TurningPoint | null = null;
    for (let seat = 0; seat < b.wins.length; seat++) {
      const before = chanceOf(a, seat).chance;
      const after = chanceOf(b, seat).chance;
      if (!best || Math.abs(after - before) > Math.abs(best.after - best.before)) best = { from: a.ply, to: b.ply, seat, before, after };
    }
    if (best && Math.abs(best.after - best.before) >= MIN_SWING) swings.push(best);
  }
  const size = (t: TurningPoint): number => Math.abs(t.after - t.before);
  return swings
    .map((t, i) => ({ t, i }))
    .sort((x, y) => size(y.t) - size(x.t) || x.i - y.i)
    .slice(0, count)
    .sort((x, y) => x.i - y.i)
    .map((x) => x.t);
}
