/**
 * Henn's Shogun in words for the replay's move list and timeline (the live
 * feed uses telling.ts's describeEvent directly, the same describer); its
 * moves as the kit's table of move words (kit/table/move-words.ts).
 */
import type { PlanCard } from '@shared/games/henn-shogun/public';
import type { GameStory, Translate } from '../renderer-game';
import { asEvent, describeEvent } from './telling';
import { labelsOf } from './labels';
import { asHennView, provinceName } from './henn-view';
import { moveWords } from '../../kit/table/move-words';

type HennMove =
  | { type: 'draft-pick'; card: string }
  | { type: 'draft-swap' }
  | { type: 'draft-place'; group: number }
  | { type: 'plan'; actions: Record<string, unknown>; bid: unknown }
  | { type: 'choose-slot'; slot: number }
  | { type: 'march'; to: string; count: number }
  | { type: 'pass' }
  | { type: 'revolt-order'; order: string[] };

/** A plan card in the replay: the table's words (labels.ts), a bid left empty "nothing". */
export function cardWords(card: unknown, t: Translate): string {
  return card === null || card === undefined ? t('henn-shogun.replay.card.none') : labelsOf(t).card(card as PlanCard | 'hidden');
}

const describeMove = moveWords<HennMove>(
  {
    'draft-pick': (m) => (m.card === 'deck' ? ['henn-shogun.replay.move.draftDeck'] : ['henn-shogun.replay.move.draftPick', { province: provinceName(m.card) }]),
    'draft-swap': 'henn-shogun.replay.move.draftSwap',
    'draft-place': (m) => ['henn-shogun.replay.move.draftPlace', { n: m.group }],
    plan: (m, { t }) => {
      const cards = Object.values(m.actions ?? {}).filter((c) => c !== null && c !== undefined).length;
      return [cards === 1 ? 'henn-shogun.replay.move.planOne' : 'henn-shogun.replay.move.plan', { n: cards, bid: cardWords(m.bid, t) }];
    },
    'choose-slot': (m) => ['henn-shogun.replay.move.slot', { n: m.slot + 1 }],
    march: (m) => ['henn-shogun.replay.move.march', { n: m.count, province: provinceName(m.to) }],
    pass: 'henn-shogun.replay.move.pass',
    'revolt-order': (m) => ['henn-shogun.replay.move.revolts', { provinces: m.order.map(provinceName).join(', ') }],
  },
  { secret: 'replay.move.generic', otherwise: 'replay.move.generic' },
);

function situation(view: unknown, t: Translate): string | null {
  const v = asHennView(view);
  if (!v) return null;
  if (v.phase === 'draft') return t('henn-shogun.replay.situation.draft');
  if (v.phase === 'over') return t('henn-shogun.replay.situation.over');
  // The table's words for the season and the phase (SeasonStrip.vue says them the same way).
  return t('henn-shogun.replay.situation.season', { year: v.year, season: labelsOf(t).season(v.season), phase: t(`henn-shogun.table.phase.${v.phase}`) });
}

export const story: GameStory = {
  describeEvent: (event, name, t) =>
    asEvent(event)?.type === 'tower-thrown'
      ? t('henn-shogun.replay.event.towerThrown')
      : describeEvent(event, name, labelsOf(t)),
  describeMove,
  situation,
};
