/**
 * The body of `tenka henn-seats` (Henn's CLI extra, see cli.ts): equal bots
 * play N games and the wins are counted per seat and per start group of the
 * beginners' fixed setup ("speler A", "B", ... of the rulebook's table), with
 * 95% Wilson intervals, and the games per second (the rollout speed a search
 * sees). Game g is played from seed `${seed}/${g}` exactly as `tenka arena`
 * plays it, so the two agree game by game.
 */
import type { CliFlags as Flags, CliOutput as Output } from '../game-module';
import { playMatch } from '../../ai/match';
import { wilson } from '../../ai/stats';
import { Rng } from '../../kernel/rng';
import { HENN_SHOGUN_BOTS } from './bots';
import { NORMAL, heuristicMove } from './bots/heuristic';
import { simView } from './bots/sim-view';
import { rolloutEngineFor } from './bots/search-hooks';
import { createHennShogun, hennShogun, type HennShogunRuleset } from './index';
import { surrogateTower } from './tower-model';
import { startGroupsOf } from './setup';

export interface SeatsReport {
  players: number;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  /** Wins per seat and per start group (a shared win counts for each winner). */
  seatWins: number[];
  groupWins: number[] | null;
}

export async function seatsReport(
  options: Record<string, unknown>,
  level: string,
  games: number,
  seed: string,
  progress?: (done: number) => void,
  R: HennShogunRuleset = hennShogun,
): Promise<SeatsReport> {
  const players = Number(options.players);
  const bot = HENN_SHOGUN_BOTS.find((b) => b.level === level);
  if (!bot) throw new Error(`henn-seats: unknown level '${level}' (easy, normal, hard)`);
  const parsed = R.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const seatWins = new Array<number>(players).fill(0);
  const groupWins = new Array<number>(players).fill(0);
  let grouped = true;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const gameSeed = `${seed}/${g}`;
    const groups = parsed.value.setup === 'drawn' ? startGroupsOf(players, gameSeed) : parsed.value.setup === 'fixed' ? Array.from({ length: players }, (_, i) => i) : null;
    if (!groups) grouped = false;
    const r = await playMatch(R, options, gameSeed, new Array(players).fill(bot), 1500);
    for (const w of r.result.winners) {
      seatWins[w]!++;
      if (groups) groupWins[groups[w]!]!++;
    }
    progress?.(g + 1);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { players, games, seconds, gamesPerSecond: games / seconds, seatWins, groupWins: grouped ? groupWins : null };
}

/**
 * Whole games played the way the Hard search plays its rollouts: the surrogate
 * tower, the Normal heuristic on `simView` (no copied views), moves applied
 * without validation by the search's rollout engine (search-hooks.ts
 * rolloutEngineFor: the state copied once, then changed in place). Games g
 * from seeds `${seed}/${g}`; returns games/s.
 */
export function rolloutSpeed(players: number, games: number, seed: string): { seconds: number; gamesPerSecond: number; plies: number } {
  const R = createHennShogun({ tower: surrogateTower() });
  const o = R.parseOptions({ players });
  if (!o.ok) throw new Error(o.error.message);
  const engine = rolloutEngineFor({ options: o.value });
  let plies = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s = R.setup(o.value, `${seed}/${g}`);
    const rng = Rng.seeded(`${seed}/${g}/bots`);
    for (;;) {
      const p = R.pending(s);
      if (p.length === 0) break;
      const seat = p[0]!.seat;
      s = engine.apply(s, seat, heuristicMove(simView(s, seat), seat, rng, NORMAL)).state;
      plies++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, gamesPerSecond: games / seconds, plies };
}

const pc = (x: number): string => `${(x * 100).toFixed(1)}%`;

export async function seatsCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new Error(`henn-seats: unexpected argument '${positionals[0]}'`);
  const players = Number((flags.players as string | undefined) ?? '4');
  if (![3, 4, 5].includes(players)) throw new Error('--players is 3, 4 or 5');
  const games = Number((flags.games as string | undefined) ?? '100');
  if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
  const options: Record<string, unknown> = { players };
  if (flags.side) options.side = flags.side;
  if (flags.setup) options.setup = flags.setup;
  const level = (flags.level as string | undefined) ?? 'normal';
  const seed = (flags.seed as string | undefined) ?? '1';
  if (flags.rollouts) {
    const r = rolloutSpeed(players, games, seed);
    if (flags.json) o.out(JSON.stringify({ players, games, seed, ...r }));
    else o.out(`Henn's Shogun rollouts (surrogate tower, Normal on simView, no validation), ${players} players, ${games} games, seed ${seed}: ${r.seconds.toFixed(1)} s, ${r.gamesPerSecond.toFixed(2)} games/s, ${Math.round(r.plies / games)} plies/game (load-dependent)`);
    return;
  }
  const step = Math.max(1, Math.round(games / 10));
  // --tower surrogate: the fitted stand-in the bots' searches play their
  // rollouts with (counts only, ~10x faster); a quick proxy, not the game.
  const surrogate = flags.tower === 'surrogate';
  if (flags.tower !== undefined && !surrogate && flags.tower !== 'physics') throw new Error('--tower is physics (the game) or surrogate');
  const ruleset = surrogate ? createHennShogun({ tower: surrogateTower() }) : hennShogun;
  const r = await seatsReport(options, level, games, seed, (d) => d % step === 0 && d < games && o.err(`henn-seats: ${d}/${games} games`), ruleset);
  if (flags.json) {
    o.out(JSON.stringify({ ...r, options, level, seed }));
    return;
  }
  o.out(`Henn's Shogun, ${players} players, ${players} x ${level}, options ${JSON.stringify(options)}, ${games} games, seed ${seed}${surrogate ? ', SURROGATE tower (the rollouts\' stand-in, not the game)' : ''}`);
  o.out(`  ${r.seconds.toFixed(1)} s, ${r.gamesPerSecond.toFixed(2)} games/s (one thread; load-dependent)`);
  const line = (name: string, wins: number): string => {
    const ci = wilson(wins, games);
    return `    ${name.padEnd(10)} ${String(wins).padStart(5)}  ${pc(wins / games).padStart(6)}  ${pc(ci.low)}-${pc(ci.high)}`;
  };
  o.out(`  wins by seat (parity ${pc(1 / players)}; a shared win counts for each winner)`);
  r.seatWins.forEach((w, s) => o.out(line(`seat ${s + 1}`, w)));
  if (r.groupWins) {
    o.out('  wins by start group of the fixed setup');
    r.groupWins.forEach((w, g) => o.out(line(`speler ${String.fromCharCode(65 + g)}`, w)));
  }
}
