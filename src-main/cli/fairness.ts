/**
 * `tenka fairness`: is a table fair? Equal bots of one level sit in every
 * seat; for each player count asked for it plays N games (game g of a count
 * reproduces from `${seed}/${players}/${g}`) and reports per seat, and per
 * start choice (clan, start group, place in the turn order: whatever the
 * game's `fairness.startChoice` hook names), the wins, the win rate with a 95%
 * Wilson interval and whether the rate lies in the band parity ± 40% of
 * parity (4 players: 15-35%). A shared win counts for each winner, as in the
 * arena. Where the game says when a seat is out (`fairness.isOut`) it also
 * reports the share of seats out in rounds 1-2; the median round the game
 * ended in comes from the ruleset's round counter.
 *
 * It reuses the arena's worker pool (arena.ts runPool) and statistics.
 */
import os from 'node:os';
import { botFromSpec, botsFor } from '../../src-shared/games/bot-registry';
import { GameDidNotEnd, playMatch } from '../../src-shared/ai/match';
import { quantile, wilson } from '../../src-shared/ai/stats';
import { getRuleset } from '../../src-shared/games/registry';
import { getGame } from '../../src-shared/games/index';
import { GAME_OPTION_FLAGS, gameOptionsFromFlags } from './game-options';
import { progressLine, runPool } from './arena';
import type { ParseArgsConfig } from 'node:util';

type Flags = Record<string, string | boolean | string[] | undefined>;
type Output = { out: (line: string) => void; err: (line: string) => void };

export const FAIRNESS_USAGE = `Usage: tenka fairness --game ID [--players N|all] [--level LEVEL] [--games N] [--seed S]
                      [--workers N] [--opt K=V ...] [--quick] [--json]
  Equal bots of one level (default normal) in every seat: N games (default 100) per
  player count (--players all, the default: every count the game allows) and per count
  each seat's wins, win rate with a 95% Wilson interval and whether it lies in the
  band parity ± 40% of parity (4 players 15-35%; '<< LOW' / '>> HIGH' mark a seat out
  of it); the same per start choice (clan, start group, turn order...) where the game
  names one; the median round the game ended in, and where the game says when a seat
  is out, the share of seats out in rounds 1-2. A shared win counts for each winner.
  Game g of a count reproduces from '<seed>/<players>/<g>'.
  --opt K=V a game option from the game's schema (see 'tenka --help'); --quick: the game's quick-start setting
  --workers worker threads (default min(2, cores)); 1 = in this thread
  --json    the same as one JSON object`;

export const FAIRNESS_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  game: { type: 'string' },
  players: { type: 'string' },
  level: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  workers: { type: 'string' },
  ...GAME_OPTION_FLAGS,
  json: { type: 'boolean' },
};

/** Bots search with this much time per decision (only search levels use it; fairness is about Normal mostly). */
const BUDGET_MS = 1500;

export interface FairnessConfig {
  game: string;
  level: string;
  /** The player counts, each played `games` times. */
  playerCounts: number[];
  games: number;
  seed: string;
  workers: number;
  /** The game's options per player count (without `players`; defaults may depend on the count). */
  optionsByPlayers: Record<number, Record<string, unknown>>;
}

/** One finished game. Seats are 0-based here; the report numbers them from 1. */
export interface FairnessGame {
  index: number;
  players: number;
  /** The game's number within its player count (its seed is `${seed}/${players}/${g}`). */
  g: number;
  winners: number[];
  /** The start choice of each seat (null: the game names none). */
  choices: (string | null)[];
  /** The ruleset's round counter at the end. */
  endRound: number;
  /** True when the game reached MAX_PLIES without an end (no winner). */
  unfinished: boolean;
  /** The round each seat went out in, null = stayed in (all null when the game does not say). */
  outRounds: (number | null)[];
}

