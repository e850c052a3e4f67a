/**
 * What a game's renderer half (`src-renderer/games/<id>/`) gives the app.
 * Screens, stores, replay and the i18n shell reach a game only through this
 * (via the registry in ./index.ts), so none of them names a game.
 *
 * Two parts: the `card` is small and loaded with the app (the game picker,
 * Home and the replay browser show it before any game is opened); the rest
 * (`RendererGame`) is loaded when a game is opened, set up or replayed.
 * A game's EN/DE messages live in `<id>/messages/en.ts` and `de.ts`, keys
 * prefixed by the game id; the i18n shell loads them with the app.
 */
import type { Component } from 'vue';
import type { Locale } from '../i18n/define';
import type { RulesSection } from '../rules/rules-section';
import type { BattleMark, TellingContext } from '../kit/table/telling';

/** The `t` of useI18n (passed in, so describers stay free of Vue and the stores). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The game picker's card. Text comes from the game's messages by key. */
export interface GameCard {
  /** Message keys: the game's title and its one-line description. */
  titleKey: string;
  blurbKey: string;
  /** How long a game takes, in words (message key). */
  lengthKey: string;
  /** A small picture drawn for the card (SVG in the game's folder; nothing downloaded). */
  picture: Component;
  /** A game's options in a few words (besides the player count), for lists such as a campaign's heading. */
  describeOptions(options: Readonly<Record<string, unknown>>, t: Translate): string[];
  /**
   * A point in the game by its round counter (the ruleset's `round`), lower case, where "round 13" would not say it
   * ("year 2, month 1 (Mutsuki)"): the Home list, Continue and a campaign's games. Absent: "round {round}".
   */
  roundName?(round: number, t: Translate): string;
  /**
   * Names for new bot seats where the kit's default names would mislead
   * (a seat named after one clan that then plays another).
   */
  botNames?: readonly string[];
}

/** A game's card: its words are `<game>.card.title`, `.blurb` and `.length` in its catalogue. */
export function gameCard(game: string, card: Omit<GameCard, 'titleKey' | 'blurbKey' | 'lengthKey'>): GameCard {
  return { titleKey: `${game}.card.title`, blurbKey: `${game}.card.blurb`, lengthKey: `${game}.card.length`, ...card };
}

/** Words for the feed, the log and replays. */
export interface GameStory {
  /**
   * One line for an event, or null for bookkeeping not worth telling.
   * `seats`: how many seats the game has, where the caller knows it (the
   * replay), for a game in which a seat plays more than one side.
   */
  describeEvent(event: unknown, name: (seat: number) => string, t: Translate, seats?: number): string | null;
  /**
   * One line for a move; `move` is undefined when it is another seat's secret (the caller says so).
   * `name`, where the caller knows the players (the replay), names other seats a move points at.
   */
  describeMove(who: string, move: unknown, t: Translate, name?: (seat: number) => string): string;
  /** Where in the game a position is, e.g. "Year 1 · Summer · actions"; null for views it cannot read. `name` as above. */
  situation(view: unknown, t: Translate, name?: (seat: number) => string): string | null;
}

export interface RendererGame {
  /** The table around the board for a live game (props: `summary`, `hovered`). */
  table: Component;
  /**
   * The New game form's game options (props: `ruleset`, v-model `options`), or
   * none (null or left out): the generic form (kit/options/OptionsForm.vue)
   * draws them from the game's options schema.
   */
  optionsForm?: Component | null;
  /** The rules reference, per language. */
  rules: Record<Locale, RulesSection[]>;
  story: GameStory;
  /**
   * The board at a replay's position (props: `summary` — the game's summary,
   * `frame` — the ReplayFrame shown, `round` — the timeline's round at it,
   * `animate` — false when the position jumped, so it is drawn at once).
   * The live table draws its own board (it is part of `table`).
   */
  replayBoard: Component;
  /** The seats at a replay's position (props: `frame`, `seats`, `allSeeing`): what each holds and plans; none when left out. */
  replaySeats?: Component | null;
  /**
   * Events a replay can show as they happened (a throw of cubes, a battle's
   * dice): the timeline offers "watch" at such a stop, and playback shows
   * each one and goes on once it has been shown.
   */
  replayShow?: ReplayShow;
  /** What the end summary (kit/summary) needs to explain a finished game. */
  end: GameEnd;
  /**
   * The start choice the player's record counts by (the engine's fairness hook: clan, start group, place in
   * the turn order…) in the player's words. Absent: the record shows the hook's own key.
   */
  startChoice?: StartChoiceWords;
  /**
   * A hint's words of the game's own (docs/hints.md). The move a hint suggests is drafted by the game's panels
   * (kit/table/hint.ts `onHintDraft`); the kit tells it with `story.describeMove`.
   */
  hint?: GameHint;
}

