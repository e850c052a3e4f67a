/**
 * Gekokujō's command-line extras (`npm run tenka -- gekokujo-fairness ...`): usage and flags here, the work
 * (fairness.ts, which plays whole games) loaded only when the command runs.
 */
import type { GameCliCommand } from '../game-module';

const fairness: GameCliCommand = {
  summary: 'Win rate per seat and per clan, median winning round and early eliminations between equal bots',
  usage: `Usage: tenka gekokujo-fairness [--players N] [--games N] [--seed S] [--level LEVEL] [--opt K=V ...] [--json] [--games-out FILE]
  Plays N games (default 400) with the same bot level (default normal) in every seat, default options
  (--opt K=V to change one, e.g. --opt rice=true), seeds S/0 .. S/N-1 (default S = 'fair'), in this thread,
  and prints the win rate per seat and per clan the bots ended up with (95% Wilson intervals), the median
  round the games ended in and the share of players out in rounds 1–2.
  --games-out FILE  also write every game (seed, clans by seat, winners, end round, round each seat went out) as JSON lines.`,
  options: {
    players: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    level: { type: 'string' },
    opt: { type: 'string', multiple: true },
    json: { type: 'boolean' },
    'games-out': { type: 'string' },
  },
  run: async (flags, _positionals, o) => (await import('./fairness-command')).fairnessCommand(flags, o),
};

export const GEKOKUJO_CLI = { 'gekokujo-fairness': fairness } as const;
