/**
 * How a live table tells a game's events: the one shape every game's
 * `telling.ts` fills (src-renderer/games/<id>/telling.ts), and the context the
 * kit hands it. A game's telling is pure: from an event and this context to
 * its line in the feed and its beat in the story (stores/story-pace.ts reads
 * the beat by the one pacing rule). Nothing here reads a store or a setting;
 * the table shell (use-table-shell.ts) builds the context from the game store.
 */
import type { Translate } from '../../games/renderer-game';
import type { Telling } from '../../stores/story-pace';

export interface TellingContext {
  /** The player's language. */
  t: Translate;
  /** A seat's name at this table. */
  name: (seat: number) => string;
  /** The raw view of the seat on screen as told so far (the game reads it with its own view reader), or null. */
  view: unknown;
  /**
   * The events told on this screen so far, newest last (the event being told is the last one). A game whose events
   * name no seats of their own (a battle's dice or factors) reads the battle they belong to from here.
   */
  told: readonly unknown[];
}

/**
 * What a seat holds as a view shows it, for the recap "Since your last move" (recap.ts): every place on the board
 * with its owner (the board's id, so a recap line can show it), and the seat's counts the player follows.
 */
export interface Holdings {
  places: readonly { id: string; name: string; owner: number | null }[];
  /** The seat's counts: `kind` names the count's words in the kit's catalogue (`table.recap.count.<kind>`). */
  counts: readonly { kind: RecapCount; n: number }[];
}
/** The counts a recap may name (their words: i18n/messages/table.ts). */
/** `cards`: in hand; `owned`: a deck-builder's cards in hand, deck and discard together. */
export type RecapCount = 'points' | 'koku' | 'armies' | 'cards' | 'owned' | 'provinces' | 'castles' | 'money' | 'samurai' | 'samuraiThousands';

/**
 * An event's part in a battle, for the pinned battle and "show battle" (battles.ts) and the summary's why-lines:
 * `open` starts one (its seats, its place), `step` is inside it (a throw; `winners` of a skirmish count for the
 * outcome when the close does not say), `close` ends it with its winners, `whole` is a battle in one event. A battle
 * opened with `until: 'steps'` ends after its last step (its events come together: no close of its own).
 */
export interface BattleMark {
  part: 'open' | 'step' | 'close' | 'whole';
  seats?: readonly number[];
  winners?: readonly number[];
  /** The board's id of where it was fought. */
  place?: string | null;
  until?: 'close' | 'steps';
}

/** A game's telling: the same two functions in every game, and two optional readings the kit's recaps use. */
export interface GameTelling {
  /** The event's line in the feed and the log, or null for bookkeeping not worth a line. */
  line(event: unknown, ctx: TellingContext): string | null;
  /** What the event is to the story and how long it deserves in full (stores/story-pace.ts). */
  beat(event: unknown, ctx: TellingContext): Telling;
  /** What `seat` holds in a raw view of it (the recap at each decision), or null when the view cannot say. */
  holdings?(view: unknown, seat: number): Holdings | null;
  /** The event's part in a battle, or null (battles.ts). */
  battle?(event: unknown, ctx: TellingContext): BattleMark | null;
}

/** An event as an engine sends it (an object with a string `type`), or null when `raw` is something else. */
export function asEvent<E extends { type: string }>(raw: unknown): E | null {
  return typeof raw === 'object' && raw !== null && typeof (raw as { type?: unknown }).type === 'string' ? (raw as E) : null;
}

/** A context with nothing told and no view: for telling an event on its own (tests, the log of a finished game). */
export function bareContext(t: Translate, name: (seat: number) => string): TellingContext {
  return { t, name, view: null, told: [] };
}
