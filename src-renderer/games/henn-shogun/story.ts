/**
 * Henn's Shogun in words for the replay's move list and timeline (the live
 * feed uses describe-event.ts directly, the same describer).
 */
import type { GameStory, Translate } from '../renderer-game';
import { asEvent, describeEvent } from './telling';
import { hennLabels } from './labels';
import { asHennView, provinceName } from './henn-view';

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
  if (card === null || card === undefined) return t('henn-shogun.replay.card.none');
  if (typeof card === 'number') return t(card === 1 ? 'henn-shogun.replay.card.coin' : 'henn-shogun.replay.card.coins', { n: card });
  return typeof card === 'string' ? provinceName(card) : String(card);
}

function describeMove(who: string, move: unknown, t: Translate): string {
  const m = move as HennMove;
  switch (m.type) {
    case 'draft-pick':
      return m.card === 'deck' ? t('henn-shogun.replay.move.draftDeck', { name: who }) : t('henn-shogun.replay.move.draftPick', { name: who, province: provinceName(m.card) });
    case 'draft-swap':
      return t('henn-shogun.replay.move.draftSwap', { name: who });
    case 'draft-place':
      return t('henn-shogun.replay.move.draftPlace', { name: who, n: m.group });
    case 'plan': {
      const cards = Object.values(m.actions ?? {}).filter((c) => c !== null && c !== undefined).length;
      return t(cards === 1 ? 'henn-shogun.replay.move.planOne' : 'henn-shogun.replay.move.plan', { name: who, n: cards, bid: cardWords(m.bid, t) });
    }
    case 'choose-slot':
      return t('henn-shogun.replay.move.slot', { name: who, n: m.slot + 1 });
    case 'march':
      return t('henn-shogun.replay.move.march', { name: who, n: m.count, province: provinceName(m.to) });
    case 'pass':
      return t('henn-shogun.replay.move.pass', { name: who });
    case 'revolt-order':
      return t('henn-shogun.replay.move.revolts', { name: who, provinces: m.order.map(provinceName).join(', ') });
    default:
      return t('replay.move.generic', { name: who, type: (m as { type?: string }).type ?? '?' });
  }
}

const SEASON_KEYS = ['henn-shogun.replay.season.spring', 'henn-shogun.replay.season.summer', 'henn-shogun.replay.season.autumn', 'henn-shogun.replay.season.winter'] as const;
const PHASE_KEYS: Record<string, string> = {
  plan: 'henn-shogun.replay.phase.plan',
  slots: 'henn-shogun.replay.phase.slots',
  execute: 'henn-shogun.replay.phase.execute',
  winter: 'henn-shogun.replay.phase.winter',
};

function situation(view: unknown, t: Translate): string | null {
  const v = asHennView(view);
  if (!v) return null;
  if (v.phase === 'draft') return t('henn-shogun.replay.situation.draft');
  if (v.phase === 'over') return t('henn-shogun.replay.situation.over');
  const season = t(SEASON_KEYS[v.season] ?? SEASON_KEYS[0]);
  const phase = PHASE_KEYS[v.phase];
  return t('henn-shogun.replay.situation.season', { year: v.year, season, phase: phase ? t(phase) : v.phase });
}

export const story: GameStory = {
  describeEvent: (event, name, t) =>
    asEvent(event)?.type === 'tower-thrown'
      ? t('henn-shogun.replay.event.towerThrown')
      : describeEvent(event, name, hennLabels(t, (key, n, params) => t(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params }))),
  describeMove,
  situation,
};
