/**
 * Jūni-tsuki's province card (the map kit's ProvinceCard): the castle and its
 * holder (and koku where the view shows them), the groups on the province's
 * points, its Daimyō and shadow warriors, and what the move of the moment may
 * do there — the board model's selected point and the targets the table got
 * from the engine's own move options, never recomputed here.
 */
import { CASTLE_POINTS, POINTS, PROVINCE_POINTS, RONIN } from '@shared/games/juni-tsuki/public';
import type { ProvinceCardData } from '../../../kit/map/province-card';
import type { JuniBoardModel } from './board-model';

type T = (key: string, params?: Record<string, string | number>) => string;

export function juniProvinceCard(province: number, name: string, m: JuniBoardModel, o: { t: T; who: (seat: number) => string; css: (seat: number) => string; pointName: (point: number) => string }): ProvinceCardData {
  const { t } = o;
  const who = (owner: number): string => (owner === RONIN ? t('juni-tsuki.ronin') : o.who(owner));
  const points = PROVINCE_POINTS[province] ?? [];
  const castlePoint = points.find((p) => CASTLE_POINTS.includes(p));
  const castle = castlePoint === undefined ? undefined : m.castles.get(castlePoint);
  const rows: ProvinceCardData['rows'] = [];
  for (const point of points) {
    const groups = m.groups[point] ?? [];
    if (groups.length === 0) continue;
    rows.push({ label: o.pointName(point), text: groups.map((g) => t('juni-tsuki.map.group', { name: who(g.o), n: t('juni-tsuki.thousands', { n: g.n }) })).join(' · ') });
  }
  // Two Daimyō of one player read "Hanako ×2", not "Hanako, Hanako".
  const counted = (owners: readonly number[]): string =>
    [...new Set(owners)].map((o) => (owners.filter((x) => x === o).length > 1 ? `${who(o)} ×${owners.filter((x) => x === o).length}` : who(o))).join(', ');
  const daimyo = m.daimyo.get(province) ?? [];
  if (daimyo.length > 0) rows.push({ label: t('juni-tsuki.map.daimyo'), text: counted(daimyo) });
  const shadows = m.shadows.get(province) ?? [];
  if (shadows.length > 0) rows.push({ label: t('juni-tsuki.map.shadow'), text: counted(shadows) });
  if (castle && castle.koku !== null) rows.push({ label: '', text: t('juni-tsuki.map.koku', { n: castle.koku }) });
  if (rows.length === 0) rows.push({ label: '', text: t('juni-tsuki.map.empty') });
  const may: string[] = [];
  if (m.selected !== null && POINTS[m.selected]?.provinces.includes(province)) may.push(t('juni-tsuki.map.selected'));
  for (const point of points) {
    const cost = m.targets.get(point);
    if (cost !== undefined) may.push(t('juni-tsuki.map.target', { point: o.pointName(point), cost }));
  }
  const owner = !castle ? t('juni-tsuki.map.noCastle') : castle.owner < 0 ? t('juni-tsuki.map.castleNeutral') : t('juni-tsuki.map.castleHeld', { name: who(castle.owner) });
  return {
    title: name,
    owner,
    ...(castle && castle.owner >= 0 ? { ownerColor: o.css(castle.owner) } : {}),
    rows,
    may,
    legend: t('juni-tsuki.map.legend'),
  };
}
