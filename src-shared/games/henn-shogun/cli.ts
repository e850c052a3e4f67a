/**
 * Henn's command-line extras (`npm run tenka -- tower-stats ...`): the
 * usage and flags are here, the work is loaded only when the command runs
 * (the simulation statistics need not ride along wherever the module is listed).
 */
import type { GameCliCommand } from '../game-module';

const towerStats: GameCliCommand = {
  summary: 'Calibration numbers of the physics cube tower, and the fit of its surrogate',
  usage: `Usage: tenka tower-stats [--throws N] [--seed S] [--json]
       tenka tower-stats --check-surrogate [--throws N] [--seed S] [--json]
       tenka tower-stats --fit-surrogate [--throws N] [--seed S] [--out FILE]
  Simulates N throws (default 10000) of the physics tower of Dirk Henn's Shogun:
  single cubes into the empty tower, series of battles of 5-15 cubes, the release
  curve for 1/5/10/20/40 cubes, setup throws for 3/4/5 players, and a check of the
  statistical surrogate (p and q by cubes thrown and cubes inside) on fresh throws.
  --json prints one JSON object (newCubeExitRate, steadyStateMean, curve, setup, fit, ...).
  --check-surrogate: only the check of the committed surrogate table, on N throws
  (default 20000, seed 'surrogate-check'), by cubes thrown and by load, with standard errors.
  --fit-surrogate: fit the table afresh on N throws (default 40000, seed 'surrogate-fit')
  and print src-shared/games/henn-shogun/tower/surrogate-table.ts (or write it to --out FILE).`,
  options: {
    throws: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    'fit-surrogate': { type: 'boolean' },
    'check-surrogate': { type: 'boolean' },
    out: { type: 'string' },
  },
  run: async (flags, positionals, o) => (await import('./tower/stats-command')).towerStatsCommand(flags, positionals, o),
};

const seats: GameCliCommand = {
  summary: "Henn's seat fairness: wins per seat and per start group of the fixed setup, and games/s, between equal bots",
  usage: `Usage: tenka henn-seats [--players 3|4|5] [--games N] [--seed S] [--level easy|normal|hard] [--setup fixed|draft] [--side sun|moon] [--tower physics|surrogate] [--json]
       tenka henn-seats --rollouts [--players N] [--games N] [--seed S]
  Plays N games (default 100) between equal bots (default normal) with the default
  options (or those given), game g from seed S/g exactly as \`tenka arena --seed S\`,
  and prints the wins per seat and per start group ("speler A", "B", ... of the
  fixed setup's table) with 95% Wilson intervals, and games per second.
  --tower surrogate: play with the fitted stand-in of the physics tower that the
  searches' rollouts use (a quick proxy for fairness).
  --rollouts: only the speed of whole games played as the Hard search plays its
  rollouts (surrogate tower, Normal on the cheap sim view, no validation), games/s.`,
  options: {
    players: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    level: { type: 'string' },
    setup: { type: 'string' },
    side: { type: 'string' },
    tower: { type: 'string' },
    rollouts: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  run: async (flags, positionals, o) => (await import('./seats-command')).seatsCommand(flags, positionals, o),
};

export const HENN_CLI = { 'tower-stats': towerStats, 'henn-seats': seats } as const;
