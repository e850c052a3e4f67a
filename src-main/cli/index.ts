/**
 * tenka — the command-line entry for headless work, e.g.
 *
 *   npm run tenka -- play --game ID --players 3 --seats random,random,random --seed S --json
 *   npm run tenka -- replay --verify <gameId>
 *   npm run tenka -- bench --game ID --players 4 --seconds 1
 *
 * Besides these, every game's own commands (GameModule.cli) are registered
 * here by name, e.g. the tower-stats of one game.
 *
 * Exit codes: 0 ok, 1 the work failed (e.g. verification mismatch), 2 usage.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { randomPlayout } from '../../src-shared/ai/playout';
import { allBotLevels, botsFor, getBot } from '../../src-shared/games/bot-registry';
import { playMatch } from '../../src-shared/ai/match';
import { RULESETS, getRuleset } from '../../src-shared/games/registry';
import { GAME_IDS, getGame } from '../../src-shared/games/index';
import type { GameCliCommand } from '../../src-shared/games/game-module';
import { GAME_OPTION_FLAGS, gameOptionsFromFlags, gameOptionsHelp } from './game-options';
import { verifyRecord } from '../../src-shared/kernel/record';
import { Rng } from '../../src-shared/kernel/rng';
import { ReplaySeeker } from '../../src-shared/kernel/seek';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { HostClient } from '../services/client';
import { ContractFailure } from '../services/errors';
import { createHostServices } from '../services/host-services';
import { exportImportCommands } from './export-import';
import { Store } from '../store/store';
import { ARENA_OPTIONS, ARENA_USAGE, arenaCommand } from './arena';
import { FAIRNESS_OPTIONS, FAIRNESS_USAGE, fairnessCommand } from './fairness';

class UsageError extends Error {}
class RunError extends Error {}

type Flags = Record<string, string | boolean | string[] | undefined>;
type Output = { out: (line: string) => void; err: (line: string) => void };
type Command = { usage: string; options: NonNullable<ParseArgsConfig['options']>; run: (f: Flags, pos: string[], o: Output) => Promise<void> };

const DATA_DIR_HELP = '--data-dir DIR   data folder (default: $TENKA_DATA_DIR or ./.tenka-data)';

const HELP = `tenka — Tenka's command line

Usage: npm run tenka -- <command> [options]

Commands:
  play     Play a whole game between bots, through the engine worker and the store
  replay   Show a stored game, or --verify that it replays to its stored checkpoints
  bench    Random-playout throughput of a ruleset (pure engine, no store)
  export   Write a stored game to a game file (export GAME_ID --out FILE)
  import   Verify a game file and store it as a new game (prints its id)
  arena    Seat-rotated tournament between bot levels (win rates, 95% intervals, decision times)
  fairness Equal bots in every seat: win rate per seat and per start choice, 95% intervals, the fair band
  help     Show this help (or: tenka <command> --help)

${gameCommandsHelp()}
Rulesets: ${RULESETS.map((r) => `${r.id} (${r.minPlayers}-${r.maxPlayers} players)`).join(', ')}
Bot levels: ${allBotLevels().join(', ')} (per game: ${RULESETS.map((r) => `${r.id}: ${botsFor(r.id).map((b) => b.level).join(', ')}`).join('; ')})
Game options (play, bench, arena, fairness: --opt KEY=VALUE, repeatable; --quick for the game's quick-start setting):
${gameOptionsHelp().join('\n')}
Exit codes: 0 ok, 1 failed, 2 usage error.
`;

/** Every game's own commands (GameModule.cli), by name; a name two games use is an error at startup. */
function gameCommands(): Map<string, { gameId: string; command: GameCliCommand }> {
  const out = new Map<string, { gameId: string; command: GameCliCommand }>();
  for (const gameId of GAME_IDS) {
    for (const [name, command] of Object.entries(getGame(gameId)!.cli ?? {})) {
      const taken = out.get(name);
      if (taken) throw new Error(`the games ${taken.gameId} and ${gameId} both define the command '${name}'`);
      out.set(name, { gameId, command });
    }
  }
  return out;
}