/** The band of a fair seat: parity 1/players ± 40% of it. */
export function parityBand(players: number): { parity: number; low: number; high: number } {
  const parity = 1 / players;
  return { parity, low: parity * 0.6, high: parity * 1.4 };
}

/**
 * Whether `wins` of `games` lies in the band (inclusive), in whole numbers so
 * a rate on the edge (60 of 400 at 4 players = 15%) is not lost to rounding:
 * 0.6/n ≤ wins/games ≤ 1.4/n ⟺ 3·games ≤ 5·n·wins ≤ 7·games.
 */
export function inBand(wins: number, games: number, players: number): boolean {
  if (games <= 0) return false;
  const scaled = 5 * players * wins;
  return scaled >= 3 * games && scaled <= 7 * games;
}

export interface FairnessLine {
  /** 'seat 1' or the start choice's label. */
  label: string;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  band: 'in' | 'low' | 'high';
}

export interface FairnessTable {
  players: number;
  games: number;
  /** Games with more than one winner (each winner counted). */
  sharedWins: number;
  /** Games that reached the move cap without an end (no winner; counted in `games`). */
  unfinished: number;
  band: { parity: number; low: number; high: number };
  seats: FairnessLine[];
  /** Per start choice (seat-games with that choice); null when the game names none. */
  choices: FairnessLine[] | null;
  choiceName: string | null;
  /** Median of the round counter at the end of the game. */
  medianEndRound: number;
  /** Seats out in rounds 1-2, of all seat-games (null when the game does not say who is out). */
  outEarly: { seats: number; of: number; share: number; outAtAll: number } | null;
}

export interface FairnessReport {
  game: string;
  level: string;
  seed: string;
  gamesPerCount: number;
  sharedWinsCountForEach: true;
  seconds: number;
  tables: FairnessTable[];
}

/** Which player count and game number a pool index stands for (counts one after another). */
function job(config: FairnessConfig, index: number): { players: number; g: number } {
  return { players: config.playerCounts[Math.floor(index / config.games)]!, g: index % config.games };
}

/** Moves after which a game counts as unfinished (far beyond any finished game between bots of any registered game). */
export const MAX_PLIES = 50_000;

