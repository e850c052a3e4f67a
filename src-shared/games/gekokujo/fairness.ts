/**
 * The fairness numbers of a Gekokujō table (issue 31): equal bots in every
 * seat, fresh seeds, and per game the clan each seat ended up with, the
 * winner, the round it ended in and the round each player went out. From
 * those: win rate per seat and per clan (95% Wilson intervals), the median
 * winning round, and the share of players out in rounds 1–2. Runs in this
 * thread (playMatch's loop, keeping the state so the clans and rounds can be
 * read); `npm run tenka -- gekokujo-fairness` prints it.
 */
import { Rng } from '../../kernel/rng';
import type { Bot } from '../../ai/bot';
import { quantile, wilson } from '../../ai/stats';
import { CLANS, CLAN_NAMES, type Clan } from './data';
import { gekokujo as R } from './index';
import type { GekokujoState } from './types';

/** Plies after which a game counts as unfinished (playMatch's cap). */
export const MAX_PLIES = 100_000;

export interface FairnessGame {
  seed: string;
  clans: Clan[];
  winners: number[];
  /** The round the game ended in. */
  round: number;
  /** The round each seat went out in (null = still in at the end). */
  outIn: (number | null)[];
  reason: string;
}

/** One whole game between the given bots (one per seat), with what the report reads. */
export function playFairnessGame(options: Record<string, unknown>, seed: string, bots: readonly Bot[]): FairnessGame {
  const parsed = R.parseOptions({ ...options, players: bots.length });
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  let s: GekokujoState = R.setup(parsed.value, seed);
  const outIn: (number | null)[] = bots.map(() => null);
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const pending = R.pending(s);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const view = R.view(s, seat);
    // The bots are synchronous here (Gekokujō's decide returns a move, or a promise for a search level).
    const move = bots[seat]!.decide(R as never, view, seat, Rng.seeded(`${seed}/bot/${ply}/${seat}`), 0) as unknown;
    if (move instanceof Promise) throw new Error('fairness: asynchronous bots are not supported here');
    s = R.apply(s, seat, move as never).state;
    s.players.forEach((p, i) => {
      if (p.eliminated && outIn[i] === null) outIn[i] = s.round;
    });
  }
  const r = s.result;
  // Default options have no round limit, and bots can circle for ever (two clans trading one province each round):
  // such a game is counted as unfinished, with no winner, rather than stopping the report.
  if (!r) return { seed, clans: s.players.map((p) => p.clan!), winners: [], round: s.round, outIn, reason: 'unfinished' };
  return { seed, clans: s.players.map((p) => p.clan!), winners: r.winners.slice(), round: s.round, outIn, reason: r.reason };
}

export interface FairnessReport {
  players: number;
  games: number;
  seats: { seat: number; wins: number; rate: number; ci95: [number, number] }[];
  clans: { clan: Clan; games: number; wins: number; rate: number; ci95: [number, number] }[];
  medianWinningRound: number;
  /** Share of all player-games out in rounds 1–2. */
  earlyOut: number;
  reasons: Record<string, number>;
}

export function summarizeFairness(players: number, games: readonly FairnessGame[]): FairnessReport {
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  const line = (wins: number, n: number) => {
    const ci = wilson(wins, n);
    return { wins, rate: r3(n ? wins / n : 0), ci95: [r3(ci.low), r3(ci.high)] as [number, number] };
  };
  const seats = Array.from({ length: players }, (_, seat) => ({ seat: seat + 1, ...line(games.filter((g) => g.winners.includes(seat)).length, games.length) }));
  const clans = CLANS.map((clan) => {
    let n = 0;
    let w = 0;
    for (const g of games) g.clans.forEach((c, seat) => c === clan && (n++, g.winners.includes(seat) && w++));
    return { clan, games: n, ...line(w, n) };
  }).filter((c) => c.games > 0);
  const early = games.reduce((a, g) => a + g.outIn.filter((r) => r !== null && r <= 2).length, 0);
  const reasons: Record<string, number> = {};
  for (const g of games) reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
  return {
    players,
    games: games.length,
    seats,
    clans,
    medianWinningRound: quantile(games.filter((g) => g.winners.length > 0).map((g) => g.round), 0.5),
    earlyOut: r3(early / Math.max(1, games.length * players)),
    reasons,
  };
}

export function formatFairness(rep: FairnessReport): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const out = [`gekokujo fairness: ${rep.players} players, ${rep.games} games`];
  out.push('seat  wins   rate    95% CI');
  for (const s of rep.seats) out.push(`${String(s.seat).padEnd(5)} ${String(s.wins).padStart(4)}  ${pct(s.rate).padStart(6)}  ${pct(s.ci95[0])}–${pct(s.ci95[1])}`);
  out.push('clan        games  wins   rate    95% CI');
  for (const c of rep.clans) {
    out.push(`${CLAN_NAMES[c.clan].padEnd(11)} ${String(c.games).padStart(5)} ${String(c.wins).padStart(5)}  ${pct(c.rate).padStart(6)}  ${pct(c.ci95[0])}–${pct(c.ci95[1])}`);
  }
  out.push(`median winning round: ${rep.medianWinningRound}`);
  out.push(`players out in rounds 1–2: ${pct(rep.earlyOut)}`);
  out.push(`end reasons: ${Object.entries(rep.reasons).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  return out;
}