function gameCommandsHelp(): string {
  const extras = [...gameCommands()].map(([name, { gameId, command }]) => `  ${name}  ${command.summary} (${gameId})`);
  return extras.length ? `Commands of one game:\n${extras.join('\n')}\n` : '';
}

/** A game's command as a CLI command: the game's output gets a file writer, its errors stay exit 1. */
function asCommand(command: GameCliCommand): Command {
  return {
    usage: command.usage,
    options: command.options,
    run: (flags, positionals, o) => command.run(flags, positionals, { ...o, writeFile: (file, text) => writeFileSync(file, text) }),
  };
}

const COMMANDS: Record<string, Command> = {
  play: {
    usage: `Usage: tenka play --game ID --players N [--opt K=V ...] [--quick]
                  [--seats LEVEL,LEVEL,...] [--seed S] [--json] [--data-dir DIR]
  Plays a complete game with a bot in every seat (default: random), storing it.
  --json prints one JSON object: game, seed, gameId, rounds, scores, winner, moves, ms, checkpoints.
  --opt K=V sets a game option from the game's schema (e.g. --opt side=moon; 'tenka --help' lists them).
  ${DATA_DIR_HELP}`,
    options: {
      game: { type: 'string' },
      players: { type: 'string' },
      ...GAME_OPTION_FLAGS,
      seats: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      'data-dir': { type: 'string' },
    },
    run: play,
  },
  replay: {
    usage: `Usage: tenka replay [--verify] GAME_ID [--json] [--data-dir DIR]
  Without --verify: prints the stored record (seed, options, moves) and checkpoints as JSON.
  --verify: re-simulates the game and compares every stored checkpoint hash;
            exit 0 "verified N checkpoints", or exit 1 naming the first mismatch.
  ${DATA_DIR_HELP}`,
    options: {
      verify: { type: 'boolean' },
      json: { type: 'boolean' },
      'data-dir': { type: 'string' },
    },
    run: replayCommand,
  },
  bench: {
    usage: `Usage: tenka bench --game ID [--players N] [--opt K=V ...] [--quick] [--seconds S | --games G]
                   [--runs R] [--policy LEVEL] [--json]
  Complete games per second, pure engine in this process (no store, no worker):
  the median of R runs (default 5) of S seconds each (default 1), or of G games each (--games: the
  same seeds and work every run and every build, so before/after compare on a busy machine; the
  replay seek times are then left out).
  --policy random (default): random moves from each seat's view (randomPlayout), plus replay seek times.
  --policy LEVEL: a bot of that level in every seat, as the arena plays them (budget 0), e.g.
            --policy normal: the Normal self-play rollouts the search plays.
  Besides wall-clock games/s it prints games per CPU second of this process (less inflated by other
  processes on a shared machine).`,
    options: {
      game: { type: 'string' },
      players: { type: 'string' },
      ...GAME_OPTION_FLAGS,
      seconds: { type: 'string' },
      games: { type: 'string' },
      runs: { type: 'string' },
      policy: { type: 'string' },
      json: { type: 'boolean' },
    },
    run: bench,
  },
  arena: { usage: ARENA_USAGE, options: ARENA_OPTIONS, run: arenaCommand },
  fairness: { usage: FAIRNESS_USAGE, options: FAIRNESS_OPTIONS, run: fairnessCommand },
  ...exportImportCommands({ usageError: (m) => new UsageError(m), dataDir }),
  ...Object.fromEntries([...gameCommands()].map(([name, { command }]) => [name, asCommand(command)])),
};