export async function playFairnessGame(config: FairnessConfig, index: number): Promise<FairnessGame> {
  const ruleset = getRuleset(config.game);
  if (!ruleset) throw new Error(`unknown game '${config.game}'`);
  const hooks = getGame(ruleset.id)?.fairness;
  const { players, g } = job(config, index);
  const bots = Array.from({ length: players }, () => botFromSpec(ruleset.id, config.level)!);
  const outRounds: (number | null)[] = Array<number | null>(players).fill(null);
  const choices: (string | null)[] = Array<string | null>(players).fill(null);
  const isOut = hooks?.isOut;
  const startChoice = hooks?.startChoice;
  let initial: unknown;
  // After every move: a start choice is kept from the first state that names it (a clan chosen in the game's
  // first step, a setup order drawn after a split), and a seat's round out is the round counter when its flag is
  // first seen (games need not record it).
  const observe =
    isOut || startChoice
      ? (state: unknown): void => {
          initial ??= state;
          for (let s = 0; s < players; s++) {
            if (startChoice && choices[s] === null) choices[s] = startChoice(state, s, initial);
            if (isOut && outRounds[s] === null && isOut(state, s)) outRounds[s] = ruleset.round(state);
          }
        }
      : undefined;
  const options = { ...config.optionsByPlayers[players], players };
  try {
    const r = await playMatch(ruleset, options, `${config.seed}/${players}/${g}`, bots, BUDGET_MS, { observe, maxPlies: MAX_PLIES });
    return { index, players, g, winners: r.result.winners, choices, endRound: ruleset.round(r.final), outRounds, unfinished: false };
  } catch (e) {
    // Where the rules set no round limit, equal bots can circle for ever: such a game has no winner and is
    // counted as unfinished (the report says how many) rather than stopping the whole report.
    if (!(e instanceof GameDidNotEnd)) throw e;
    return { index, players, g, winners: [], choices, endRound: ruleset.round(e.final), outRounds, unfinished: true };
  }
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

function line(label: string, wins: number, games: number, players: number): FairnessLine {
  const ci = wilson(wins, games);
  const rate = games ? wins / games : 0;
  const band = inBand(wins, games, players) ? 'in' : rate < parityBand(players).parity ? 'low' : 'high';
  return { label, games, wins, winRate: r3(rate), ci95: [r3(ci.low), r3(ci.high)], band };
}

/** Labels in reading order: numbers by value ('2nd' before '10th'), words alphabetically. */
const byLabel = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

export function summarizeFairness(config: FairnessConfig, games: readonly FairnessGame[], seconds: number): FairnessReport {
  const hooks = getGame(config.game)?.fairness;
  const tables = config.playerCounts.map((players): FairnessTable => {
    const mine = games.filter((x) => x.players === players);
    const seatWins = Array<number>(players).fill(0);
    const choice = new Map<string, { games: number; wins: number }>();
    let shared = 0;
    let outEarly = 0;
    let outAtAll = 0;
    for (const x of mine) {
      if (x.winners.length > 1) shared++;
      for (const w of x.winners) seatWins[w]!++;
      x.choices.forEach((label, s) => {
        if (label === null) return;
        const c = choice.get(label) ?? { games: 0, wins: 0 };
        c.games++;
        if (x.winners.includes(s)) c.wins++;
        choice.set(label, c);
      });
      for (const round of x.outRounds) {
        if (round === null) continue;
        outAtAll++;
        if (round <= 2) outEarly++;
      }
    }
    const seatGames = mine.length * players;
    return {
      players,
      games: mine.length,
      sharedWins: shared,
      unfinished: mine.filter((x) => x.unfinished).length,
      band: parityBand(players),
      seats: seatWins.map((w, s) => line(`seat ${s + 1}`, w, mine.length, players)),
      choices: choice.size ? [...choice.keys()].sort(byLabel).map((label) => line(label, choice.get(label)!.wins, choice.get(label)!.games, players)) : null,
      choiceName: choice.size ? (hooks?.choiceName ?? 'start choice') : null,
      medianEndRound: quantile(mine.map((x) => x.endRound), 0.5),
      outEarly: hooks?.isOut ? { seats: outEarly, of: seatGames, share: r3(seatGames ? outEarly / seatGames : 0), outAtAll } : null,
    };
  });
  return {
    game: config.game,
    level: config.level,
    seed: config.seed,
    gamesPerCount: config.games,
    sharedWinsCountForEach: true,
    seconds: Math.round(seconds * 10) / 10,
    tables,
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const BAND_MARK = { in: 'in band', low: '<< LOW', high: '>> HIGH' } as const;

function tableLines(head: string, rows: readonly FairnessLine[]): string[] {
  const width = Math.max(head.length, ...rows.map((l) => l.label.length));
  return [
    `  ${head.padEnd(width)} ${'games'.padStart(6)} ${'wins'.padStart(6)} ${'win rate'.padStart(9)}  ${'95% CI'.padEnd(13)}  band`,
    ...rows.map(
      (l) =>
        `  ${l.label.padEnd(width)} ${String(l.games).padStart(6)} ${String(l.wins).padStart(6)} ${pct(l.winRate).padStart(9)}  ${`${pct(l.ci95[0])}-${pct(l.ci95[1])}`.padEnd(13)}  ${BAND_MARK[l.band]}`,
    ),
  ];
}

export function formatFairness(r: FairnessReport): string[] {
  const lines = [
    `Fairness: ${r.game}, ${r.level} bots in every seat, ${r.gamesPerCount} games per player count, seed ${r.seed}, ${r.seconds} s`,
    `  band: parity ± 40% of parity; a shared win counts as a win for each winner`,
  ];
  for (const t of r.tables) {
    lines.push('');
    const unfinished = t.unfinished ? `, ${t.unfinished} unfinished: no end within ${MAX_PLIES} moves` : '';
    lines.push(`${t.players} players: ${t.games} games (${t.sharedWins} shared${unfinished}), parity ${pct(t.band.parity)}, band ${pct(t.band.low)}-${pct(t.band.high)}`);
    lines.push(...tableLines('seat', t.seats));
    if (t.choices) {
      lines.push(`  by ${t.choiceName} (games = seat-games with it):`);
      lines.push(...tableLines(t.choiceName ?? 'start choice', t.choices));
    }
    const out = t.outEarly ? `; out in rounds 1-2: ${t.outEarly.seats} of ${t.outEarly.of} seat-games (${pct(t.outEarly.share)}), out at all: ${t.outEarly.outAtAll}` : '';
    lines.push(`  median end round ${t.medianEndRound}${out}`);
  }
  return lines;
}

export function parseFairness(flags: Flags): FairnessConfig {
  const game = flags.game as string | undefined;
  if (!game) throw new Error('fairness: --game is required');
  const ruleset = getRuleset(game);
  const module = getGame(game);
  if (!ruleset || !module) throw new Error(`fairness: unknown game '${game}'`);
  const int = (name: string, dflt: number): number => {
    const raw = flags[name] as string | undefined;
    if (raw === undefined) return dflt;
    if (!/^\d+$/.test(raw)) throw new Error(`fairness: --${name} must be a whole number, not '${raw}'`);
    return Number(raw);
  };
  const playersFlag = (flags.players as string | undefined) ?? 'all';
  const all = Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i);
  const playerCounts = playersFlag === 'all' ? all : [int('players', 0)];
  if (!all.includes(playerCounts[0]!)) throw new Error(`fairness: --players is ${ruleset.minPlayers}-${ruleset.maxPlayers} or 'all', not '${playersFlag}'`);
  const level = (flags.level as string | undefined) ?? 'normal';
  let bot;
  try {
    bot = botFromSpec(ruleset.id, level);
  } catch (e) {
    throw new Error(`fairness: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!bot) throw new Error(`fairness: unknown bot level '${level}' (known: ${botsFor(ruleset.id).map((b) => b.level).join(', ')})`);
  const optionsByPlayers: Record<number, Record<string, unknown>> = {};
  for (const n of playerCounts) {
    const { players: _players, ...options } = gameOptionsFromFlags(module, flags, n);
    const parsed = ruleset.parseOptions({ ...options, players: n });
    if (!parsed.ok) throw new Error(`fairness: ${n} players: ${parsed.error.message}`);
    optionsByPlayers[n] = options;
  }
  return {
    game,
    level,
    playerCounts,
    games: Math.max(1, int('games', 100)),
    seed: (flags.seed as string | undefined) ?? '1',
    workers: Math.max(1, int('workers', Math.min(2, os.availableParallelism?.() ?? os.cpus().length))),
    optionsByPlayers,
  };
}

/** Play every game of every player count (on the arena's worker pool) and summarize. */
export async function runFairness(config: FairnessConfig, progress?: (done: number) => void, games: FairnessGame[] = []): Promise<FairnessReport> {
  const t0 = performance.now();
  const total = config.games * config.playerCounts.length;
  await runPool({ task: 'fairness', ...config }, total, config.workers, (i) => playFairnessGame(config, i), games, progress);
  games.sort((a, b) => a.index - b.index);
  return summarizeFairness(config, games, (performance.now() - t0) / 1000);
}

export async function fairnessCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new Error(`fairness: unexpected argument '${positionals[0]}'`);
  const config = parseFairness(flags);
  const report = await runFairness(config, progressLine('fairness', config.games * config.playerCounts.length, o.err));
  if (flags.json) o.out(JSON.stringify(report));
  else for (const l of formatFairness(report)) o.out(l);
}
