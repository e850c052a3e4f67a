/**
 * Why each loser lost, one reason a player can check in the replay: knocked
 * out (by whom, when), else the battles they lost (how many, and to whom
 * most), else the leader's run (the winner's best stretch of rounds, while
 * this seat gained less), else how far behind it ended (in the standing, or
 * in the result's score where the standing does not show it). Worked out from the finished game's standings per
 * round, its knock-outs and its battles (kit/table/battles.ts over the log).
 * Pure: the words are the summary's (GameSummary.vue).
 */
import { outcomeFor, type Battle } from '../table/battles';
import type { SeriesPoint } from './summary-data';

export type WhyLine =
  | { kind: 'out'; seat: number; by: number | null; round: number; ply: number }
  | { kind: 'battles'; seat: number; lost: number; fought: number; to: number; toCount: number; ply: number }
  | { kind: 'run'; seat: number; leader: number; from: number; to: number; gain: number; own: number; ply: number }
  | { kind: 'behind'; seat: number; leader: number; gap: number; ply: number }
  /** Behind in the result's score (where the game is won on points its standing does not chart). */
  | { kind: 'behindScore'; seat: number; leader: number; gap: number; ply: number };

/** A battle as the summary reads it: its seats and winners, and the ply it ended in. */
export type LoggedBattle = Battle & { ply: number };

/**
 * The leader's run: the stretch of consecutive rounds over which `leader` gained most (at least one round, ending
 * where its gain stopped), with how much `seat` gained in those rounds.
 */
export function leaderRun(series: readonly SeriesPoint[], leader: number, seat: number): { from: number; to: number; gain: number; own: number; ply: number } | null {
  let best: { from: number; to: number; gain: number; own: number; ply: number } | null = null;
  for (let i = 0; i < series.length - 1; i++) {
    let gain = 0;
    for (let j = i + 1; j < series.length; j++) {
      gain = (series[j]!.standing[leader] ?? 0) - (series[i]!.standing[leader] ?? 0);
      const own = (series[j]!.standing[seat] ?? 0) - (series[i]!.standing[seat] ?? 0);
      const step = (series[j]!.standing[leader] ?? 0) - (series[j - 1]!.standing[leader] ?? 0);
      if (step < 0) break;
      // A run is the leader pulling away from this seat: gaining more than it did over the same rounds.
      if (gain - own > 0 && (!best || gain - own > best.gain - best.own)) best = { from: series[i]!.round, to: series[j - 1]!.round, gain, own, ply: series[i]!.ply + 1 };
    }
  }
  return best;
}

export function whyLines(o: {
  seats: number;
  winners: readonly number[];
  series: readonly SeriesPoint[];
  knockouts: readonly { seat: number; by: number | null; round: number; ply: number }[];
  battles: readonly LoggedBattle[];
  /** The result's scores, when a player reads them (not an encoded tie-break order): where they are not the standing, they explain. */
  scores?: readonly number[] | null;
}): WhyLine[] {
  const leader = o.winners[0] ?? null;
  const out: WhyLine[] = [];
  for (let seat = 0; seat < o.seats; seat++) {
    if (o.winners.includes(seat)) continue;
    const k = o.knockouts.find((x) => x.seat === seat);
    if (k) {
      out.push({ kind: 'out', seat, by: k.by, round: k.round, ply: k.ply });
      continue;
    }
    const fought = o.battles.filter((b) => b.seats.includes(seat));
    const lost = fought.filter((b) => outcomeFor(b, seat) === 'lost');
    // Battles explain a loss when the seat lost at least two and more than it won.
    if (lost.length >= 2 && lost.length * 2 > fought.length) {
      const by = new Map<number, number>();
      for (const b of lost) for (const w of b.winners) if (w >= 0) by.set(w, (by.get(w) ?? 0) + 1);
      const top = [...by.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      if (top) {
        out.push({ kind: 'battles', seat, lost: lost.length, fought: fought.length, to: top[0], toCount: top[1], ply: lost[lost.length - 1]!.ply });
        continue;
      }
    }
    // Where the score is not the standing the chart follows (a game won on points that charts provinces), the standing's
    // run explains nothing: the score does.
    const last = o.series.at(-1);
    const standingDecides = !o.scores || !last || last.standing.every((n, s) => n === o.scores![s]);
    if (leader !== null && !standingDecides) {
      const gap = (o.scores![leader] ?? 0) - (o.scores![seat] ?? 0);
      if (gap > 0) out.push({ kind: 'behindScore', seat, leader, gap, ply: last?.ply ?? 0 });
      continue;
    }
    if (leader !== null) {
      const run = leaderRun(o.series, leader, seat);
      if (run) {
        out.push({ kind: 'run', seat, leader, ...run });
        continue;
      }
      const gap = last ? (last.standing[leader] ?? 0) - (last.standing[seat] ?? 0) : 0;
      if (last && gap > 0) out.push({ kind: 'behind', seat, leader, gap, ply: last.ply });
    }
  }
  return out;
}
