/**
 * How long a live table tells each event (the game store's playback timer),
 * and what the "Bots' turns" setting shows in full. Plain numbers, no Vue,
 * so the pace can be tested on its own.
 *
 * One unit for every game: the **beat** (EVENT_MS at 1×). A game names how
 * long each of its events deserves with one of the `BEAT` lengths; `Beat` is
 * a branded number, so a game cannot hand the store milliseconds (one game's
 * pace returned 450/700/1600 ms, which the store took as beats of 900 ms: 6¾
 * to 24 minutes of frozen table; docs/pace.md). Only the lengths below exist.
 */

declare const beatBrand: unique symbol;
/** A length of the story, in beats. Made only by `BEAT`: a bare number does not compile. */
export type Beat = number & { readonly [beatBrand]: 'beat' };

/** Every length an event may be told for. */
export const BEAT = {
  /** Bookkeeping: told at once. */
  none: 0 as Beat,
  /** A line that only needs noticing (a card drawn, a unit placed). */
  glance: 0.25 as Beat,
  /** A small step (a die of a long battle, a cost paid). */
  quick: 0.5 as Beat,
  /** An ordinary action. */
  normal: 1 as Beat,
  /** A result that changes the board (a battle's end, a season's start). */
  long: 1.5 as Beat,
  /** The few moments worth a pause (the bids revealed, the game's end). */
  linger: 2 as Beat,
} as const;

/** How long one event of one beat stays the newest in the feed at speed 1. */
export const EVENT_MS = 900;

/**
 * A long backlog (bots moving between two human decisions: often a hundred
 * events) is told faster the longer it is: each beat lasts at most
 * BACKLOG_MS divided by the events still to tell, so a whole burst takes
 * seconds, not minutes (a game against three bots took 32 minutes at 1×),
 * while a short story keeps its full pace.
 */
export const BACKLOG_MS = 4000;

/** How long (ms) an event of `beat` stays the newest at `speed`, with `backlog` events still to tell after it. */
export function beatMs(beat: Beat, speed: number, backlog: number): number {
  const full = (beat * EVENT_MS) / speed;
  return backlog > 0 ? Math.min(full, BACKLOG_MS / speed / backlog) : full;
}

// ── the "Bots' turns" setting ────────────────────────────────────────────

/** How much of what does not involve the human is shown: the setting "Bots' turns". */
export const STORY_PACES = ['summary', 'battles', 'everything'] as const;
export type StoryPace = (typeof STORY_PACES)[number];
export const DEFAULT_STORY_PACE: StoryPace = 'summary';

/**
 * What an event is to the story, as its game says:
 * - `bookkeeping`: nothing a player reads (told at once whatever the pace);
 * - `headline`: what every seat must see (a round begins, the game ends);
 * - `action`: one seat's action (a march, a buy, a card);
 * - `battle`: a battle's result (who won, what changed hands);
 * - `dice`: what decides a battle while it is fought (dice, throws, combat rounds).
 */
export type TellingKind = 'bookkeeping' | 'headline' | 'action' | 'battle' | 'dice';

export interface Telling {
  kind: TellingKind;
  /** How long the event deserves when it is shown in full. */
  beat: Beat;
  /** The seats it concerns (the actor, the attacker and the defender); empty: everyone's. */
  seats: readonly number[];
  /**
   * Optional: how long it deserves in Summary when it concerns no human (never
   * longer than Summary gives its kind). A game with many bots' battles a round
   * tells each by its result alone (MB: about 24; the battle's start and its
   * consequences are told at once with it, `BEAT.none`).
   */
  summaryBeat?: Beat;
  /**
   * Optional: an everyday action (in a game whose seasons tell dozens of them: armies placed, a building, a tax):
   * a glance, the human's own too, unless the player watches everything.
   */
  everyday?: boolean;
  /**
   * Optional: in the Summary a bots' line of this kind has no beat of its own: it is told together with the next
   * line that holds the story (what the bots do with an action card, told with the next card turned up).
   */
  withNext?: boolean;
}

/** A game's reading of its events (each game's `eventTelling`). */
export type EventTelling = (event: unknown) => Telling;

/**
 * A bots' action in Summary: one feed line with its short highlight on the
 * board, long enough to read a short line at 1×.
 */
export const SUMMARY_BEAT: Beat = BEAT.quick;

/** Does the event concern one of the human seats on this screen (a headline concerns everyone)? */
export function involves(telling: Telling, humans: ReadonlySet<number>): boolean {
  return telling.seats.length === 0 || telling.seats.some((s) => humans.has(s));
}

/**
 * Is a battle shown in full (its dice or throw, animated) at this pace? The
 * human's own battles, attacking or defending, always; bots' battles only
 * when the player asked to watch them.
 */
export function showsBattle(seats: readonly number[], pace: StoryPace, humans: ReadonlySet<number>): boolean {
  return pace !== 'summary' || seats.some((s) => humans.has(s));
}

/** The event's full beat at a pace: an everyday action is a glance unless the player watches everything. */
export function paced(telling: Telling, pace: StoryPace): Telling {
  return pace !== 'everything' && telling.everyday && telling.beat > BEAT.glance ? { ...telling, beat: BEAT.glance } : telling;
}

/**
 * How long an event is told at a pace, for the human seats on this screen:
 * the one rule every game's table follows.
 * - Everything that concerns the human, and every headline: its full beat.
 * - Watch everything: every event its full beat.
 * - Watch battles: bots' battles die by die; their other actions one short line each.
 * - Summary: bots' actions one short line each; a battle between bots shows
 *   its result (the dice are told at once, the result gets its beat).
 * - A game's flags (`everyday`, `withNext`) bend it the same way in every game that sets them.
 */
export function tellingBeat(own: Telling, pace: StoryPace, humans: ReadonlySet<number>): Beat {
  if (pace === 'summary' && own.withNext && !involves(own, humans)) return BEAT.none;
  const telling = paced(own, pace);
  if (telling.kind === 'bookkeeping' || telling.beat === BEAT.none) return BEAT.none;
  if (pace === 'everything' || telling.kind === 'headline' || involves(telling, humans)) return telling.beat;
  const summary = (beat: Beat): Beat => (pace === 'summary' && telling.summaryBeat !== undefined && telling.summaryBeat < beat ? telling.summaryBeat : beat);
  switch (telling.kind) {
    case 'dice':
      return pace === 'battles' ? telling.beat : BEAT.none;
    case 'battle':
      return summary(telling.beat);
    case 'action':
      return summary(telling.beat < SUMMARY_BEAT ? telling.beat : SUMMARY_BEAT);
  }
}
