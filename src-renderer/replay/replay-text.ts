/**
 * A replay told in words: which events of a move are worth a stop on the
 * timeline, each move and event as a line of the move list, the position as
 * a heading, and the tower throw a stop shows. The words come from the
 * game's renderer half (its `story`, games/<id>/story.ts); before it is
 * loaded, or for a game without one, the event's and move's type stand in.
 */
import type { BattleReport, TowerCube, TowerTraceData } from '@shared/games/henn-shogun/types';
import type { GameStory, Translate } from '../games/renderer-game';

export type { Translate };

export interface Stop {
  /** Index into the move's events. */
  index: number;
  type: string;
  text: string;
  /** A throw into the tower (its animation can be played). */
  isThrow: boolean;
}

function typeOf(event: unknown): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const type = (event as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

/** The events of one move that are told one by one: the ones with words, and every tower throw. */
export function stopsOf(story: GameStory | null, events: readonly unknown[], name: (seat: number) => string, t: Translate): Stop[] {
  const stops: Stop[] = [];
  events.forEach((event, index) => {
    const type = typeOf(event);
    if (!type) return;
    const isThrow = throwAt(events, index) !== null;
    const text = story ? story.describeEvent(event, name, t) : type;
    if (text || isThrow) stops.push({ index, type, text: text ?? type, isThrow });
  });
  return stops;
}

/** What TowerView plays: a `tower-thrown` event and the battle it decided (null for the tower's setup throw). */
export interface ThrowPair {
  event: { trace: TowerTraceData; inside: TowerCube[] };
  battle: BattleReport | null;
}

/** The throw at `index` and the battle it decided, paired as HennTable pairs them. */
export function throwAt(events: readonly unknown[], index: number): ThrowPair | null {
  if (typeOf(events[index]) !== 'tower-thrown') return null;
  const rest = events.slice(index + 1);
  const end = rest.findIndex((e) => typeOf(e) === 'tower-thrown');
  const battle = (end < 0 ? rest : rest.slice(0, end)).find((e) => typeOf(e) === 'battle');
  return { event: events[index] as ThrowPair['event'], battle: (battle as BattleReport | undefined) ?? null };
}

/** One line for a move; `move` is undefined when it is another seat's secret. */
export function describeMove(story: GameStory | null, who: string, move: unknown, t: Translate): string {
  if (move === undefined) return t('replay.move.hidden', { name: who });
  const type = typeOf(move);
  if (!story || !type) return t('replay.move.generic', { name: who, type: type ?? '?' });
  return story.describeMove(who, move, t);
}

/** Where in the game a position is, e.g. "Year 1 · Summer · actions"; null for views it cannot read. */
export function situationOf(story: GameStory | null, view: unknown, t: Translate): string | null {
  return story ? story.situation(view, t) : null;
}
