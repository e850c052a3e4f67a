/**
 * `tenka arena`: a tournament between bot levels. Seats rotate from game to
 * game (game g puts level i of --seats in seat (i + g) mod players), so with
 * a multiple of the player count as --games every level sits in every seat
 * equally often. Games run in worker_threads (--workers, default: 2 or the
 * number of cores if fewer), each game reproducible from `${seed}/${g}`.
 *
 * Per level it reports seat-games (a level named k times in --seats plays k
 * seats per game), wins (a shared win counts as a win for each winner), the
 * win rate with a 95% Wilson interval, the mean score and the decision time
 * (median / 95th percentile / max, in ms, every decision of the level).
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { botFromSpec, botsFor } from '../../src-shared/games/bot-registry';
import { playMatch, type MatchResult } from '../../src-shared/ai/match';
import { quantile, wilson } from '../../src-shared/ai/stats';
import { getRuleset } from '../../src-shared/games/registry';
import { getGame } from '../../src-shared/games/index';
import { GAME_OPTION_FLAGS, gameOptionsFromFlags } from './game-options';
import type { ParseArgsConfig } from 'node:util';

type Flags = Record<string, string | boolean | string[] | undefined>;
type Output = { out: (line: string) => void; err: (line: string) => void };

export const ARENA_USAGE = `Usage: tenka arena --game ID --seats LEVEL,LEVEL,... [--games N] [--seed S]
                   [--budget MS] [--workers N] [--opt K=V ...] [--quick] [--json]
  Plays N seat-rotated games (default 100) between bot levels, one per seat of
  --seats (its length = the number of players), and prints per level: seat-games,
  wins (a shared win counts for each winner), win rate with a 95% Wilson
  interval, mean score, mean margin (score minus the best other seat's), and
  decision time median / p95 / max in ms.
  A level may carry tuning parameters: LEVEL:key=value:... (e.g. hard:rate=2:cap=off).
  --opt K=V a game option from the game's schema (see 'tenka --help'); --quick: the game's quick-start setting
  --budget  thinking time per decision in ms (default 1500; only search levels use it)
  --workers worker threads (default min(2, cores)); 1 = in this thread
  --json    the same as one JSON object
  --games-out FILE  also write every game (levels by seat, scores, winners) as JSON lines`;

export const ARENA_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  game: { type: 'string' },
  seats: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  budget: { type: 'string' },
  workers: { type: 'string' },
  ...GAME_OPTION_FLAGS,
  json: { type: 'boolean' },
  'games-out': { type: 'string' },
};

export interface ArenaConfig {
  game: string;
  seats: string[];
  games: number;
  seed: string;
  budgetMs: number;
  workers: number;
  options: Record<string, unknown>;
}

/** One finished game, as a worker reports it. */
export interface ArenaGame {
  index: number;
  /** Level in each seat. */
  levels: string[];
  scores: number[];
  winners: number[];
  times: number[][];
}

export interface ArenaLevelLine {
  level: string;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanScore: number;
  /** Mean of (own score − the best other seat's score): above 0 wins on average. */
  meanMargin: number;
  decisions: number;
  timeMs: { median: number; p95: number; max: number };
}

export interface ArenaReport {
  game: string;
  players: number;
  seats: string[];
  games: number;
  seed: string;
  budgetMs: number;
  options: Record<string, unknown>;
  sharedWinsCountForEach: true;
  sharedWins: number;
  seconds: number;
  levels: ArenaLevelLine[];
}

/** Levels by seat in game g: seat s gets --seats[(s + g) mod n]... rotated so every level visits every seat. */
export function rotation(seats: readonly string[], g: number): string[] {
  const n = seats.length;
  return seats.map((_, s) => seats[(s - (g % n) + n) % n]!);
}

export async function playArenaGame(config: ArenaConfig, index: number): Promise<ArenaGame> {
  const ruleset = getRuleset(config.game);
  if (!ruleset) throw new Error(`unknown game '${config.game}'`);
  const levels = rotation(config.seats, index);
  const bots = levels.map((l) => botFromSpec(ruleset.id, l)!);
  const r: MatchResult = await playMatch(ruleset, { ...config.options, players: levels.length }, `${config.seed}/${index}`, bots, config.budgetMs);
  return { index, levels, scores: r.result.scores, winners: r.result.winners, times: r.times };
}

