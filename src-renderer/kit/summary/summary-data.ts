/**
 * The numbers of a finished game's summary, worked out from what the host
 * gives any replay of a game that is over (its checkpoints, all-seeing
 * frames and log): the standing of every seat round by round, and the rounds
 * that decided the game. Pure, so it is tested without a host or a browser.
 */
import type { LoggedMove } from '../../games/renderer-game';

/** One point of the chart: the standing of every seat at the start of a round (and at the end). */
export interface SeriesPoint {
  /** Ply of the position measured. */
  ply: number;
  /** The round that begins here (the last point: the round the game ended in). */
  round: number;
  standing: number[];
}

/**
 * The standing at each checkpoint whose view the game can read, in ply order,
 * one point per ply (a round change and the end may share one).
 */
export function buildSeries(points: readonly { ply: number; round: number; standing: number[] | null }[]): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  for (const p of [...points].sort((a, b) => a.ply - b.ply)) {
    if (!p.standing) continue;
    if (out.length > 0 && out[out.length - 1]!.ply === p.ply) out[out.length - 1] = { ply: p.ply, round: p.round, standing: p.standing };
    else out.push({ ply: p.ply, round: p.round, standing: p.standing });
  }
  return out;
}

/** A round that decided the game: how each seat's standing changed in it, and the move to open it at. */
export interface Moment {
  round: number;
  /** Plies of the round: after `fromPly` up to and including `toPly`. */
  fromPly: number;
  toPly: number;
  /** The move the replay opens at (the position after it). */
  ply: number;
  /** Change of each seat's standing over the round. */
  change: number[];
  /** Size of the swing: half the sum of the changes' sizes (what one side gained from the others). */
  swing: number;
  /** The change of each seat's standing by the move at `ply` alone, once measured (narrowToMove). */
  moveChange?: number[];
}

/**
 * The `count` rounds with the largest swings, in the order they were played.
 * Within a round, the replay opens at the move the game weighs heaviest
 * (`weight`, e.g. provinces changing hands), else at the round's first move.
 * Rounds in which nothing changed are never a deciding moment.
 */
export function decidingMoments(series: readonly SeriesPoint[], log: readonly LoggedMove[], weight?: (events: readonly unknown[]) => number, count = 3): Moment[] {
  const rounds: Moment[] = [];
  for (let i = 1; i < series.length; i++) {
    const before = series[i - 1]!;
    const after = series[i]!;
    const change = after.standing.map((n, seat) => n - (before.standing[seat] ?? 0));
    const swing = change.reduce((sum, d) => sum + Math.abs(d), 0) / 2;
    if (swing <= 0) continue;
    rounds.push({ round: before.round, fromPly: before.ply, toPly: after.ply, ply: before.ply + 1, change, swing });
  }
  const chosen = rounds
    .map((m, order) => ({ m, order }))
    .sort((a, b) => b.m.swing - a.m.swing || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ m }) => m);
  if (!weight) return chosen;
  return chosen.map((m) => {
    let best = 0;
    let ply = m.ply;
    for (const move of log) {
      if (move.ply <= m.fromPly || move.ply > m.toPly) continue;
      const w = weight(move.events);
      if (w > best) {
        best = w;
        ply = move.ply;
      }
    }
    return { ...m, ply };
  });
}

/** Seats in order of their final standing (the winners first, then by the result's scores, then by standing). */
export function finishingOrder(seats: number, winners: readonly number[], scores: readonly number[] | null, standing: readonly number[] | null): number[] {
  return Array.from({ length: seats }, (_, s) => s).sort(
    (a, b) =>
      Number(winners.includes(b)) - Number(winners.includes(a)) ||
      (scores ? (scores[b] ?? 0) - (scores[a] ?? 0) : 0) ||
      (standing ? (standing[b] ?? 0) - (standing[a] ?? 0) : 0) ||
      a - b,
  );
}

/** The round a seat was knocked out in: the round of the checkpoint before the knock-out's ply. */
export function roundOfPly(series: readonly SeriesPoint[], ply: number): number {
  let round = series[0]?.round ?? 0;
  for (const p of series) if (p.ply < ply) round = p.round;
  return round;
}

/** A move's effect on the standing: the standing before and after it (frames at ply − 1 and ply). */
export interface MoveStanding {
  ply: number;
  before: readonly number[];
  after: readonly number[];
}

/**
 * Narrows a deciding round to its move: the move whose own change of the standing was largest (its swing), so the
 * highlight names what happened in that move and "Replay from here" lands on it. Ties go to the earlier move; with
 * no move measured, or none that changed anything, the round stays as it was.
 */
export function narrowToMove(moment: Moment, moves: readonly MoveStanding[]): Moment {
  let best: { ply: number; change: number[]; swing: number } | null = null;
  for (const m of [...moves].sort((a, b) => a.ply - b.ply)) {
    if (m.ply <= moment.fromPly || m.ply > moment.toPly) continue;
    const change = m.after.map((n, seat) => n - (m.before[seat] ?? 0));
    const swing = change.reduce((sum, d) => sum + Math.abs(d), 0) / 2;
    if (swing > 0 && (!best || swing > best.swing)) best = { ply: m.ply, change, swing };
  }
  return best ? { ...moment, ply: best.ply, moveChange: best.change } : moment;
}
