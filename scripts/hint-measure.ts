/**
 * Measures hints (docs/hints.md, "What it costs") as the host asks for them:
 * the 'hint' request to a thinker worker (a second engine worker, as the host
 * spawns it), at the default budget, over many decisions of real games.
 *
 *   npx tsx scripts/hint-measure.ts [decisions per game=24] [budget ms=1500] [games=all, comma-separated]
 *
 * For each game: a whole game of Normal bots (its quick-start options, seeded),
 * then `decisions` positions spread evenly over it; at each, the deciding seat's
 * VIEW goes to the thinker as the host sends it, and the wall time from request
 * to answer is taken (the host adds one read of the view in the game's queue).
 * Prints per game and in all: median, p95 and max, for every decision and for
 * the searched ones alone (the rest the Hard answers by its rule), the playouts,
 * and the load average before and after (timings are inflated by load).
 */
import { loadavg } from 'node:os';
import { quantile } from '../src-shared/ai/stats';
import { GAME_IDS, getGame } from '../src-shared/games/index';
import { normalGame } from '../src-shared/testing/normal-game';
import { EngineClient } from '../src-main/worker/spawn';
import type { BotTurn } from '../src-main/worker/protocol';

const [perGameArg = '24', budgetArg = '1500', gamesArg = ''] = process.argv.slice(2);
const perGame = Number(perGameArg);
const budgetMs = Number(budgetArg);
const games = gamesArg ? gamesArg.split(',') : GAME_IDS.filter((id) => getGame(id)?.availability === undefined);

const fmt = (xs: number[]): string => (xs.length ? `median ${Math.round(quantile(xs, 0.5))} ms, p95 ${Math.round(quantile(xs, 0.95))} ms, max ${Math.round(Math.max(...xs))} ms (n=${xs.length})` : 'none');

async function main(): Promise<void> {
  const thinker = EngineClient.spawn();
  await thinker.request({ op: 'ping' });
  const load0 = loadavg();
  console.log(`hints at ${budgetMs} ms, ${perGame} decisions per game; load average before: ${load0.map((x) => x.toFixed(1)).join(' ')}`);
  const all: number[] = [];
  const searchedAll: number[] = [];
  for (const id of games) {
    const game = getGame(id)!;
    const R = game.ruleset;
    const o = R.parseOptions(game.quickStart);
    if (!o.ok) throw new Error(o.error.message);
    const seed = `hint-measure/${id}`;
    const { moves } = await normalGame(id, game.quickStart, seed);
    // The positions: every `step`-th ply of the game, with the seat that decides there.
    const step = Math.max(1, Math.floor(moves.length / perGame));
    let s = R.setup(o.value, seed);
    const times: number[] = [];
    const searched: number[] = [];
    const playouts: number[] = [];
    for (let ply = 0; ply < moves.length && times.length < perGame; ply++) {
      if (ply % step === 0) {
        const d = R.pending(s)[0]!;
        const turn: BotTurn = { gameId: 'measure', ruleset: id, seat: d.seat, ply, kind: d.kind, view: R.view(s, d.seat), rngSeed: `${seed}/bot/${ply}/${d.seat}/hint` };
        const t0 = performance.now();
        const hint = await thinker.request({ op: 'hint', turn, budgetMs, hintId: ply });
        const ms = performance.now() - t0;
        times.push(ms);
        if (hint.how === 'search') {
          searched.push(ms);
          playouts.push(hint.playouts);
        }
      }
      s = R.apply(s, moves[ply]!.seat, moves[ply]!.move as never).state;
    }
    all.push(...times);
    searchedAll.push(...searched);
    console.log(`${id} (${moves.length} plies): all ${fmt(times)}; searched ${fmt(searched)}; playouts per searched hint median ${playouts.length ? quantile(playouts, 0.5) : 0}`);
  }
  console.log(`ALL GAMES: all ${fmt(all)}; searched ${fmt(searchedAll)}`);
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  await thinker.terminate();
}

void main();
