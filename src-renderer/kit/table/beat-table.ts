/**
 * A game's beats as data (the `beat` half of its telling.ts): which of its
 * events are what to the story and how long each deserves in full
 * (stores/story-pace.ts), in rows of one kind and one length. The game keeps in
 * code only the events whose beat hangs on more than their type. A headline
 * concerns everyone: it names no seats, whatever the event says.
 */
import { BEAT, type Telling, type TellingKind } from '../../stores/story-pace';
import { asEvent } from './telling';

/** A length of the story by its name in `BEAT`. */
export type Length = keyof typeof BEAT;

/** The optional flags of `Telling` a row may carry: the Summary's own length, an everyday action, told with the next. */
export interface RowFlags {
  summary?: Length;
  everyday?: true;
  withNext?: true;
}

/** One row: a kind, its length, the event types it holds, its flags. */
export type BeatRow<T extends string> = readonly [TellingKind, Length, readonly T[], RowFlags?];

/** A telling of `kind` and `length` for `seats` (none for a headline), with `flags`. */
export function told(kind: TellingKind, length: Length, seats: readonly number[], flags: RowFlags = {}): Telling {
  const telling: Telling = { kind, beat: BEAT[length], seats: kind === 'headline' ? [] : seats };
  if (flags.summary) telling.summaryBeat = BEAT[flags.summary];
  if (flags.everyday) telling.everyday = true;
  if (flags.withNext) telling.withNext = true;
  return telling;
}

/** Nothing to tell: an event the table cannot read, or one with no line. */
export const BOOKKEEPING: Telling = told('bookkeeping', 'none', []);

/**
 * The telling of an event by its type: the row that holds the type, else `otherwise` (a kind, a length and flags).
 * A type in two rows is a mistake in the table: it throws at once, when the game's module loads.
 */
export function beatTable<T extends string>(rows: readonly BeatRow<T>[], otherwise: readonly [TellingKind, Length, RowFlags?]): (type: T, seats: readonly number[]) => Telling {
  const byType = new Map<string, readonly [TellingKind, Length, RowFlags?]>();
  for (const [kind, length, types, flags] of rows) {
    for (const type of types) {
      if (byType.has(type)) throw new Error(`beatTable: ${type} in two rows`);
      byType.set(type, [kind, length, flags]);
    }
  }
  return (type, seats) => {
    const [kind, length, flags] = byType.get(type) ?? otherwise;
    return told(kind, length, seats, flags);
  };
}

/**
 * A game's whole beat of an event as it comes: not an event, bookkeeping; else its `special` telling where the game
 * has one (an event whose beat hangs on more than its type), else its row's, for the seats `seats` reads from it.
 */
export function eventBeats<E extends { type: string }>(spec: {
  rows: readonly BeatRow<E['type']>[];
  otherwise: readonly [TellingKind, Length, RowFlags?];
  seats: (e: E) => readonly number[];
  special?: (e: E, seats: readonly number[]) => Telling | null;
}): (raw: unknown) => Telling {
  const beatOf = beatTable<E['type']>(spec.rows, spec.otherwise);
  return (raw) => {
    const e = asEvent<E>(raw);
    if (!e) return BOOKKEEPING;
    const seats = spec.seats(e);
    return spec.special?.(e, seats) ?? beatOf(e.type, seats);
  };
}
