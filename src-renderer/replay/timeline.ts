/**
 * The replay's timeline, as plain arithmetic on plies: where rounds begin
 * (from the checkpoints `getReplay` returns: the start, every round change,
 * the end) and where a step by round, move or event lands. The cursor is a
 * ply (the position after that many moves) and, within the move that led
 * there, the event being told (its "stops").
 */

export interface RoundMark {
  /** First ply of the round (the position right after the move that began it). */
  ply: number;
  round: number;
}

export interface Cursor {
  ply: number;
  /** Index into the stops of the move that led to `ply`; -1 when that move has none (or at ply 0). */
  event: number;
}

/** The ply at which each round begins, ascending, always starting with ply 0. */
export function roundMarks(checkpoints: readonly { ply: number; round: number }[], length: number): RoundMark[] {
  const sorted = [...checkpoints].filter((c) => c.ply >= 0 && c.ply <= length).sort((a, b) => a.ply - b.ply);
  const marks: RoundMark[] = [{ ply: 0, round: sorted[0]?.ply === 0 ? sorted[0].round : 0 }];
  for (const c of sorted) {
    const last = marks[marks.length - 1]!;
    if (c.round !== last.round && c.ply > last.ply) marks.push({ ply: c.ply, round: c.round });
  }
  return marks;
}

/** The round the position after `ply` moves belongs to. */
export function roundAt(marks: readonly RoundMark[], ply: number): number {
  let round = marks[0]?.round ?? 0;
  for (const m of marks) if (m.ply <= ply) round = m.round;
  return round;
}

/** Forward by a round: the next round's first ply, else the end. */
export function nextRoundPly(marks: readonly RoundMark[], ply: number, length: number): number {
  return marks.find((m) => m.ply > ply)?.ply ?? length;
}

/**
 * Back by a round: to the start of the current round, or — already there —
 * to the start of the one before (as a media player's "previous" does).
 */
export function previousRoundPly(marks: readonly RoundMark[], ply: number): number {
  const earlier = marks.filter((m) => m.ply < ply);
  return earlier[earlier.length - 1]?.ply ?? 0;
}

export function clampPly(ply: number, length: number): number {
  if (!Number.isFinite(ply)) return 0;
  return Math.max(0, Math.min(length, Math.round(ply)));
}

/** The cursor on the last stop of a move (every event of it told), or -1 when it has none. */
export function atEnd(ply: number, stops: number): Cursor {
  return { ply, event: ply === 0 ? -1 : stops - 1 };
}

/**
 * One event forward. `stopsOf(ply)` is how many stops the move that led to
 * `ply` has; returns null at the very end.
 */
export function nextEvent(cursor: Cursor, length: number, stopsOf: (ply: number) => number): Cursor | null {
  if (cursor.ply > 0 && cursor.event + 1 < stopsOf(cursor.ply)) return { ply: cursor.ply, event: cursor.event + 1 };
  if (cursor.ply >= length) return null;
  const ply = cursor.ply + 1;
  return { ply, event: stopsOf(ply) > 0 ? 0 : -1 };
}

/** One event back; null at the start. The previous move's stops must be known (fetch its frame first). */
export function previousEvent(cursor: Cursor, stopsOf: (ply: number) => number): Cursor | null {
  if (cursor.ply > 0 && cursor.event > 0) return { ply: cursor.ply, event: cursor.event - 1 };
  if (cursor.ply <= 0) return null;
  return atEnd(cursor.ply - 1, cursor.ply - 1 === 0 ? 0 : stopsOf(cursor.ply - 1));
}

/**
 * Which round marks get a number under the scrubber: labels `labelWidth`
 * apart at least on a track `trackWidth` wide (both in pixels), so short
 * rounds do not print "23456 78 9 10 1112". The first mark is always
 * labelled; the others greedily, left to right. Returns the plies labelled.
 */
export function labelledMarks(marks: readonly RoundMark[], length: number, trackWidth: number, labelWidth: number): Set<number> {
  const out = new Set<number>();
  if (length <= 0 || trackWidth <= 0) return out;
  let last = -Infinity;
  for (const m of marks) {
    const x = (m.ply / length) * trackWidth;
    if (x - last < labelWidth) continue;
    out.add(m.ply);
    last = x;
  }
  return out;
}