/** See `RendererGame.startChoice`. */
export interface StartChoiceWords {
  /** Message key of the column's heading ("Clan", "Start group"). */
  headKey: string;
  /** A choice's key as the engine's fairness hook gives it (a clan id, "A", "1st"…), in words. */
  label(key: string, t: Translate, locale: Locale): string;
}

/** The game's words on a suggested move. */
export interface GameHint {
  /**
   * What the move gains, from the seat's view, in one short sentence in the game's words (the chance to win the
   * battle it starts, the koku or points it brings), or null when there is nothing to say.
   */
  gain?(move: unknown, view: unknown, seat: number, t: Translate): string | null;
}

/**
 * A finished game explained (kit/summary/GameSummary.vue): the summary reads
 * only public things — the all-seeing frames and log of a game that is over —
 * and asks the game for the numbers and words below.
 */
export interface GameEnd {
  /**
   * Per seat, the number the summary charts round by round and measures
   * swings by (provinces held, points …), in a view of the game (a replay
   * frame's); null for a view it cannot read (e.g. before setup is done).
   */
  standing(view: unknown): number[] | null;
  /** Message key, with `.one`/`.other` and `{n}`, of what `standing` counts ("{n} provinces"). */
  standingKey: string;
  /** How the game was won, in words ("held 35 provinces", "the Mandate"), from the final view and the last move's events. */
  condition(view: unknown, events: readonly unknown[], t: Translate): string;
  /**
   * Seats knocked out, each with who did it and the events that did it (the
   * battles, then the knock-out itself), as ply and index into that ply's
   * events, in order. Absent in games where no one is knocked out.
   */
  knockouts?(log: readonly LoggedMove[], seats: number): Knockout[];
  /**
   * How much a move changed the game (provinces that changed hands, points
   * scored): the summary opens a deciding round's replay at its weightiest
   * move. Absent: at the round's first move.
   */
  weight?(events: readonly unknown[]): number;
  /** Message key naming one of the game's rounds, with `{round}` ("Season {round}"); default "Round {round}". */
  roundKey?: string;
  /** Message key of the chart's heading, with `{what}` (the standing's word) ("{what} per season"); default "… per round". */
  chartKey?: string;
  /** True when the result's scores mean nothing to a player (an encoded tie-break order): the standings leave them out. */
  hideScores?: boolean;
  /**
   * An event's part in a battle (the same reading as the game's telling: kit/table/telling.ts `battle`): the
   * summary says why a loser lost by the battles they lost. Absent: no battles counted.
   */
  battle?(event: unknown, ctx: TellingContext): BattleMark | null;
  /** A word on a seat's standing in the final view the chart does not show (e.g. "vassal of Taro": a vassal cannot win), or null. */
  seatNote?(view: unknown, seat: number, name: (seat: number) => string, t: Translate): string | null;
}

/** One move of a finished game's log, as the summary reads it. */
export interface LoggedMove {
  ply: number;
  seat: number;
  events: readonly unknown[];
}

export interface Knockout {
  seat: number;
  /** The seat that knocked it out, or null (nobody, e.g. debts). */
  by: number | null;
  /** The events that did it, in order (the last is the knock-out). */
  at: { ply: number; index: number }[];
}

/** See `RendererGame.replayShow`. */
export interface ReplayShow {
  /**
   * What to show for the event at `index` of one move's events (other events
   * of the same move may complete it, e.g. the battle a throw decided), or
   * null when that event has no show.
   */
  at(events: readonly unknown[], index: number, t: Translate): ShowAt | null;
  /**
   * Draws it. Props: those from `at`, plus `names` (seat names), `colours`
   * (CSS colours by seat), `speed` and `reducedMotion` (the settings); emits
   * `done` once everything has been shown (or skipped). Escape while it plays
   * should skip to the end (the component's own key: it listens on `window`
   * and calls `preventDefault`); once `done` has come, Escape closes the dialog.
   */
  component: Component;
}

/** One show of a replay (`ReplayShow.at`). */
export interface ShowAt {
  /**
   * Names it (e.g. "The tower", "Battle for Owari"): the dialog's title, and
   * the timeline's line for the event when the story has no words for it.
   */
  title: string;
  /** The component's own props (the event and what completes it). */
  props: Record<string, unknown>;
  /** The words of the button that opens it (default: "Watch"). */
  watch?: string;
  /** What the dialog says while playback waits for `done` (default: a general line). */
  waiting?: string;
}

/**
 * A registry entry: the card now, the rest on demand. `null` in the registry
 * says a registered game has no renderer half yet (an engine-only or test
 * game): players are not offered it.
 */
export interface RendererEntry {
  card: GameCard;
  load: () => Promise<RendererGame>;
  /** A test game (its GameModule's availability 'test'): offered only where the host lists it (games/index.ts `playableGames`). */
  testOnly?: true;
}
