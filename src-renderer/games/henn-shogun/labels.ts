/**
 * Henn's Shogun in words, in the player's language: actions, special cards,
 * event cards, buildings, seasons, plan cards. Province names are proper
 * nouns and stay as printed. One home for these texts, so the panels, the
 * feed and the log name things alike.
 */
import { EVENT_BY_ID, type ActionId, type Building, type SpecialId } from '@shared/games/henn-shogun/public';
import type { PlanCard } from '@shared/games/henn-shogun/public';
import type { Params } from '../../i18n';
import { provinceName } from './henn-view';

export type Translate = (key: string, params?: Params) => string;
export type TranslateN = (key: string, n: number, params?: Params) => string;

export function hennLabels(t: Translate, tn: TranslateN) {
  const effect = (id: string | null): string | null => (id ? (EVENT_BY_ID.get(id)?.effect ?? null) : null);
  return {
    t,
    tn,
    action: (a: ActionId | string | null): string => (a ? t(`henn-shogun.table.action.${a}`) : t('henn-shogun.table.action.hidden')),
    /** Short name for small cards ("Palace", "Tax"). */
    actionShort: (a: ActionId | string | null): string => (a ? t(`henn-shogun.table.actionShort.${a}`) : '?'),
    special: (s: SpecialId | string): string => t(`henn-shogun.table.special.${s}`),
    specialShort: (s: SpecialId | string): string => t(`henn-shogun.table.specialShort.${s}`),
    building: (b: Building | string): string => t(`henn-shogun.table.building.${b}`),
    season: (s: number): string => t(`henn-shogun.table.season.${s}`),
    /** A plan card: a province, "2 coins", "face down" or "empty". */
    card: (c: PlanCard | 'hidden' | undefined): string => {
      if (c === null || c === undefined) return t('henn-shogun.table.card.empty');
      if (c === 'hidden') return t('henn-shogun.table.card.hidden');
      if (typeof c === 'number') return tn('henn-shogun.table.coins', c);
      return provinceName(c);
    },
    eventTitle: (id: string | null): string => (effect(id) ? t(`henn-shogun.table.eventTitle.${effect(id)}`) : t('henn-shogun.table.event.none')),
    eventText: (id: string | null): string => (effect(id) ? t(`henn-shogun.table.eventText.${effect(id)}`) : t('henn-shogun.table.event.none')),
    armies: (n: number): string => tn('henn-shogun.table.armies', n),
    coins: (n: number): string => tn('henn-shogun.table.coins', n),
    rice: (n: number): string => tn('henn-shogun.table.rice', n),
    /** "first", "second" … for a place in the seat order (1-based). */
    ordinal: (n: number): string => t(`henn-shogun.table.ordinal.${Math.min(Math.max(n, 1), 5)}`),
  };
}

export type HennLabels = ReturnType<typeof hennLabels>;

/** The labels from `t` alone (the feed's and the replay's context): plural forms by key (`.one`, `.other`). */
export const labelsOf = (t: Translate): HennLabels => hennLabels(t, (key, n, params) => t(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params }));
