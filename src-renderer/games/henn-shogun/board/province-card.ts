/**
 * Henn's Shogun's province card (the map kit's ProvinceCard): holder, armies,
 * buildings, unrest, region, and the shown seat's own plan there (the board
 * model's `planned`: that seat's cards only). Pure: texts through `t`/`tn`.
 */
import type { ProvinceCardData } from '../../../kit/map/province-card';
import type { HennProvinceModel, PlannedAction } from './board-model';

type T = (key: string, params?: Record<string, string | number>) => string;
type TN = (key: string, n: number, params?: Record<string, string | number>) => string;

export function hennProvinceCard(
  p: HennProvinceModel,
  o: { t: T; tn: TN; who: (seat: number) => string; css: (seat: number) => string; action: (a: PlannedAction) => string; yields?: { tax: number; rice: number; sites: number } },
): ProvinceCardData {
  const { t } = o;
  const rows: ProvinceCardData['rows'] = [{ label: t('henn-shogun.map.region'), text: t(`henn-shogun.board.region.${p.region}`) }];
  // What the province gives (printed on the board): tax, rice, building sites.
  if (o.yields) rows.push({ label: t('henn-shogun.map.yields'), text: `${t('henn-shogun.table.draft.detail', { tax: o.yields.tax, rice: o.yields.rice })} · ${o.tn('henn-shogun.table.sites', o.yields.sites)}` });
  if (p.inPlay) {
    rows.push({ label: t('table.recap.count.armies'), text: String(p.armies) });
    rows.push({ label: t('henn-shogun.map.buildings'), text: p.buildings.length > 0 ? p.buildings.map((b) => t(`henn-shogun.table.building.${b}`)).join(', ') : t('henn-shogun.map.none') });
    if (p.unrest > 0) rows.push({ label: t('henn-shogun.map.unrest'), text: String(p.unrest) });
  }
  const may: string[] = [];
  if (p.planned.length > 0) {
    const done = p.planned.every((a) => a.done);
    may.push(t('henn-shogun.map.planned', { actions: p.planned.map((a) => o.action(a.action)).join(', '), done: done ? t('henn-shogun.map.done') : '' }));
  }
  if (p.marching) may.push(t('henn-shogun.map.marching'));
  return {
    title: p.name,
    owner: !p.inPlay ? t('henn-shogun.map.outOfPlay') : p.owner === null ? t('henn-shogun.map.neutral') : t('board.card.heldBy', { name: o.who(p.owner) }),
    ...(p.inPlay && p.owner !== null ? { ownerColor: o.css(p.owner) } : {}),
    rows,
    may,
    legend: t('henn-shogun.map.legend'),
  };
}
