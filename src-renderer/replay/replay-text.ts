/**
 * A replay told in words: which events of a move are worth a stop on the
 * timeline, each move and event as a line of the move list, the position as
 * a heading, and the tower throw a stop shows. Henn's Shogun is read through
 * its own describer (games/henn-shogun/describe-event.ts, reused, not
 * changed); other rulesets fall back to the event's type.
 */
import type { BattleReport, TowerCube, TowerTraceData } from '@shared/games/henn-shogun/types';
import { describeEvent } from '../games/henn-shogun/describe-event';
import { hennLabels } from '../games/henn-shogun/labels';
import { asHennView, provinceName } from '../games/henn-shogun/henn-view';
/** The `t` of useI18n (passed in, so this module stays free of Vue and the stores). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

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
export function stopsOf(ruleset: string, events: readonly unknown[], name: (seat: number) => string, t: Translate): Stop[] {
  const stops: Stop[] = [];
  const labels = hennLabels(t, (key, n, params) => t(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params }));
  events.forEach((event, index) => {
    const type = typeOf(event);
    if (!type) return;
    if (type === 'tower-thrown') {
      stops.push({ index, type, text: t('replay.event.towerThrown'), isThrow: true });
      return;
    }
    const text = ruleset === 'henn-shogun' ? describeEvent(event, name, labels) : type;
    if (text) stops.push({ index, type, text, isThrow: false });
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

type HennMove =
  | { type: 'draft-pick'; card: string }
  | { type: 'draft-swap' }
  | { type: 'draft-place'; group: number }
  | { type: 'plan'; actions: Record<string, unknown>; bid: unknown }
  | { type: 'choose-slot'; slot: number }
  | { type: 'march'; to: string; count: number }
  | { type: 'pass' }
  | { type: 'revolt-order'; order: string[] };

function cardWords(card: unknown, t: Translate): string {
  if (card === null || card === undefined) return t('replay.card.none');
  if (typeof card === 'number') return t(card === 1 ? 'replay.card.coin' : 'replay.card.coins', { n: card });
  return typeof card === 'string' ? provinceName(card) : String(card);
}

/** One line for a move; `move` is undefined when it is another seat's secret. */
export function describeMove(ruleset: string, who: string, move: unknown, t: Translate): string {
  if (move === undefined) return t('replay.move.hidden', { name: who });
  const type = typeOf(move);
  if (ruleset !== 'henn-shogun' || !type) return t('replay.move.generic', { name: who, type: type ?? '?' });
  const m = move as HennMove;
  switch (m.type) {
    case 'draft-pick':
      return m.card === 'deck' ? t('replay.move.draftDeck', { name: who }) : t('replay.move.draftPick', { name: who, province: provinceName(m.card) });
    case 'draft-swap':
      return t('replay.move.draftSwap', { name: who });
    case 'draft-place':
      return t('replay.move.draftPlace', { name: who, n: m.group });
    case 'plan': {
      const cards = Object.values(m.actions ?? {}).filter((c) => c !== null && c !== undefined).length;
      return t(cards === 1 ? 'replay.move.planOne' : 'replay.move.plan', { name: who, n: cards, bid: cardWords(m.bid, t) });
    }
    case 'choose-slot':
      return t('replay.move.slot', { name: who, n: m.slot + 1 });
    case 'march':
      return t('replay.move.march', { name: who, n: m.count, province: provinceName(m.to) });
    case 'pass':
      return t('replay.move.pass', { name: who });
    case 'revolt-order':
      return t('replay.move.revolts', { name: who, provinces: m.order.map(provinceName).join(', ') });
    default:
      return t('replay.move.generic', { name: who, type });
  }
}

const SEASON_KEYS = ['replay.season.spring', 'replay.season.summer', 'replay.season.autumn', 'replay.season.winter'] as const;
const PHASE_KEYS: Record<string, string> = {
  plan: 'replay.phase.plan',
  slots: 'replay.phase.slots',
  execute: 'replay.phase.execute',
  winter: 'replay.phase.winter',
};

/** Where in the game a position is, e.g. "Year 1 · Summer · actions"; null for views it cannot read. */
export function situationOf(view: unknown, t: Translate): string | null {
  const v = asHennView(view);
  if (!v) return null;
  if (v.phase === 'draft') return t('replay.situation.draft');
  if (v.phase === 'over') return t('replay.situation.over');
  const season = t(SEASON_KEYS[v.season] ?? SEASON_KEYS[0]);
  const phase = PHASE_KEYS[v.phase];
  return t('replay.situation.season', { year: v.year, season, phase: phase ? t(phase) : v.phase });
}
