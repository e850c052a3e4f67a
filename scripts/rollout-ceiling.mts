/**
 * What a cheaper rollout policy could buy in Henn's and MB's searches (issue 31 part 4): whole games played as the
 * search plays its rollouts (Henn: Normal on simView, the surrogate tower; MB: the playout players, 30 samples a
 * battle), their moves recorded, then the same games replayed through the same rollout engine with no policy at all
 * (the same moves, the same dice: the engine's share of the work). Games per CPU second of each, after `warm` games of
 * each kind (a search runs warm: Hard decides many times a game).
 *
 * TREE is a checkout (this one, or a `git archive` of a base): where it lacks the search's rollout engine or players
 * (the day, e707370), its rollouts are the ones that day's Hard played (the pure apply; Normal on a cheap
 * view), as its own rollout benches had them.
 *
 *   npx tsx scripts/rollout-ceiling.mts TREE henn|mb [games=300|30] [warm=20]
 *   bash scripts/rollout-ceiling-bundled.sh TREE henn|mb [games] [warm]    # the same, bundled as the app's worker is
 *
 * The replay is a best case for the engine: alone, nothing else fills the caches or leaves garbage behind. In MB the
 * profile of a rollout charges the engine about four times what its replay takes (docs/playouts.md, "Seventh pass").
 */
const [tree = '.', game = 'henn', gamesArg, warmArg] = process.argv.slice(2);
const games = Number(gamesArg ?? (game === 'mb' ? 30 : 300));
const warm = Number(warmArg ?? 20);
const root = tree.startsWith('/') ? tree : `${process.cwd()}/${tree}`;
/**
 * The modules scripts/rollout-ceiling-bundled.sh bundled in (the app's worker runs bundled code, which names no
 * closures; tsx names every one it makes), else the tree's own, imported under tsx.
 */
const bundled = (globalThis as { ceilingModules?: Record<string, Record<string, any>> }).ceilingModules;
/** A module of the tree's src-shared. */
const load = (path: string): Promise<Record<string, any>> =>
  bundled ? (bundled[path] ? Promise.resolve(bundled[path]) : Promise.reject(new Error(`not in the bundle: ${path}`))) : import(`${root}/src-shared/${path}`);
/** A module a tree of the day lacks: {} there. */
const optional = (path: string): Promise<Record<string, any>> => load(path).catch(() => ({}));

interface Engine {
  apply(s: unknown, seat: number, m: unknown): { state: unknown };
}
interface Game {
  setup(seed: string): unknown;
  pending(s: unknown): { seat: number }[];
  engine: Engine;
  policy(s: unknown, who: number, rng: unknown): unknown;
}

async function henn(): Promise<Game> {
  const { createHennShogun } = await load('games/henn-shogun/index.ts');
  const { surrogateTower } = await load('games/henn-shogun/tower-model.ts');
  const hooks = await optional('games/henn-shogun/bots/search-hooks.ts');
  const { heuristicMove, NORMAL } = await load('games/henn-shogun/bots/heuristic.ts');
  const { simView } = await load('games/henn-shogun/bots/sim-view.ts');
  const R = createHennShogun({ tower: surrogateTower() });
  const options = R.parseOptions({ players: 4 }).value;
  return {
    setup: (seed) => R.setup(options, seed),
    pending: (s) => R.pending(s),
    engine: hooks.rolloutEngineFor?.({ options }) ?? R,
    policy: (s, who, rng) => heuristicMove(simView(s, who), who, rng, NORMAL),
  };
}

async function mb(): Promise<Game> {
  const { mbShogun } = await load('games/mb-shogun/index.ts');
  const { pendingOf } = await load('games/mb-shogun/flow.ts');
  const cfg = await optional('games/mb-shogun/bots/hard-config.ts');
  const hooks = await optional('games/mb-shogun/bots/search-hooks.ts');
  const { NORMAL, heuristicMove } = await load('games/mb-shogun/bots/heuristic.ts');
  const options = mbShogun.parseOptions({ players: 4 }).value;
  // The day (its bots/rollout-bench.ts): Normal with 30 samples a battle on a cheap view of the state.
  const simView = (s: Record<string, unknown>, seat: number): unknown => ({ ...s, seat, hiddenGroups: [], spyLook: null, pending: pendingOf(s) });
  const style = { ...NORMAL, samples: 30 };
  return {
    setup: (seed) => mbShogun.setup(options, seed),
    pending: (s) => pendingOf(s),
    engine: hooks.rolloutEngine ?? mbShogun,
    policy: cfg.playoutPolicy ? cfg.playoutPolicy(-1, NORMAL, cfg.seatView, 'normal') : (s, who, rng) => heuristicMove(simView(s as Record<string, unknown>, who), who, rng, style),
  };
}

const G = game === 'mb' ? await mb() : await henn();
const { Rng } = await load('kernel/rng.ts');
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** One whole game from `seed`: the policy's moves (recorded into `moves`), or `replay`'s. Returns its plies. */
function play(seed: string, moves: unknown[], replay: readonly unknown[] | null): number {
  let s = G.setup(seed);
  const rng = Rng.seeded(`${seed}/policy`);
  let plies = 0;
  for (let p = G.pending(s); p.length > 0; p = G.pending(s)) {
    const who = p[0]!.seat;
    const m = replay ? replay[plies] : G.policy(s, who, rng);
    if (!replay) moves.push(m);
    s = G.engine.apply(s, who, m).state;
    plies++;
  }
  return plies;
}

const recorded: unknown[][] = [];
for (let g = 0; g < warm; g++) play(`ceiling-warm/${g}`, [], null);
let c0 = cpu();
let plies = 0;
for (let g = 0; g < games; g++) plies += play(`ceiling/${g}`, (recorded[g] = []), null);
const whole = cpu() - c0;
for (let g = 0; g < Math.min(warm, games); g++) play(`ceiling/${g}`, [], recorded[g]!);
c0 = cpu();
let replayed = 0;
for (let g = 0; g < games; g++) replayed += play(`ceiling/${g}`, [], recorded[g]!);
const engine = cpu() - c0;
if (replayed !== plies) throw new Error(`the replay played ${replayed} plies, the games ${plies}`);
console.log(
  `${game} ${tree}: ${games} games, ${(plies / games).toFixed(0)} plies a game; policy and engine ${(games / whole).toFixed(1)} games/CPU-s; ` +
    `the engine alone (the moves replayed) ${(games / engine).toFixed(1)} games/CPU-s, ${((100 * engine) / whole).toFixed(0)} % of the whole`,
);