export async function main(argv: string[], o: Output = { out: console.log, err: console.error }): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      o.out(HELP);
      return command ? 0 : 2;
    }
    const spec = COMMANDS[command];
    if (!spec) throw new UsageError(`unknown command '${command}'`);
    if (rest.includes('--help') || rest.includes('-h')) {
      o.out(spec.usage);
      return 0;
    }
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: spec.options, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError(`${command}: ${(e as Error).message}`);
    }
    await spec.run(parsed.values as Flags, parsed.positionals, o);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      o.err(`tenka: ${e.message}\nRun 'tenka --help' or 'tenka <command> --help' for usage.`);
      return 2;
    }
    if (e instanceof ContractFailure && (e.code === 'bad-options' || e.code === 'unknown-ruleset')) {
      o.err(`tenka: ${e.message}`);
      return 2;
    }
    o.err(`tenka: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

// ── helpers ───────────────────────────────────────────────────────────

function dataDir(flags: Flags): string {
  const dir = (flags['data-dir'] as string | undefined) ?? process.env.TENKA_DATA_DIR ?? './.tenka-data';
  return path.resolve(dir);
}

function requireRuleset(flags: Flags): AnyRuleset {
  const id = flags.game as string | undefined;
  if (!id) throw new UsageError('--game is required');
  const ruleset = getRuleset(id);
  if (!ruleset) throw new UsageError(`unknown game '${id}' (known: ${RULESETS.map((r) => r.id).join(', ')})`);
  return ruleset;
}

function intFlag(flags: Flags, name: string): number | undefined {
  const raw = flags[name] as string | undefined;
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, not '${raw}'`);
  return Number(raw);
}

function gameOptions(flags: Flags, players: number, ruleset: AnyRuleset): Record<string, unknown> {
  try {
    return gameOptionsFromFlags(getGame(ruleset.id)!, flags, players);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

// ── play ──────────────────────────────────────────────────────────────

async function play(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new UsageError(`play: unexpected argument '${positionals[0]}'`);
  const ruleset = requireRuleset(flags);
  const seatLevels = (flags.seats as string | undefined)?.split(',').map((s) => s.trim());
  const players = intFlag(flags, 'players') ?? seatLevels?.length ?? ruleset.minPlayers;
  const levels = seatLevels ?? Array<string>(players).fill('random');
  if (levels.length !== players) throw new UsageError(`--seats names ${levels.length} seats but --players is ${players}`);
  const known = botsFor(ruleset.id).map((b) => b.level);
  for (const level of levels) {
    if (!known.includes(level)) throw new UsageError(`unknown bot level '${level}' in --seats (play needs a bot in every seat; known: ${known.join(', ')})`);
  }
  const options = gameOptions(flags, players, ruleset);
  const seed = flags.seed as string | undefined;
  const started = performance.now();
  const services = await createHostServices({ dataDir: dataDir(flags), resumeOnStart: false });
  try {
    const client = new HostClient(services);
    const { gameId } = await client.call({
      type: 'createGame',
      ruleset: ruleset.id,
      options,
      ...(seed === undefined ? {} : { seed }),
      seats: levels.map((bot, i) => ({ kind: 'bot' as const, name: `Seat ${i + 1} (${bot})`, bot })),
    });
    await services.whenIdle(gameId);
    const failure = services.backgroundError(gameId);
    if (failure) throw new RunError(`game ${gameId} stopped: ${failure.message}`);
    const game = services.store.getGame(gameId)!;
    if (!game.result) throw new RunError(`game ${gameId} did not finish (ply ${game.ply})`);
    const ms = Math.round(performance.now() - started);
    const winners = game.result.winners;
    const report = {
      game: ruleset.id,
      rulesetVersion: ruleset.version,
      options: game.options,
      seed: game.seed,
      gameId,
      seats: levels,
      rounds: game.round,
      scores: game.result.scores,
      winner: winners.length === 1 ? winners[0]! : winners,
      moves: game.ply,
      ms,
      checkpoints: services.store.checkpoints(gameId),
    };
    if (flags.json) {
      o.out(JSON.stringify(report));
    } else {
      o.out(`${ruleset.title}, ${players} players, seed ${game.seed}`);
      o.out(`game ${gameId}: ${game.ply} moves, ${game.round} rounds, ${ms} ms`);
      game.result.scores.forEach((score, seat) => {
        o.out(`  seat ${seat} (${levels[seat]}): ${score}${winners.includes(seat) ? '  ← winner' : ''}`);
      });
      o.out(winners.length > 1 ? `shared win: seats ${winners.join(', ')}` : `winner: seat ${winners[0]}`);
    }
  } finally {
    await services.close();
  }
}

// ── replay ────────────────────────────────────────────────────────────

async function replayCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length !== 1) throw new UsageError('replay takes exactly one game id');
  const gameId = positionals[0]!;
  const store = Store.open(dataDir(flags));
  try {
    const record = store.record(gameId);
    if (!record) throw new RunError(`no game '${gameId}' in ${store.file}`);
    const stored = store.checkpoints(gameId);
    if (!flags.verify) {
      o.out(JSON.stringify({ gameId, ...record, checkpoints: stored }, null, flags.json ? undefined : 2));
      return;
    }
    const ruleset = getRuleset(record.ruleset);
    if (!ruleset) throw new RunError(`game ${gameId} uses ruleset '${record.ruleset}', which this build does not have`);
    if (ruleset.version !== record.rulesetVersion) {
      o.err(`tenka: warning: game ${gameId} was played with ${ruleset.id} version ${record.rulesetVersion}; this build has ${ruleset.version}`);
    }
    const report = verifyRecord(ruleset, record, stored);
    if (flags.json) o.out(JSON.stringify({ gameId, moves: record.moves.length, ...report }));
    if (report.ok) {
      if (!flags.json) o.out(`verified ${report.checked} checkpoints (game ${gameId}, ${record.moves.length} moves)`);
      return;
    }
    const why = report.mismatch
      ? `checkpoint at ply ${report.mismatch.ply}: stored ${report.mismatch.expected}, replay gives ${report.mismatch.actual} (${report.checked} earlier checkpoints matched)`
      : (report.error ?? 'unknown problem');
    throw new RunError(`VERIFY FAILED for game ${gameId}: ${why}`);
  } finally {
    store.close();
  }
}

