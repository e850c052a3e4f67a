/**
 * A game's feed lines as data (its telling.ts): per event type, how its line
 * is written from the event and the game's words (the catalogue, names,
 * numbers); null, or a type not in the table: the event has no line of its
 * own. One lookup instead of a hand-written switch in every game.
 */
export type LineTable<E extends { type: string }, W> = { [K in E['type']]?: (e: Extract<E, { type: K }>, w: W) => string | null };

/**
 * An event that is a move the move list already words (kit/table/move-words.ts) is told in those words as a sentence:
 * one key for both, the feed adds the full stop.
 */
export const asSentence = (moveLine: string): string => `${moveLine}.`;

/** The line of an event (null: none, or no event). */
export function lineOf<E extends { type: string }, W>(table: LineTable<E, W>, e: E | null, w: NoInfer<W>): string | null {
  const line = e ? (table[e.type as E['type']] as ((e: E, w: W) => string | null) | undefined) : undefined;
  return e && line ? line(e, w) : null;
}
