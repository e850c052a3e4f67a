/**
 * "Since your last move": what changed for a seat between two of its
 * decisions, read from what its view showed then and shows now (the game's
 * `holdings`, kit/table/telling.ts) — places won and lost and to whom, and
 * its counts (points, koku, armies, cards). Each line says where to take the
 * player: the place on the board, and the feed line that told it (the last
 * line of the battle fought there since the earlier decision, else the last
 * line since naming the place; for a count, the first line since). Pure: the table shell keeps the snapshots (use-recap.ts).
 */
import type { FeedLine } from './feed-line';
import type { Holdings, RecapCount } from './telling';

export type RecapLine =
  | { kind: 'won'; place: string; name: string; from: number | null; key: number | null }
  | { kind: 'lost'; place: string; name: string; to: number | null; key: number | null }
  | { kind: 'count'; count: RecapCount; before: number; after: number; key: number | null };

/** Lines of the feed told since the earlier decision (keys above `sinceKey`). */
function since(lines: readonly FeedLine[], sinceKey: number): FeedLine[] {
  return lines.filter((l) => l.key > sinceKey);
}

/** The last line since that names `name` (the moment it changed hands), else null. */
function lineNaming(lines: readonly FeedLine[], name: string): number | null {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.text.includes(name)) return lines[i]!.key;
  return null;
}

/**
 * The recap for `seat`: places lost first (what the player must answer), then won, then the counts that changed.
 * `sinceKey`: the last event told at the earlier decision; `lines`: the feed's lines now.
 */
export function recapLines(
  before: Holdings,
  after: Holdings,
  seat: number,
  lines: readonly FeedLine[],
  sinceKey: number,
  battles: readonly { place: string | null; from: number; to: number }[] = [],
): RecapLine[] {
  const told = since(lines, sinceKey);
  /** The moment a place changed hands: the last line of the last battle fought there since, else the last line naming it. */
  const momentOf = (id: string, name: string): number | null => {
    const fought = battles.filter((b) => b.place === id && b.from > sinceKey).at(-1);
    const line = fought ? told.filter((l) => l.key >= fought.from && l.key <= fought.to).at(-1) : undefined;
    return line?.key ?? lineNaming(told, name);
  };
  const was = new Map(before.places.map((p) => [p.id, p.owner]));
  const lost: RecapLine[] = [];
  const won: RecapLine[] = [];
  for (const p of after.places) {
    const then = was.get(p.id);
    if (then === undefined || then === p.owner) continue;
    if (then === seat) lost.push({ kind: 'lost', place: p.id, name: p.name, to: p.owner, key: momentOf(p.id, p.name) });
    else if (p.owner === seat) won.push({ kind: 'won', place: p.id, name: p.name, from: then, key: momentOf(p.id, p.name) });
  }
  const counts: RecapLine[] = [];
  const had = new Map(before.counts.map((c) => [c.kind, c.n]));
  for (const c of after.counts) {
    const then = had.get(c.kind);
    if (then === undefined || then === c.n) continue;
    counts.push({ kind: 'count', count: c.kind, before: then, after: c.n, key: told[0]?.key ?? null });
  }
  return [...lost, ...won, ...counts];
}
