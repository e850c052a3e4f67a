/**
 * A replay told in words: which events of a move are worth a stop on the
 * timeline, each move and event as a line of the move list, the position as
 * a heading. The words come from the game's renderer half (its `story`,
 * games/<id>/story.ts); before it is loaded, or for a game without one, the
 * event's and move's type stand in. Events the game can show as they happened
 * (its `replayShow`) are stops too, words or not.
 */
import type { GameStory, ReplayShow, Translate } from '../games/renderer-game';

export type { Translate };

export interface Stop {
  /** Index into the move's events. */
  index: number;
  type: string;
  text: string;
  /** The game can show this event as it happened (its `replayShow`). */
  hasShow: boolean;
}

function typeOf(event: unknown): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const type = (event as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

/** The events of one move that are told one by one: the ones with words, and every one with a show. `seats`: the game's seat count. */
export function stopsOf(story: GameStory | null, show: ReplayShow | null, events: readonly unknown[], name: (seat: number) => string, t: Translate, seats?: number): Stop[] {
  const stops: Stop[] = [];
  events.forEach((event, index) => {
    const type = typeOf(event);
    if (!type) return;
    const shown = show?.at(events, index, t) ?? null;
    // An event with a show but no words of its own is told by the show's title.
    const text = (story ? story.describeEvent(event, name, t, seats) : type) ?? shown?.title ?? null;
    if (text || shown) stops.push({ index, type, text: text ?? type, hasShow: shown !== null });
  });
  return stops;
}

/** One line for a move; `move` is undefined when it is another seat's secret. */
export function describeMove(story: GameStory | null, who: string, move: unknown, t: Translate, name?: (seat: number) => string): string {
  if (move === undefined) return t('replay.move.hidden', { name: who });
  const type = typeOf(move);
  if (!story || !type) return t('replay.move.generic', { name: who, type: type ?? '?' });
  return story.describeMove(who, move, t, name);
}

/** Where in the game a position is, e.g. "Year 1 · Summer · actions"; null for views it cannot read. */
export function situationOf(story: GameStory | null, view: unknown, t: Translate, name?: (seat: number) => string): string | null {
  return story ? story.situation(view, t, name) : null;
}
