/**
 * Jūni-tsuki: how high can Hard's search go when its worlds are the TRUE state (issue 31, the ceiling)? A diagnostic,
 * not a level: the arena's games (its seeds `${seed}/${g}`, its seat rotation, its bots' Rngs through playMatch), with
 * the Hard seat's search drawing every world as a copy of the real state (the other seats' hands, the castles' koku,
 * the decks' order) with only the future randomness (the state's Rng: the dice, later shuffles) reseeded from the
 * search's. Everything else is the Hard of `SPEC` (the plan and Normal's rankings still draw their one world from
 * the view; the other seats are the arena's Normal).
 *
 *   nice -n 19 npx tsx scripts/juni-ceiling.mts SEED [GAMES=8] [worlds=true|view] [SPEC=hard:playouts=480] [FROM=0]
 *
 * `worlds=view` draws the worlds as the bot does (determinize.ts from the view) through the same hook: its games must
 * be the arena's (`--check` plays game FROM so and as the arena's bots play it, and compares the final states).
 * Prints one JSON line: the seed, the games, the Hard seat's wins per game (a shared win counts for each winner,
 * as the arena counts it), their sum.
 *
 * `--agree`: plays the arena's games FROM… (worlds from the view) and at every own-month decision of the Hard seat also
 * asks for its move with the true worlds (the same Rng) and with the view's worlds and another Rng (the search's own
 * noise): how often the peek changes the move, against how often a reseed does.
 */
import { playMatch } from '../src-shared/ai/match';
import type { Bot } from '../src-shared/ai/bot';
import { Rng } from '../src-shared/kernel/rng';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import { cloneState } from '../src-shared/games/juni-tsuki/clone';
import { determinize } from '../src-shared/games/juni-tsuki/determinize';
import { hardMove } from '../src-shared/games/juni-tsuki/bots/hard';
import { acting } from '../src-shared/games/juni-tsuki/bots/search-hooks';
import { parseHardParams } from '../src-shared/games/juni-tsuki/bots/index';
import type { JuniState, JuniView } from '../src-shared/games/juni-tsuki/types';
import { parseArena, rotation } from '../src-main/cli/arena';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const check = process.argv.includes('--check');
const agree = process.argv.includes('--agree');
const seed = args[0] ?? 'S8j-1';
const games = Number(args[1] ?? 8);
const mode = (args[2] ?? 'true') as 'true' | 'view';
const spec = args[3] ?? 'hard:playouts=480';
const from = Number(args[4] ?? 0);
const config = parseArena({ game: 'juni-tsuki', seats: `${spec},normal,normal,normal`, seed, games: String(games), workers: '1' });
const hardConfig = parseHardParams(Object.fromEntries(spec.split(':').slice(1).map((kv) => kv.split('=') as [string, string])));

/** The Hard of `spec` whose search draws its worlds by `worlds` (the true state seen last, or the view's). */
function ceilingBot(current: () => JuniState, worldsOf: 'true' | 'view'): Bot {
  const base = botFromSpec('juni-tsuki', spec)!;
  const move = (view: JuniView, seat: number, rng: Rng, budgetMs: number, w: 'true' | 'view') =>
    hardMove(view, seat, rng, {
      budgetMs,
      config: hardConfig,
      worlds: w === 'true' ? (r) => ({ ...cloneState(current()), rng: r.fork('world').state() }) : (r) => determinize(view, r),
    });
  return {
    ...base,
    decide: (_r, view, seat, rng: Rng, budgetMs) => {
      const v = view as JuniView;
      if (!agree || !acting(v, seat)) return move(v, seat, rng, budgetMs, worldsOf);
      const peek = JSON.stringify(move(v, seat, Rng.from(rng.state()), budgetMs, 'true'));
      const reseed = JSON.stringify(move(v, seat, Rng.seeded(`reseed/${JSON.stringify(rng.state())}`), budgetMs, 'view'));
      const own = move(v, seat, rng, budgetMs, 'view');
      tally.decisions++;
      if (peek !== JSON.stringify(own)) tally.peekDiffers++;
      if (reseed !== JSON.stringify(own)) tally.reseedDiffers++;
      return own;
    },
  };
}

/** `--agree`'s counts over the own-month decisions. */
const tally = { decisions: 0, peekDiffers: 0, reseedDiffers: 0 };

async function play(g: number, worldsOf: 'true' | 'view'): Promise<{ won: boolean; final: JuniState; winners: number[] }> {
  const levels = rotation(config.seats, g);
  let state: JuniState | null = null;
  const hard = ceilingBot(() => state!, worldsOf);
  const bots = levels.map((l) => (l === spec ? hard : botFromSpec('juni-tsuki', l)!));
  const r = await playMatch(R as never, { ...config.options, players: levels.length }, `${config.seed}/${g}`, bots, config.budgetMs, {
    // The state the next decision is asked in: playMatch observes every state after a move (and the setup).
    observe: (s) => (state = s as JuniState),
  });
  const seat = levels.indexOf(spec);
  return { won: r.result.winners.includes(seat), final: r.final as JuniState, winners: r.result.winners };
}

/** The arena's game `g` (arena.ts playArenaGame's bots and seeds), with its final state (the arena reports winners only). */
async function arenaGame(g: number): Promise<{ final: JuniState; winners: number[] }> {
  const levels = rotation(config.seats, g);
  const bots = levels.map((l) => botFromSpec('juni-tsuki', l)!);
  const r = await playMatch(R as never, { ...config.options, players: levels.length }, `${config.seed}/${g}`, bots, config.budgetMs);
  return { final: r.final as JuniState, winners: r.result.winners };
}

if (check) {
  const arena = await arenaGame(from);
  const view = await play(from, 'view');
  const same = JSON.stringify(view.final) === JSON.stringify(arena.final);
  console.log(JSON.stringify({ seed, game: from, arenaWinners: arena.winners, viewWinners: view.winners, sameFinalState: same }));
} else if (agree) {
  for (let g = from; g < from + games; g++) await play(g, 'view');
  console.log(JSON.stringify({ seed, spec, games, from, ...tally }));
} else {
  const wins: number[] = [];
  for (let g = from; g < from + games; g++) wins.push((await play(g, mode)).won ? 1 : 0);
  console.log(JSON.stringify({ seed, spec, worlds: mode, games, from, wins, total: wins.reduce((a, b) => a + b, 0) }));
}