// ── bench ─────────────────────────────────────────────────────────────

const BENCH_RUNS = 5;

/** This process's CPU seconds (user + system): a rate per CPU second is less inflated by other processes than wall time. */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function bench(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new UsageError(`bench: unexpected argument '${positionals[0]}'`);
  const ruleset = requireRuleset(flags);
  const players = intFlag(flags, 'players') ?? ruleset.minPlayers;
  const secondsRaw = (flags.seconds as string | undefined) ?? '1';
  const seconds = Number(secondsRaw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--seconds must be a positive number, not '${secondsRaw}'`);
  const fixedGames = intFlag(flags, 'games');
  if (fixedGames === 0) throw new UsageError('--games must be at least 1');
  const benchRuns = intFlag(flags, 'runs') ?? BENCH_RUNS;
  if (benchRuns === 0) throw new UsageError('--runs must be at least 1');
  const options = gameOptions(flags, players, ruleset);
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new UsageError(`bad options for ${ruleset.id}: ${parsed.error.message}`);
  const policy = (flags.policy as string | undefined) ?? 'random';
  // 'random' is the engine's own random playout; any other level is that bot in every seat, as the arena plays it.
  let playOne: (seed: string) => Promise<number>;
  if (policy === 'random') {
    playOne = async (seed) => randomPlayout(ruleset, options, seed).plies;
  } else {
    const bot = getBot(ruleset.id, policy);
    if (!bot) throw new UsageError(`unknown policy '${policy}' for ${ruleset.id} (levels: ${botsFor(ruleset.id).map((b) => b.level).join(', ')})`);
    const bots = Array.from({ length: players }, () => bot);
    playOne = async (seed) => (await playMatch(ruleset, options, seed, bots, 0)).plies;
  }

  // One game first, unmeasured, so the first run does not pay for the JIT's warm-up.
  await playOne('bench-warm-up');
  const runs: { games: number; ms: number; cpuMs: number; gamesPerSecond: number; gamesPerCpuSecond: number }[] = [];
  let plies = 0;
  for (let run = 0; run < benchRuns; run++) {
    const start = performance.now();
    const cpu0 = cpuSeconds();
    const until = start + seconds * 1000;
    let games = 0;
    let now = start;
    while (fixedGames !== undefined ? games < fixedGames : now < until) {
      plies += await playOne(`bench-${run}-${games}`);
      games++;
      now = performance.now();
    }
    const ms = now - start;
    const cpuMs = (cpuSeconds() - cpu0) * 1000;
    runs.push({ games, ms: Math.round(ms), cpuMs: Math.round(cpuMs), gamesPerSecond: (games * 1000) / ms, gamesPerCpuSecond: (games * 1000) / cpuMs });
    await Promise.resolve();
  }
  const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const round1 = (x: number): number => Math.round(x * 10) / 10;
  const totalGames = runs.reduce((s, r) => s + r.games, 0);
  const report = {
    game: ruleset.id,
    players,
    policy,
    options: parsed.value,
    gamesPerSecond: round1(median(runs.map((r) => r.gamesPerSecond))),
    gamesPerCpuSecond: round1(median(runs.map((r) => r.gamesPerCpuSecond))),
    runs: runs.map((r) => ({ ...r, gamesPerSecond: round1(r.gamesPerSecond), gamesPerCpuSecond: round1(r.gamesPerCpuSecond) })),
    movesPerGame: round1(plies / totalGames),
    ...(policy === 'random' && fixedGames === undefined ? { seek: seekTimes(ruleset, parsed.value) } : {}),
  };
  if (flags.json) {
    o.out(JSON.stringify(report));
  } else {
    const what = policy === 'random' ? 'complete random games/s' : `complete games/s, ${policy} bots in every seat`;
    const each = fixedGames !== undefined ? `${fixedGames} games` : `${seconds} s`;
    o.out(`${ruleset.title}, ${players} players: ${report.gamesPerSecond} ${what} (${report.gamesPerCpuSecond} per CPU second)`);
    o.out(`  median of ${benchRuns} runs of ${each}: ${report.runs.map((r) => r.gamesPerSecond).join(', ')} games/s; ${report.movesPerGame} moves per game`);
    const k = report.seek;
    if (k) o.out(`  replay seek, ${k.plies}-ply game: cold jump to the end ${k.coldMs} ms (median of ${BENCH_RUNS}), worst of 200 random jumps ${k.worstJumpMs} ms`);
  }
}

/** How fast the replay browser can jump around one whole random game (issue 6: under 200 ms). */
function seekTimes(ruleset: AnyRuleset, options: unknown): { plies: number; coldMs: number; worstJumpMs: number } {
  const seed = 'bench-seek';
  const { moves } = randomPlayout(ruleset, options, seed, { record: true });
  const record = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options, seed, moves };
  const colds: number[] = [];
  let seeker = new ReplaySeeker(ruleset, record);
  for (let run = 0; run < BENCH_RUNS; run++) {
    const t0 = performance.now();
    seeker = new ReplaySeeker(ruleset, record);
    seeker.stateAt(seeker.length);
    colds.push(performance.now() - t0);
  }
  const rng = Rng.seeded(seed);
  let worst = 0;
  for (let i = 0; i < 200; i++) {
    const ply = rng.int(seeker.length + 1);
    const t = performance.now();
    seeker.view(ply, null);
    worst = Math.max(worst, performance.now() - t);
  }
  colds.sort((a, b) => a - b);
  const round1 = (x: number): number => Math.round(x * 10) / 10;
  return { plies: seeker.length, coldMs: round1(colds[Math.floor(colds.length / 2)]!), worstJumpMs: round1(worst) };
}

// Run when executed directly (not when imported by a test).
const entry = process.argv[1] && path.resolve(process.argv[1]);
if (entry && /[\\/]cli[\\/]index\.(ts|js|mjs)$/.test(entry)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