export function summarize(config: ArenaConfig, games: readonly ArenaGame[], seconds: number): ArenaReport {
  const order = [...new Set(config.seats)];
  const acc = new Map(order.map((l) => [l, { games: 0, wins: 0, score: 0, margin: 0, times: [] as number[] }]));
  let shared = 0;
  for (const g of games) {
    if (g.winners.length > 1) shared++;
    g.levels.forEach((l, seat) => {
      const a = acc.get(l)!;
      a.games++;
      a.score += g.scores[seat] ?? 0;
      a.margin += (g.scores[seat] ?? 0) - Math.max(...g.scores.filter((_, o) => o !== seat));
      if (g.winners.includes(seat)) a.wins++;
      for (const t of g.times[seat] ?? []) a.times.push(t);
    });
  }
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    game: config.game,
    players: config.seats.length,
    seats: config.seats,
    games: games.length,
    seed: config.seed,
    budgetMs: config.budgetMs,
    options: config.options,
    sharedWinsCountForEach: true,
    sharedWins: shared,
    seconds: Math.round(seconds * 10) / 10,
    levels: order.map((level) => {
      const a = acc.get(level)!;
      const ci = wilson(a.wins, a.games);
      return {
        level,
        games: a.games,
        wins: a.wins,
        winRate: r3(a.games ? a.wins / a.games : 0),
        ci95: [r3(ci.low), r3(ci.high)],
        meanScore: Math.round((a.games ? a.score / a.games : 0) * 100) / 100,
        meanMargin: Math.round((a.games ? a.margin / a.games : 0) * 100) / 100,
        decisions: a.times.length,
        timeMs: { median: r3(quantile(a.times, 0.5)), p95: r3(quantile(a.times, 0.95)), max: r3(quantile(a.times, 1)) },
      };
    }),
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function formatArena(r: ArenaReport): string[] {
  const lines = [
    `Arena: ${r.game}, ${r.players} players, seats ${r.seats.join(',')} (rotated), ${r.games} games, seed ${r.seed}, budget ${r.budgetMs} ms, ${r.seconds} s`,
    `  ${'level'.padEnd(8)} ${'games'.padStart(6)} ${'wins'.padStart(6)} ${'win rate'.padStart(9)}  ${'95% CI'.padEnd(15)} ${'mean score'.padStart(10)} ${'margin'.padStart(7)}  decision ms median / p95 / max`,
  ];
  for (const l of r.levels) {
    lines.push(
      `  ${l.level.padEnd(8)} ${String(l.games).padStart(6)} ${String(l.wins).padStart(6)} ${pct(l.winRate).padStart(9)}  ${`${pct(l.ci95[0])}-${pct(l.ci95[1])}`.padEnd(15)} ${l.meanScore.toFixed(2).padStart(10)} ${l.meanMargin.toFixed(2).padStart(7)}  ${l.timeMs.median.toFixed(2)} / ${l.timeMs.p95.toFixed(2)} / ${l.timeMs.max.toFixed(1)}`,
    );
  }
  lines.push(`  games = seat-games (a level in k seats counts k per game); a shared win counts as a win for each winner (${r.sharedWins} shared).`);
  return lines;
}

export function parseArena(flags: Flags): ArenaConfig {
  const game = flags.game as string | undefined;
  if (!game) throw new Error('arena: --game is required');
  const ruleset = getRuleset(game);
  if (!ruleset) throw new Error(`arena: unknown game '${game}'`);
  const seats = ((flags.seats as string | undefined) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (seats.length < ruleset.minPlayers || seats.length > ruleset.maxPlayers) {
    throw new Error(`arena: --seats must name ${ruleset.minPlayers}-${ruleset.maxPlayers} levels, one per seat`);
  }
  const known = botsFor(ruleset.id).map((b) => b.level);
  for (const l of seats) {
    let bot;
    try {
      bot = botFromSpec(ruleset.id, l);
    } catch (e) {
      throw new Error(`arena: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!bot) throw new Error(`arena: unknown bot level '${l}' (known: ${known.join(', ')})`);
  }
  const int = (name: string, dflt: number): number => {
    const raw = flags[name] as string | undefined;
    if (raw === undefined) return dflt;
    if (!/^\d+$/.test(raw)) throw new Error(`arena: --${name} must be a whole number, not '${raw}'`);
    return Number(raw);
  };
  const { players: _players, ...options } = gameOptionsFromFlags(getGame(ruleset.id)!, flags, seats.length);
  const parsed = ruleset.parseOptions({ ...options, players: seats.length });
  if (!parsed.ok) throw new Error(`arena: ${parsed.error.message}`);
  return {
    game,
    seats,
    games: Math.max(1, int('games', 100)),
    seed: (flags.seed as string | undefined) ?? '1',
    budgetMs: int('budget', 1500),
    workers: Math.max(1, int('workers', Math.min(2, os.availableParallelism?.() ?? os.cpus().length))),
    options,
  };
}

/**
 * The worker pool every tournament command shares: plays `total` games, each
 * by its index, in this thread (workers = 1, with `local`) or spread over
 * worker threads that get `data` (arena-worker.ts plays a game by `data.task`).
 * Games are collected into `sink` in the order they finish.
 */
export async function runPool<G>(
  data: WorkerTask,
  total: number,
  workers: number,
  local: (index: number) => Promise<G>,
  sink: G[],
  progress?: (done: number) => void,
): Promise<void> {
  if (workers <= 1) {
    for (let g = 0; g < total; g++) {
      sink.push(await local(g));
      progress?.(sink.length);
    }
    return;
  }
  let next = 0;
  const runWorker = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const w = new Worker(new URL('./arena-worker.mjs', import.meta.url), { workerData: data });
      const feed = (): void => {
        if (next >= total) {
          void w.terminate().then(() => resolve());
          return;
        }
        w.postMessage(next++);
      };
      w.on('message', (m: { ok: true; game: G } | { ok: false; error: string }) => {
        if (!m.ok) {
          void w.terminate();
          reject(new Error(m.error));
          return;
        }
        sink.push(m.game);
        progress?.(sink.length);
        feed();
      });
      w.on('error', reject);
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(workers, total) }, runWorker));
}

/** What a worker thread is sent: a tournament's config and which command's games it plays. */
export type WorkerTask = { task: 'arena' | 'fairness' } & Record<string, unknown>;

/** Run every game: in this thread (workers = 1) or spread over worker threads. */
export async function runArena(config: ArenaConfig, progress?: (done: number) => void, games: ArenaGame[] = []): Promise<ArenaReport> {
  const t0 = performance.now();
  await runPool({ task: 'arena', ...config }, config.games, config.workers, (g) => playArenaGame(config, g), games, progress);
  games.sort((a, b) => a.index - b.index);
  return summarize(config, games, (performance.now() - t0) / 1000);
}

/** A progress line on stderr every tenth of the games (stdout stays the report). */
export function progressLine(command: string, total: number, err: (line: string) => void): (done: number) => void {
  const step = Math.max(1, Math.round(total / 10));
  const t0 = performance.now();
  return (done) => {
    if (done % step === 0 && done < total) err(`${command}: ${done}/${total} games, ${Math.round((performance.now() - t0) / 1000)} s`);
  };
}

export async function arenaCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new Error(`arena: unexpected argument '${positionals[0]}'`);
  const config = parseArena(flags);
  const games: ArenaGame[] = [];
  const report = await runArena(config, progressLine('arena', config.games, o.err), games);
  const out = flags['games-out'] as string | undefined;
  if (out) {
    const lines = games.map((g) => JSON.stringify({ index: g.index, levels: g.levels, scores: g.scores, winners: g.winners }));
    fs.writeFileSync(out, lines.join('\n') + '\n');
  }
  if (flags.json) o.out(JSON.stringify(report));
  else for (const line of formatArena(report)) o.out(line);
}
